// The console's words in the chosen language: `t(id, values)` formats a message of the active
// catalog (ICU MessageFormat), falling back to English for one not translated yet. English comes
// in parts: the shell's words here, each page's with the code that shows them (./en/).
import { IntlMessageFormat, type Formatters, type PrimitiveType } from 'intl-messageformat'
import { Children, createElement, Fragment, type ReactNode } from 'react'
import { createStore, useStore } from '../store'
import type { Catalog, MessageId } from './catalog'
import { languages, PSEUDO, type Language } from './languages'
import { localesFor } from './locales'
import type { Words } from './words'
import shellWords from './messages/en/shell.json'

export type { MessageId } from './catalog'
export type Values = Record<string, PrimitiveType>
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>

/** English so far: the shell's words, then each part as the module that shows it is loaded. */
const english: Catalog = { ...(shellWords as unknown as Catalog) }

/** A part of English, from the module that shows its words (./en/): before anything formats them. */
export function addEnglish(words: object): void {
  Object.assign(english, words)
}

// Every part at once, each registering itself: a test language wants every word made pseudo.
// Vite reads the pattern as written: a mutant of it fails to load, and so does every test file
// that imports this module, which Stryker's Vitest runner does not count as a failure.
// Stryker disable next-line StringLiteral: Vite reads a literal only
const allParts = import.meta.glob('./en/*.ts')
const pseudo: Language = {
  code: PSEUDO,
  name: 'Pseudo',
  dir: 'ltr',
  load: async () => {
    const [{ pseudoCatalog }] = await Promise.all([
      import('./catalog'),
      ...Object.values(allParts).map((load) => load()),
    ])
    return { default: pseudoCatalog(english) }
  },
}

interface Active {
  language: Language
  catalog: Catalog
}
export const languageStore = createStore<Active>({
  language: languages[0] as Language,
  catalog: english,
})

const known = (code: string | null) =>
  code === PSEUDO ? pseudo : languages.find((language) => language.code === code)

/** The first of the browser's languages the console has, by its base language; else English. */
export function preferredLanguage(browser: readonly string[] | undefined): string {
  for (const tag of browser ?? []) {
    const base = tag.split('-')[0]?.toLowerCase() ?? ''
    if (known(base)) return base
  }
  return 'en'
}

/**
 * The language `saved` in Settings, or the browser's. The caller reads the choice: storage tells of
 * a failed write in words, so this module cannot depend on it.
 */
export function startingLanguage(
  saved: string | null,
  browser: readonly string[] | undefined,
): string {
  return known(saved) ? (saved as string) : preferredLanguage(browser)
}

function apply(language: Language): void {
  document.documentElement.lang = language.code
  document.documentElement.dir = language.dir
}

/** Loads `code`'s catalog, then switches every word on the page to it (no reload). */
export async function switchLanguage(code: string): Promise<void> {
  const language = known(code) ?? (languages[0] as Language)
  const catalog = language.load ? ((await language.load()).default as Catalog) : english
  formats.clear()
  formatters = sharedFormatters(language.code)
  apply(language)
  languageStore.set({ language, catalog })
}

/**
 * Intl's formatters, made once per language and shared by every message: IntlMessageFormat would
 * make its own for each message, and an Intl constructor costs milliseconds on a slow phone (the
 * first number or date formatter of a page, tens: none is made before a message needs it).
 * Numbers and dates take the locales format.ts uses, or the runtime's own if Intl refuses them;
 * plural rules take the message's own language, whose categories (one, few…) it is written in.
 */
function sharedFormatters(code: string): Formatters {
  const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
  const once =
    <A extends unknown[], R extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
      kind: string,
      make: (...args: A) => R,
    ) =>
    (...args: A): R => {
      const key = kind + JSON.stringify(args)
      if (!made.has(key)) made.set(key, make(...args))
      return made.get(key) as R
    }
  const inLocales =
    <O, R>(Format: new (locales?: string[], options?: O) => R) =>
    (_: unknown, options?: O): R => {
      try {
        return new Format(localesFor(code), options)
      } catch {
        return new Format(undefined, options)
      }
    }
  return {
    getNumberFormat: once('n', inLocales(Intl.NumberFormat)),
    getDateTimeFormat: once('d', inLocales(Intl.DateTimeFormat)),
    getPluralRules: once(
      'p',
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  }
}

/** Each message once formatted: words alone as they are (most are), the others formatters. */
const formats = new Map<string, IntlMessageFormat | string>()
let formatters = sharedFormatters('en')

function format(id: MessageId): IntlMessageFormat | string {
  const { language, catalog } = languageStore.get()
  let made = formats.get(id)
  if (made === undefined) {
    const own = catalog[id]
    if (!english[id]) unimported(id)
    const elements = own ?? english[id]
    // Not kept: once the part arrives, the id is worded.
    if (!elements) return id
    const [first] = elements
    const locale = own && language.code !== PSEUDO ? language.code : 'en'
    made =
      elements.length === 1 && first?.type === 0
        ? first.value
        : new IntlMessageFormat(elements, locale, undefined, { formatters })
    formats.set(id, made)
  }
  return made
}

/** An id whose English part the module showing it did not import fails in development and tests. */
function unimported(id: MessageId): void {
  if (import.meta.env.DEV) throw new Error(`${id}: import its English part (src/lib/i18n/en/)`)
}

/** The message `id` as text, in the active language. */
export function t(id: MessageId, values?: Values): string {
  const made = format(id)
  return typeof made === 'string' ? made : String(made.format(values))
}

export { words, type Words } from './words'

const isWords = (value: unknown): value is Words =>
  typeof value === 'object' && value !== null && 'id' in value

/** `words` in the active language: call it when rendering, never keep what it returns. */
export function say({ id, values }: Words): string {
  if (!values) return t(id)
  const worded = Object.entries(values).map(([name, value]) => [
    name,
    isWords(value) ? say(value) : value,
  ])
  return t(id, Object.fromEntries(worded) as Values)
}

/** Makes `error.message` the words, worded in the language shown each time it is read. */
export function wordMessage(error: Error, message: Words): void {
  Object.defineProperty(error, 'message', { get: () => say(message), configurable: true })
}

/** An error made of words: its message follows a language switch, even once thrown. */
export class WordedError extends Error {
  constructor(readonly words: Words) {
    super()
    wordMessage(this, words)
  }
}

/**
 * The message `id` with React in it: a value may be an element, and a tag in the message
 * (`<link>docs</link>`) a function of its text.
 */
export function tRich(id: MessageId, values: RichValues): ReactNode {
  const made = format(id)
  if (typeof made === 'string') return made
  const parts = made.format<ReactNode>(values as Record<string, ReactNode>)
  return Array.isArray(parts) ? createElement(Fragment, null, ...Children.toArray(parts)) : parts
}

/** In a component: `t` and `tRich`, and a new render when the language changes. */
export function useT(): typeof t & { rich: typeof tRich; language: Language } {
  const { language } = useStore(languageStore)
  return Object.assign((id: MessageId, values?: Values) => t(id, values), { rich: tRich, language })
}
