// Counts and dates are formatted by hand (no ICU start-up on the first page); they must read
// exactly as en-US Intl would write them.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  compareLabels,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  plural,
} from '../src/lib/format'

const enDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const enDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const enDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
// Newer ICU puts a narrow no-break space before AM/PM; ours is a plain space.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

test('counts are grouped in thousands, as en-US writes them', () => {
  expect(formatCount(0)).toBe('0')
  expect(formatCount(999)).toBe('999')
  expect(formatCount(1000)).toBe('1,000')
  expect(formatCount(20000)).toBe('20,000')
  expect(formatCount(-1234567)).toBe('-1,234,567')
  expect(plural(10000, 'pet')).toBe('10,000 pets')
  expect(plural(1, 'order')).toBe('1 order')
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }),
  )
})

test('dates and times read as en-US medium date, short time, in local time', () => {
  // 2000-01-01 to 2100-01-01, any minute.
  fc.assert(
    fc.property(fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }), (time) => {
      const iso = new Date(time).toISOString()
      expect(formatDateTime(iso)).toEqual({ text: plain(enDateTime.format(time)), iso })
      expect(formatDate(time)).toBe(enDate.format(time))
      expect(formatDay(time)).toBe(enDay.format(time))
    }),
  )
})

test('a missing or malformed date is shown as sent, never as "Invalid Date"', () => {
  expect(formatDateTime(undefined)).toEqual({ text: '—', iso: null })
  expect(formatDateTime('next Tuesday')).toEqual({ text: 'next Tuesday', iso: null })
})

test('filter options sort case-insensitively, ties broken by case', () => {
  expect(['sold', 'Available', 'pending', 'available'].sort(compareLabels)).toEqual([
    'Available',
    'available',
    'pending',
    'sold',
  ])
})
