// A catalog: each message id's ICU MessageFormat, parsed at build time (scripts/icu-messages.ts),
// so the page carries no parser.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type app from './messages/en/app.json'
import type compare from './messages/en/compare.json'
import type components from './messages/en/components.json'
import type config from './messages/en/config.json'
import type contract from './messages/en/contract.json'
import type demo from './messages/en/demo.json'
import type diagnosis from './messages/en/diagnosis.json'
import type errors from './messages/en/errors.json'
import type explorer from './messages/en/explorer.json'
import type fixes from './messages/en/fixes.json'
import type language from './messages/en/language.json'
import type lib from './messages/en/lib.json'
import type log from './messages/en/log.json'
import type orders from './messages/en/orders.json'
import type overview from './messages/en/overview.json'
import type pets from './messages/en/pets.json'
import type settings from './messages/en/settings.json'
import type share from './messages/en/share.json'
import type shell from './messages/en/shell.json'
import type tours from './messages/en/tours.json'
import type workflows from './messages/en/workflows.json'

/** English, all parts: the shell's words and each page's (./en/). */
type English = typeof app &
  typeof compare &
  typeof components &
  typeof config &
  typeof contract &
  typeof demo &
  typeof diagnosis &
  typeof errors &
  typeof explorer &
  typeof fixes &
  typeof language &
  typeof lib &
  typeof log &
  typeof orders &
  typeof overview &
  typeof pets &
  typeof settings &
  typeof share &
  typeof shell &
  typeof tours &
  typeof workflows
export type MessageId = keyof English
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
