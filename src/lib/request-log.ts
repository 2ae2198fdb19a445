// The request log: every API call this tab made (newest first, last 200), fed by the client's
// observeRequests() hook, plus whether the log panel is open (the header button and "L" share it).
import { useSyncExternalStore } from 'react'
import { observeRequests, type RequestRecord } from '../api/client'

export const MAX_ENTRIES = 200
/** Bodies beyond this are cut when stored, so 200 calls on the large dataset cannot hog memory. */
export const MAX_STORED_BODY = 1_000_000
export const SLOW_MS = 1000

export interface LogEntry extends RequestRecord {
  /** True when the stored response body was cut at MAX_STORED_BODY characters. */
  responseTruncated: boolean
}

let entries: LogEntry[] = []
let open = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function toEntry(record: RequestRecord): LogEntry {
  const body = record.responseBody
  const cut = body !== null && body.length > MAX_STORED_BODY
  return {
    ...record,
    responseBody: cut ? body.slice(0, MAX_STORED_BODY) : body,
    responseTruncated: cut,
  }
}

// Subscribed when this module loads (the layout imports it), so calls made before the panel is
// first opened are logged too. The client emits each record at start and again when it settles.
observeRequests((record) => {
  const entry = toEntry(record)
  const index = entries.findIndex((e) => e.id === record.id)
  entries =
    index === -1
      ? [entry, ...entries].slice(0, MAX_ENTRIES)
      : entries.map((e, i) => (i === index ? entry : e))
  notify()
})

export function clearRequestLog(): void {
  entries = []
  notify()
}

export function useRequestLog(): LogEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  )
}

export function useRequestLogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  )
}

export function setRequestLogOpen(next: boolean): void {
  if (open === next) return
  open = next
  notify()
}

export function toggleRequestLog(): void {
  setRequestLogOpen(!open)
}

export type Outcome = 'pending' | 'ok' | 'failed' | 'cancelled'

export function outcomeOf(entry: RequestRecord): Outcome {
  if (entry.error === 'cancelled') return 'cancelled'
  if (entry.error !== null) return 'failed'
  if (entry.status === null) return 'pending'
  return entry.status >= 400 ? 'failed' : 'ok'
}

/** The status column: the HTTP status, or what happened instead. */
export function statusLabel(entry: RequestRecord): string {
  if (entry.error !== null) return entry.error
  return entry.status === null ? 'pending' : String(entry.status)
}

export function isSlow(entry: RequestRecord): boolean {
  return entry.durationMs !== null && entry.durationMs > SLOW_MS
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—'
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}
