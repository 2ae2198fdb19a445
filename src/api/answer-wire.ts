// What the page and the answers' worker say to each other (answer-worker.ts, answer-reader.ts): the
// page sends a large answer's bytes, the worker sends back its parsed body, a list in batches, so
// that no one message takes the page long to receive (decision 0032).
import type { Issue } from './schemas'

/** The schemas the worker checks a list against, by name: a schema itself cannot be sent. */
export type ListName = 'pets' | 'orders'

export interface AnswerQuestion {
  id: number
  bytes: ArrayBuffer
  /** The list the body must be, checked in the worker; none: parsed only. */
  list?: ListName
}

/** The end: a body that is not an array comes whole; a list's items came in batches before. */
export type AnswerEnd =
  | { id: number; done: 'list' }
  | { id: number; done: 'body'; body: unknown }
  | { id: number; done: 'not-json' }
  | { id: number; done: 'issues'; issues: Issue[] }
  | { id: number; done: 'failed'; error: string }

/** The next items of a top-level array, in order, or the end. */
export type AnswerMessage = { id: number; batch: unknown[] } | AnswerEnd

/**
 * Items in the `n`th batch: the first small, so the first rows come at once, then growing, so a
 * long list takes the page few renders; none so large that its copy holds the page long.
 */
export const batchSize = (n: number): number => Math.min(500 * 4 ** n, 20_000)
