// Storage that refuses writes, and what the user is told then: shared by the tests of failed writes.
import { afterEach, beforeEach, vi } from 'vitest'
import { forgetFailedWrites, tellFailedWrites } from '../src/lib/failed-writes'
import { storageFailureText } from '../src/lib/storage-failure'

export const quotaError = () =>
  new DOMException('The quota has been exceeded.', 'QuotaExceededError')

/** localStorage and sessionStorage are full: every write throws, until the mocks are restored. */
export const fullStorage = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw quotaError()
  })

/**
 * Collects, test by test, what the user is told of failed writes; `untell` hands the telling back
 * to the app's own wiring (a toast).
 */
export function collectStorageFailures() {
  const told: string[] = []
  let undo = () => {}
  beforeEach(() => {
    forgetFailedWrites()
    told.length = 0
    undo = tellFailedWrites((failure) => told.push(storageFailureText(failure)))
  })
  afterEach(() => {
    undo()
    vi.restoreAllMocks()
  })
  return { told, untell: () => undo() }
}
