// A tour's words in several languages: a text field is a string, or an object of language tag →
// text. The one shown is the console's language's, else the first the object lists. Kept apart from
// tour.ts so the card and the store read it without the format's checks.

/** A tour's text: one for every language, or one per language tag, in the author's order. */
export type TourText = string | Readonly<Record<string, string>>

/** A BCP 47 language tag, as a tour file may use one: `en`, `de`, `pt-BR`, `zh-Hant`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/

const base = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? ''

/** The text for the language `code`: its own tag, else its base language, else the first listed. */
export function textIn(text: TourText, code: string): string {
  if (typeof text === 'string') return text
  const tags = Object.keys(text)
  const tag =
    tags.find((tag) => tag.toLowerCase() === code.toLowerCase()) ??
    tags.find((tag) => base(tag) === base(code)) ??
    tags[0]
  return tag === undefined ? '' : (text[tag] ?? '')
}

/** The same text, whatever the language: two loaded tours with it are one. */
export const sameText = (a: TourText, b: TourText) => JSON.stringify(a) === JSON.stringify(b)
