// A storage write that failed, as data: what was not kept, and why. Each thing is told once per tab
// to whoever is registered at start-up: the page's toast words it (storage-failure.ts), and the
// demo API's worker passes it to the page. No words here: the worker and `npm run api` reach it.
import type { MessageId } from './i18n/catalog'

export interface FailedWrite {
  /** The thing kept, as a sentence starts: `lib.kept-theme` ("The theme"). */
  what: MessageId
  reason: 'full' | 'blocked'
}

type Tell = (failure: FailedWrite) => void

const told = new Set<MessageId>()
// Before anyone registers (a test of one module): the developer's console, as data.
let tell: Tell = (failure) => console.warn('A storage write failed:', failure)

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  )
}

/** A failure another thread (the demo API's worker) has seen; each thing is told once. */
export function tellFailedWrite(failure: FailedWrite): void {
  if (told.has(failure.what)) return
  told.add(failure.what)
  tell(failure)
}

/** A write of `what` failed with `error`: full storage, or storage the browser blocks. */
export function reportFailedWrite(what: MessageId, error: unknown): void {
  tellFailedWrite({ what, reason: isQuotaError(error) ? 'full' : 'blocked' })
}

/** Registers who tells the user; returns the undo. */
export function tellFailedWrites(by: Tell): () => void {
  const before = tell
  tell = by
  return () => {
    tell = before
  }
}

/** For tests: every failure may be told again. */
export const forgetFailedWrites = () => told.clear()
