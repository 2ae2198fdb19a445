// Which locales Intl formats numbers and dates with: one rule for the messages' numbers and for
// format.ts, so "1’234" in a message never stands beside "1.234" in a table.

/**
 * The browser's languages that Intl accepts, in order of preference; undefined (the runtime's own
 * default) when none is. A browser reports what its system says: WebKitGTK under `LANG=C` says
 * `C`, on which every Intl constructor throws.
 */
export function usableLocales(languages: readonly unknown[] | undefined): string[] | undefined {
  const usable: string[] = []
  for (const language of languages ?? []) {
    if (typeof language !== 'string') continue
    // A POSIX locale name (`en_US.UTF-8@euro`) names a language tag the browser did not convert.
    const tag = language.replace(/[.@].*$/, '').replace(/_/g, '-')
    if (/^(c|posix)$/i.test(tag)) continue
    try {
      usable.push(...Intl.getCanonicalLocales(tag))
    } catch {
      // `C`, an empty string or garbage: not a language, so it does not count.
    }
  }
  return usable.length > 0 ? usable : undefined
}

const browserLocales = usableLocales(
  typeof navigator === 'undefined' ? undefined : navigator.languages,
)

/**
 * What Intl formats with for the console's language: the browser's own locales while they speak it
 * (so en-GB keeps its dates), else the language itself. English, the fallback for a browser whose
 * language the console lacks, keeps that browser's formats, as it always did.
 */
export function localesFor(code: string, browser = browserLocales): string[] | undefined {
  const base = code.split('-')[0]
  const same = browser?.filter((locale) => locale.split('-')[0]?.toLowerCase() === base)
  if (same?.length) return same
  return base === 'en' ? browser : [code]
}
