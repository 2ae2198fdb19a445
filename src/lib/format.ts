// Display helpers that never throw on what a server sends.
import type { Int64 } from '../api/schema'

export function formatId(id: Int64 | undefined): string {
  return id === undefined ? '—' : String(id)
}

// Counts and dates are formatted by hand, not with Intl: the first Intl call on a page starts ICU
// (its locale data), a 30–50 ms task (4× that on a mid-range phone) in the middle of showing the
// first rows. The interface is English, so they follow en-US: "12,345" and "Nov 30, 2026, 12:37 AM".
// Intl is still used where it is worth it, lazily: the collator, when a list is sorted by text.
let collator: Intl.Collator | undefined

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 12345 → "12,345" (and -1234.5 → "-1,234.5"). */
export function formatCount(value: number): string {
  const [whole = '', fraction] = String(value).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** "Nov 30" in local time. */
export function formatDay(time: number): string {
  const date = new Date(time)
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`
}

/** "Nov 30, 2026" in local time. */
export function formatDate(time: number): string {
  return `${formatDay(time)}, ${new Date(time).getFullYear()}`
}

/** Local date and time, or the string as sent when it is not a date. */
export function formatDateTime(value: string | undefined): { text: string; iso: string | null } {
  if (value === undefined) return { text: '—', iso: null }
  const time = Date.parse(value)
  if (Number.isNaN(time)) return { text: value, iso: null }
  const date = new Date(time)
  const hours = date.getHours()
  const clock = `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')}`
  return {
    text: `${formatDate(time)}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`,
    iso: date.toISOString(),
  }
}

/** Case-insensitive order for short lists such as filter options: no collator, so no ICU start-up. */
export function compareLabels(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

export function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1
  if (b === undefined || b === null) return -1
  if (
    (typeof a === 'number' || typeof a === 'bigint') &&
    (typeof b === 'number' || typeof b === 'bigint')
  ) {
    return a < b ? -1 : a > b ? 1 : 0
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  // One collator: localeCompare with options builds one per call, slow when sorting 10,000 names.
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  return collator.compare(String(a), String(b))
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}
