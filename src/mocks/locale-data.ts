// The locale's data, loaded in this thread first. ICU's data belongs to the renderer process, not to
// a thread: once a worker has made a formatter, the page's first one costs a fraction of a
// millisecond instead of tens on a slow phone, and the page's main thread never pays for it.
// Imported first by the worker's entry, so it runs before msw's code is evaluated.

/** Makes the kinds of formatter the page makes, in `locales`; a language Intl refuses is left. */
export function loadLocaleData(locales: readonly string[]): void {
  try {
    new Intl.NumberFormat(locales).format(1)
    new Intl.Collator(locales).compare('a', 'b')
    new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
  } catch {
    // The page's formatters fall back when made.
  }
}

loadLocaleData(navigator.languages)
