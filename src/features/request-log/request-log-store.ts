// The request log: every API call this tab made (newest first, last 200), fed by logRequest (an
// observer of the client registered at start-up), and how the panel shows them: open or not (the
// header button and "L" share it), the newest call open by itself, the call a tour points at.
import type { RequestRecord } from '../../api/request-record'
import { createStore, useStore } from '../../lib/store'

const MAX_ENTRIES = 200
/** Bodies beyond this are cut when stored, so 200 calls on the large dataset cannot hog memory. */
const MAX_STORED_BODY = 1_000_000
/** What the log's bodies may hold together, in characters; older calls give theirs up first. */
export const MAX_LOG_BODY_CHARS = 16_000_000
const SLOW_MS = 1000

export interface LogEntry extends RequestRecord {
  /** True when the stored response body was cut at MAX_STORED_BODY characters. */
  responseTruncated: boolean
  /** True when its bodies were dropped to keep the log within MAX_LOG_BODY_CHARS. */
  bodiesDropped: boolean
  /** From the checked body to the next frame the page drew with it. */
  renderMs: number | null
}

const entriesStore = createStore<LogEntry[]>([])

/** A call a tour points at: the newest one with this method and path (after /v1) stands out. */
export interface Highlight {
  method: string
  path: string
}

export interface RequestLogView {
  open: boolean
  /** The newest call opens by itself (the presenter view asks for it). */
  openNewest: boolean
  highlight: Highlight | null
}

const viewStore = createStore<RequestLogView>({ open: false, openNewest: false, highlight: null })

/** The presenter view docks the log beside the page on a wide screen (styles.css), covering nothing. */
export const isRequestLogDocked = () =>
  viewStore.get().openNewest && window.matchMedia?.('(min-width: 900px)').matches === true

function toEntry(record: RequestRecord): LogEntry {
  const body = record.responseBody
  const cut = body !== null && body.length > MAX_STORED_BODY
  const entry: LogEntry = {
    ...record,
    responseBody: cut ? body.slice(0, MAX_STORED_BODY) : body,
    responseTruncated: cut,
    bodiesDropped: false,
    renderMs: null,
  }
  // The parsed body is for the contract check only: 200 of them would hog memory.
  delete entry.parsedBody
  return entry
}

const bodyChars = (entry: LogEntry) =>
  (entry.requestBody?.length ?? 0) + (entry.responseBody?.length ?? 0)

/** Newest first, each call keeps its bodies while they fit the budget; older ones give them up. */
function withinBodyBudget(entries: LogEntry[]): LogEntry[] {
  let total = 0
  return entries.map((entry) => {
    total += bodyChars(entry)
    if (total <= MAX_LOG_BODY_CHARS || bodyChars(entry) === 0) return entry
    return { ...entry, requestBody: null, responseBody: null, bodiesDropped: true }
  })
}

/** Times the render of a call's data: to the frame after the one in which it was checked. */
function timeRender(id: number): void {
  if (typeof requestAnimationFrame !== 'function') return
  const checkedAt = performance.now()
  requestAnimationFrame(() =>
    setTimeout(() => {
      const renderMs = Math.round(performance.now() - checkedAt)
      entriesStore.set((entries) => entries.map((e) => (e.id === id ? { ...e, renderMs } : e)))
    }, 0),
  )
}

/**
 * Adds or updates a call's entry. A call the page cancelled (it no longer needed the answer, as when
 * StrictMode mounts a page twice in development) is dropped: it was never answered.
 */
export function logRequest(record: RequestRecord): void {
  entriesStore.set((entries) => {
    if (record.error === 'cancelled') return entries.filter((e) => e.id !== record.id)
    const index = entries.findIndex((e) => e.id === record.id)
    if (index === -1) return withinBodyBudget([toEntry(record), ...entries].slice(0, MAX_ENTRIES))
    return withinBodyBudget(entries.map((e, i) => (i === index ? toEntry(record) : e)))
  })
  if (record.parseMs !== null) timeRender(record.id)
}

export const clearRequestLog = () => entriesStore.set([])
export const useRequestLog = () => useStore(entriesStore)
export const useRequestLogView = () => useStore(viewStore)
export const useRequestLogOpen = () => useRequestLogView().open
export const updateRequestLogView = (patch: Partial<RequestLogView>) =>
  viewStore.set((view) => ({ ...view, ...patch }))
export const setRequestLogOpen = (open: boolean) => updateRequestLogView({ open })
export const toggleRequestLog = () => viewStore.set((view) => ({ ...view, open: !view.open }))

type Outcome = 'pending' | 'ok' | 'failed'

export function outcomeOf(entry: RequestRecord): Outcome {
  if (entry.error !== null) return 'failed'
  if (entry.status === null) return 'pending'
  return entry.status >= 400 ? 'failed' : 'ok'
}

export function isSlow(entry: RequestRecord): boolean {
  return entry.durationMs !== null && entry.durationMs > SLOW_MS
}
