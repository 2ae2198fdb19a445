// The last sends of this tab, kept in sessionStorage so a reload keeps them and a new tab starts
// empty. A header named like a credential keeps its name, never its value; a large body is left out.
import type { RequestRecord } from '../../api/request-record'
import { readStored, storageKeys, writeStored } from '../../lib/storage'
import { createStore } from '../../lib/store'
import type { Draft } from './draft'

export const MAX_HISTORY = 50
/** Bodies longer than this are not kept: sessionStorage is small and shared by the whole site. */
const MAX_KEPT_BODY = 100_000
const CREDENTIALS = /^(authorization|cookie|proxy-authorization|x-api-key|api[-_]?key)$/i

export interface HistoryEntry {
  id: number
  at: number
  /** `POST /pets/{petId}` as sent: `POST /pets/7`. */
  label: string
  /**
   * What the send came to, as data worded when shown: its status or error, or null when it was not
   * sent. A string is an entry an earlier version kept, already worded.
   */
  outcome: Pick<RequestRecord, 'status' | 'error'> | null | string
  draft: Draft
  bodyLeftOut: boolean
}

function load(): HistoryEntry[] {
  try {
    const value: unknown = JSON.parse(readStored('session', storageKeys.explorerHistory) ?? '[]')
    return Array.isArray(value) ? (value as HistoryEntry[]) : []
  } catch {
    return []
  }
}

export const historyStore = createStore<HistoryEntry[]>(load())

/** Adds a send, newest first, keeping the last MAX_HISTORY. */
export function remember(
  entry: Omit<HistoryEntry, 'id' | 'bodyLeftOut'>,
  secretHeaders: readonly string[] = [],
): void {
  const secret = (name: string) =>
    CREDENTIALS.test(name) || secretHeaders.some((s) => s.toLowerCase() === name.toLowerCase())
  const bodyLeftOut = entry.draft.body.length > MAX_KEPT_BODY
  const draft: Draft = {
    ...entry.draft,
    body: bodyLeftOut ? '' : entry.draft.body,
    headers: entry.draft.headers.map((h) => (secret(h.name) ? { ...h, value: '' } : h)),
  }
  const previous = historyStore.get()
  const id = Math.max(Date.now(), (previous[0]?.id ?? 0) + 1)
  const next = [{ ...entry, id, draft, bodyLeftOut }, ...previous].slice(0, MAX_HISTORY)
  historyStore.set(next)
  writeStored('session', storageKeys.explorerHistory, JSON.stringify(next))
}

export function clearHistory(): void {
  historyStore.set([])
  writeStored('session', storageKeys.explorerHistory, null)
}
