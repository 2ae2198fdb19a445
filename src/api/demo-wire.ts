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
 * From the page: first the start, with what the page keeps of the demo and the page's clock (the
 * demo's times follow it, a test's fixed clock included); then calls, and each write's outcome.
 */
export type ToDemo =
  | { type: 'start'; kept: Record<string, string>; now: number }
  | DemoCall
  /** A write the worker asked for is stored, or refused with the storage's error. */
  | { type: 'kept'; id: number; refused?: { name: string; message: string } }

/** From the worker. */
export type FromDemo =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  /** A storage write that failed, for the page to word and tell as it tells its own. */
  | { type: 'told'; failure: FailedWrite }
  /** A value for the page to keep: the worker's storage never touches IndexedDB itself. */
  | { type: 'keep'; id: number; name: string; value: string }
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
