// @vitest-environment jsdom (the browser's languages are the navigator's)
// A browser's language list is input from outside: whatever it says, formatting never throws, and
// the languages Intl knows are used. (WebKitGTK under LANG=C.UTF-8 reports `C`.)
import { afterEach, expect, test, vi } from 'vitest'
import { usableLocales } from '../src/lib/i18n/locales'

/** format.ts as it loads in a browser whose language list is `languages`. */
async function formatIn(languages: unknown[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] })
  vi.resetModules()
  return import('../src/lib/format')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const time = new Date(2026, 10, 30, 0, 37).getTime()
const int64 = 9_007_199_254_740_993n

test.each([
  { languages: ['C'], usable: undefined },
  { languages: ['POSIX'], usable: undefined },
  { languages: ['C.UTF-8'], usable: undefined },
  { languages: ['en_US'], usable: ['en-US'] },
  { languages: ['de_DE.UTF-8@euro'], usable: ['de-DE'] },
  { languages: [], usable: undefined },
  { languages: ['', '!!', 'x', 42, null], usable: undefined },
  { languages: ['C', 'fr-FR'], usable: ['fr-FR'] },
])('the languages $languages become $usable', ({ languages, usable }) => {
  expect(usableLocales(languages)).toEqual(usable)
})

test('no language list at all is the runtime default', () => {
  expect(usableLocales(undefined)).toBeUndefined()
})

test.each([['C'], ['POSIX'], ['en_US'], [], ['', 'garbage!', '-']])(
  'with the languages %j every formatter works in the runtime default',
  async (...languages) => {
    const format = await formatIn(languages)
    expect(format.formatCount(1234)).toMatch(/^1.?234$/)
    expect(format.formatDate(time)).toMatch(/2026/)
    expect(format.formatDay(time)).not.toBe('')
    expect(format.formatTime(time)).toMatch(/37/)
    expect(format.formatDateTime(new Date(time).toISOString()).text).toMatch(/2026/)
    expect(format.compareValues('b', 'a')).toBe(1)
    expect(format.formatId(int64)).toBe('9007199254740993')
  },
)

test.each([
  {
    locale: 'de-DE',
    count: '1.234.567',
    date: '30.11.2026',
    day: '30. Nov.',
    sizes: ['512 Byte', '1,5 kB', '2,3 MB'],
  },
  {
    locale: 'ar-EG',
    count: '١٬٢٣٤٬٥٦٧',
    date: '٣٠‏/١١‏/٢٠٢٦',
    day: '٣٠ نوفمبر',
    sizes: ['٥١٢ بايت', '١٫٥ كيلوبايت', '٢٫٣ م.ب'],
  },
  {
    locale: 'ja-JP',
    count: '1,234,567',
    date: '2026/11/30',
    day: '11月30日',
    sizes: ['512 byte', '1.5 KB', '2.3 MB'],
  },
  {
    locale: 'he-IL',
    count: '1,234,567',
    date: '30 בנוב׳ 2026',
    day: '30 בנוב׳',
    sizes: ['512 בייט', '1.5 kB', '2.3 MB'],
  },
])(
  'in $locale counts, dates and sizes are the locale’s, ids stay plain digits',
  async (expected) => {
    const format = await formatIn([expected.locale])
    expect(format.formatCount(1_234_567)).toBe(expected.count)
    expect(format.formatDate(time)).toBe(expected.date)
    expect(format.formatDay(time)).toBe(expected.day)
    // Units in the locale's words and digits (the request log's sizes).
    expect([512, 1536, 2_345_678].map(format.formatBytes)).toEqual(expected.sizes)
    expect(format.plural(2, 'pet')).toBe(`${format.formatCount(2)} pets`)
    // An int64 id is an identifier, not a quantity: never grouped, never in other digits.
    expect(format.formatId(int64)).toBe('9007199254740993')
    expect(format.formatId(42)).toBe('42')
  },
)
