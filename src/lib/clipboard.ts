// Copying text from a click, the one way every copy button does it. The write starts inside the
// click, before anything is awaited: Safari allows it only while the click's user activation lasts.

export type CopyOutcome = 'copied' | 'failed'

/**
 * Copies `text`, which may still be coming (a promise), and says how it went; never throws, so a
 * missing or refused clipboard is the same failure as any other.
 */
export function copyText(text: string | Promise<string>): Promise<CopyOutcome> {
  // The executor runs now, inside the click; a clipboard missing altogether rejects like a refusal.
  return new Promise<void>((resolve) => resolve(write(text))).then(
    () => 'copied',
    () => 'failed',
  )
}

/**
 * Text to come is handed over at once in a `ClipboardItem`, where the browser takes a promise in
 * one; elsewhere it is written once known (those browsers allow that later).
 */
function write(text: string | Promise<string>): Promise<void> {
  if (typeof text === 'string') return navigator.clipboard.writeText(text)
  if (typeof ClipboardItem === 'undefined') {
    return text.then((value) => navigator.clipboard.writeText(value))
  }
  const blob = text.then((value) => new Blob([value], { type: 'text/plain' }))
  return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
}
