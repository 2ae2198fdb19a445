// The languages the console speaks. Adding one is a catalog in messages/ and a line here
// (docs/languages.md).
export interface Language {
  /** A BCP 47 tag: what <html lang> says and what Intl formats with. */
  code: string
  /** The language's name in itself, as the Language select offers it. */
  name: string
  dir: 'ltr' | 'rtl'
  /**
   * The catalog, fetched only when the language is chosen, in one request. English has none: its
   * shell's words are in the first page, and each page's come with that page's code.
   */
  load?: () => Promise<{ default: object }>
}

export const languages: readonly Language[] = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', load: () => import('./messages/de.json') },
  { code: 'ar', name: 'العربية', dir: 'rtl', load: () => import('./messages/ar.json') },
  { code: 'ja', name: '日本語', dir: 'ltr', load: () => import('./messages/ja.json') },
]

/**
 * A test language, never offered: English accented, about 40% longer and in brackets, so cut-off
 * text and words left in English show (test/e2e/pseudo-locale.spec.ts).
 */
export const PSEUDO = 'en-XA'
