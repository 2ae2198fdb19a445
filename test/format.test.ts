// Counts, dates and sort order follow the browser's languages (jsdom: en-US), whatever the machine's.
import { expect, test } from 'vitest'
import {
  compareValues,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  plural,
} from '../src/lib/format'

// Newer ICU puts a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

test('counts are grouped as the locale writes them', () => {
  expect(formatCount(999)).toBe('999')
  expect(formatCount(20000)).toBe('20,000')
  expect(formatCount(-1234567)).toBe('-1,234,567')
  expect(formatCount(9_007_199_254_740_993n)).toBe('9,007,199,254,740,993')
  expect(plural(10000, 'pet')).toBe('10,000 pets')
  expect(plural(1, 'order')).toBe('1 order')
})

test('dates and times are the locale’s medium date and short time, in local time', () => {
  const time = new Date(2026, 10, 30, 0, 37).getTime()
  expect(plain(formatDateTime(new Date(time).toISOString()).text)).toBe('Nov 30, 2026, 12:37 AM')
  expect(formatDateTime(new Date(time).toISOString()).iso).toBe(new Date(time).toISOString())
  expect(formatDate(time)).toBe('Nov 30, 2026')
  expect(formatDay(time)).toBe('Nov 30')
})

test('a missing or malformed date is shown as sent, never as "Invalid Date"', () => {
  expect(formatDateTime(undefined)).toEqual({ text: '—', iso: null })
  expect(formatDateTime('next Tuesday')).toEqual({ text: 'next Tuesday', iso: null })
})

test('values sort by number, then text in the locale’s order with numbers inside, missing last', () => {
  expect([3, 10n, undefined, 2].sort(compareValues)).toEqual([2, 3, 10n, undefined])
  expect(['pet 10', 'Pet 9', 'ábc', 'abd'].sort(compareValues)).toEqual([
    'ábc',
    'abd',
    'Pet 9',
    'pet 10',
  ])
})
