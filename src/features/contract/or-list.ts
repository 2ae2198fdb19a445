// Alternatives and details joined in the chosen language's words: `string or null`.
import { t, words, type MessageId, type Words } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/contract'

/** Joins the items two at a time with the message `id`: `a or b or c`; nothing for none. */
const joiner =
  (id: MessageId) =>
  (items: readonly string[]): string =>
    items.length === 0 ? '' : items.reduce((first, second) => t(id, { first, second }))

/** `string or null`. */
export const orList = joiner('contract.or')
/** `integer → string, now required`. */
export const andList = joiner('contract.and')

/** `string or null` kept as words, for a finding worded when it is shown. */
export function orWords(items: readonly string[]): string | Words {
  const [head = '', ...rest] = items
  return rest.reduce<string | Words>(
    (first, second) => words('contract.or', { first, second }),
    head,
  )
}
