// What the page and the demo API's worker say to each other (app/demo-api.ts,
// mocks/demo-api-worker.ts).
import type { FailedWrite } from '../lib/failed-writes'

/** A call as it crosses to the worker: a Request, taken apart. */
export interface DemoCall {
  type: 'call'
  id: number
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/**
 * From the page: first the start, with what an older version kept in localStorage and the page's
 * clock (the demo's times follow it, a test's fixed clock included); then calls.
 */
export type ToDemo = { type: 'start'; legacy: Record<string, string>; now: number } | DemoCall

/** From the worker. */
export type FromDemo =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  /** A storage write that failed, for the page to word and tell as it tells its own. */
  | { type: 'told'; failure: FailedWrite }
  /** A value an older version kept in localStorage is in IndexedDB now: the page forgets it. */
  | { type: 'forget'; name: string }
  | {
      type: 'answer'
      id: number
      status: number
      statusText: string
      headers: [string, string][]
      body: ArrayBuffer
    }
  /** No answer: a network error, as fetch would throw. */
  | { type: 'unanswered'; id: number }
