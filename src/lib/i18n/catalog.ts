// A catalog: each message id's ICU MessageFormat, parsed at build time (scripts/icu-messages.ts),
// so the page carries no parser.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type english from './messages/en.json'

export type MessageId = keyof typeof english
export type Catalog = Partial<Record<MessageId, MessageFormatElement[]>>

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'aeiouycnsAEIOUYCNS'].map((c, i) => [c, 'áéíóúýçñšÁÉÍÓÚÝÇÑŠ'[i] as string]),
)

/** The pseudo-locale's text: accented, and padded about 40% (a word of ~ per 2.5 letters). */
function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c)
  return accented.replace(/\p{L}+/gu, (word) => word + '~'.repeat(Math.ceil(word.length * 0.4)))
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    // Literal text is type 0; a plural's or select's options (5, 6) and a tag's children (8) nest.
    if (element.type === 0) return { ...element, value: pseudoText(element.value) }
    if ('options' in element) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      )
      return { ...element, options } as MessageFormatElement
    }
    if ('children' in element) return { ...element, children: pseudoElements(element.children) }
    return element
  })
}

/** The pseudo-locale made from English: every message in [brackets], so a cut end shows. */
export function pseudoCatalog(english: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(english).map(([id, elements]) => [
      id,
      [{ type: 0, value: '[' }, ...pseudoElements(elements), { type: 0, value: ']' }],
    ]),
  ) as Catalog
}
