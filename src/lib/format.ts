// Display helpers that never throw on what a server sends.
import type { Int64 } from '../api/schema'
import { yieldToMain } from './yield-to-main'

export function formatId(id: Int64 | undefined): string {
  return id === undefined ? '—' : String(id)
}

// Made on first use: the first Intl.DateTimeFormat costs ~30 ms (locale data), which pages
// without dates should not pay while they load.
let dateTimeFormat: Intl.DateTimeFormat | undefined
let collator: Intl.Collator | undefined

function dateTimeFormatter(): Intl.DateTimeFormat {
  return (dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }))
}

/**
 * A list page calls this while its data loads. The first number and the first date formatted each
 * load locale data (10–40 ms apiece); done here, in tasks of their own, they do not lengthen the
 * task that shows the first rows.
 */
export function prepareFormats({ dates = false } = {}): void {
  plural(1000, 'warm-up')
  if (dates) void yieldToMain().then(dateTimeFormatter)
}

/** Local date and time, or the string as sent when it is not a date. */
export function formatDateTime(value: string | undefined): { text: string; iso: string | null } {
  if (value === undefined) return { text: '—', iso: null }
  const time = Date.parse(value)
  if (Number.isNaN(time)) return { text: value, iso: null }
  return { text: dateTimeFormatter().format(time), iso: new Date(time).toISOString() }
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
  return `${count.toLocaleString()} ${count === 1 ? one : many}`
}
