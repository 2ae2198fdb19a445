// @vitest-environment node
// Counts, dates and sort order follow the browser's languages (jsdom: en-US), whatever the machine's.
import { expect, test } from 'vitest'
import {
  addDays,
  compareValues,
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatId,
  fromDayParam,
  plural,
  toDayParam,
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

test('ids are shown exactly, int64 included, and a missing one as a dash', () => {
  expect(formatId(7)).toBe('7')
  expect(formatId(9_007_199_254_740_993n)).toBe('9007199254740993')
  expect(formatId(undefined)).toBe('—')
  expect(plural(0, 'pet')).toBe('0 pets')
  expect(plural(2, 'entry', 'entries')).toBe('2 entries')
})

test('equal values, missing ones and booleans keep their order', () => {
  expect(compareValues(5, 5)).toBe(0)
  expect(compareValues(5n, 5)).toBe(0)
  expect(compareValues(null, undefined)).toBe(0)
  expect(compareValues(undefined, 'a')).toBeGreaterThan(0)
  expect(compareValues('a', null)).toBeLessThan(0)
  expect(compareValues('rex', 'Rex')).toBe(0)
  expect([true, false, true].sort(compareValues)).toEqual([false, true, true])
  expect([2, 1].sort(compareValues)).toEqual([1, 2])
})

test('numbers and bigints compare by value, negative ones too; a number beside text compares as text', () => {
  // The collator would put "-5" after "-3".
  expect(compareValues(-5, -3n)).toBeLessThan(0)
  expect(compareValues(-3n, -5)).toBeGreaterThan(0)
  expect([-3n, 2, -5, 10n].sort(compareValues)).toEqual([-5, -3n, 2, 10n])
  // "5" before "abc": neither is "equal" because one of them is a number.
  expect(compareValues(5, 'abc')).toBeLessThan(0)
  expect(compareValues('abc', 5)).toBeGreaterThan(0)
})

test('null and undefined sort after any text, whichever side they are on', () => {
  expect(compareValues('zebra', null)).toBeLessThan(0)
  expect(compareValues('zebra', undefined)).toBeLessThan(0)
  expect(compareValues(null, 'zebra')).toBeGreaterThan(0)
  expect(['zebra', null, 'ant'].sort(compareValues)).toEqual(['ant', 'zebra', null])
})

test('a day in the URL is the local calendar day, zero-padded, and reads back as its midnight', () => {
  const fifth = new Date(2026, 0, 5).getTime()
  expect(toDayParam(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05')
  expect(toDayParam(new Date(2026, 10, 30).getTime())).toBe('2026-11-30')
  expect(fromDayParam('2026-01-05')).toBe(fifth)
  for (const bad of ['2026-1-5', ' 2026-01-05', '2026-01-05x', 'x2026-01-05', ''])
    expect(fromDayParam(bad)).toBeNull()
})

test('days are added on the calendar, across month ends and backwards', () => {
  const time = new Date(2026, 0, 31, 9, 30).getTime()
  expect(addDays(time, 1)).toBe(new Date(2026, 1, 1, 9, 30).getTime())
  expect(addDays(time, -31)).toBe(new Date(2025, 11, 31, 9, 30).getTime())
  expect(addDays(time, 0)).toBe(time)
})

test('compared directly: missing after present, numbers by value, booleans apart from text', () => {
  const sign = (a: unknown, b: unknown) => Math.sign(compareValues(a, b))
  expect([sign(undefined, 1), sign(1, undefined), sign(null, 'a'), sign('a', undefined)]).toEqual([
    1, -1, 1, -1,
  ])
  expect([sign(undefined, null), sign(null, null), sign(undefined, undefined)]).toEqual([0, 0, 0])
  // Text order would put "-5" after "3" and "1.5" before "1.25".
  expect([sign(-5, 3), sign(1.5, 1.25), sign(2n, 10), sign(10, 2n), sign(-3n, -20)]).toEqual([
    -1, 1, -1, 1, 1,
  ])
  expect([sign(5, '5'), sign('10', 9)]).toEqual([0, 1])
  expect([sign(false, true), sign(true, false), sign(true, true)]).toEqual([-1, 1, 0])
  expect([sign(true, 'yes'), sign('no', false), sign('a', 'b'), sign('b', 'a')]).toEqual([
    -1, 1, -1, 1,
  ])
})

test('sizes are bytes, then kB and MB with one decimal; an unknown size is a dash', () => {
  expect([0, 999, 1000, 1536, 999_949, 1_000_000, 2_345_678].map(formatBytes)).toEqual([
    '0 byte',
    '999 byte',
    '1.0 kB',
    '1.5 kB',
    '999.9 kB',
    '1.0 MB',
    '2.3 MB',
  ])
  expect(formatBytes(null)).toBe('—')
})
