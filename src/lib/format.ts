// Display helpers, in the user's locale, that never throw on what a server sends.
import { languageStore } from './i18n/i18n'
import { localesFor } from './i18n/locales'

/**
 * Made on first use in each language: each Intl constructor costs milliseconds, and most pages need
 * few of them. Should an engine still refuse the languages, the runtime's default serves: never a
 * blank page.
 */
function onFirstUse<T>(make: (languages: string[] | undefined) => T): () => T {
  const made = new Map<string, T>()
  return () => {
    const code = languageStore.get().language.code
    let value = made.get(code)
    if (value === undefined) {
      try {
        value = make(localesFor(code))
      } catch {
        value = make(undefined)
      }
      made.set(code, value)
    }
    return value
  }
}
const counts = onFirstUse((l) => new Intl.NumberFormat(l))
const days = onFirstUse((l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric' }))
const dates = onFirstUse((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }))
const dateTimes = onFirstUse(
  (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }),
)
const times = onFirstUse((l) => new Intl.DateTimeFormat(l, { timeStyle: 'medium' }))
const size = (unit: string, digits: number) =>
  onFirstUse(
    (l) =>
      new Intl.NumberFormat(l, {
        style: 'unit',
        unit,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  )
// Units in the language's own words and digits: `512 Byte`, `1,5 kB` in German.
const sizes = {
  byte: size('byte', 0),
  kilobyte: size('kilobyte', 1),
  megabyte: size('megabyte', 1),
}
const collator = onFirstUse((l) => new Intl.Collator(l, { numeric: true, sensitivity: 'base' }))

export function formatId(id: number | bigint | undefined): string {
  return id === undefined ? '—' : String(id)
}

export const formatCount = (value: number | bigint): string => counts().format(value)

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}

/** A size as the request log shows it: `512 byte`, `1.5 kB`, `2.3 MB`; a dash when unknown. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—'
  if (bytes < 1000) return sizes.byte().format(bytes)
  if (bytes < 1_000_000) return sizes.kilobyte().format(bytes / 1000)
  return sizes.megabyte().format(bytes / 1_000_000)
}

/** "Nov 30" in local time. */
export const formatDay = (time: number): string => days().format(time)

/** "Nov 30, 2026" in local time. */
export const formatDate = (time: number): string => dates().format(time)

/** "12:37:05 AM" in local time. */
export const formatTime = (time: number): string => times().format(time)

/** Local date and time, or the string as sent when it is not a date. */
export function formatDateTime(value: string | undefined): { text: string; iso: string | null } {
  if (value === undefined) return { text: '—', iso: null }
  const time = Date.parse(value)
  if (Number.isNaN(time)) return { text: value, iso: null }
  return { text: dateTimes().format(time), iso: new Date(time).toISOString() }
}

/** Missing values sort last; numbers and bigints by value; text in the user's language order. */
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
  return collator().compare(String(a), String(b))
}

/** `days` calendar days later (or earlier): not `+ n * 86_400_000`, which daylight saving skews. */
export function addDays(time: number, days: number): number {
  const date = new Date(time)
  date.setDate(date.getDate() + days)
  return date.getTime()
}

/** A local calendar day as the URL and date inputs write it: `2026-11-30`. */
export function toDayParam(time: number): string {
  const date = new Date(time)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Local midnight at the start of a `2026-11-30` day, or null when it is not one. */
export function fromDayParam(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime()
  return Number.isNaN(time) ? null : time
}
