// A presenter note in a small Markdown: paragraphs, "- " lists, **bold**, *emphasis* and `code`.
// Rendered as React text nodes, never as HTML: a note cannot inject markup.
import type { ReactNode } from 'react'

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`|\*[^*]+\*)/).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return <code key={index}>{part.slice(1, -1)}</code>
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      return <em key={index}>{part.slice(1, -1)}</em>
    return part
  })
}

export function TourNote({ markdown }: { markdown: string }) {
  const blocks = markdown.split(/\n\s*\n/).filter((block) => block.trim())
  return (
    <div className="tour-note">
      {blocks.map((block, index) => {
        const lines = block.split('\n')
        return lines.every((line) => line.startsWith('- ')) ? (
          <ul key={index}>
            {lines.map((line, item) => (
              <li key={item}>{inline(line.slice(2))}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{inline(block)}</p>
        )
      })}
    </div>
  )
}
