// The contract check of every logged call, run after the call settles, in idle time and in slices,
// by a checker loaded on first need (contract-check.ts): no page waits for it, and neither its code
// nor the header badge's is in the first page.
import type { RequestRecord } from '../../api/request-record'
import { nextIdle } from '../../lib/idle'
import { createStore, useStore } from '../../lib/store'
import type { ContractResults } from './contract-check'

const contractResults = createStore<ContractResults>(new Map())
const queue: RequestRecord[] = []
let draining = false

function drain() {
  draining = true
  // Even the checker's code waits for an idle moment: it never competes with a page's first rows.
  nextIdle()
    .then(() => import('./contract-check'))
    .then(({ checkQueued }) => checkQueued(queue, contractResults))
    .catch((error: unknown) => {
      // The checker's code did not load (offline, a new deploy): calls stay unchecked, not broken.
      console.warn('The contract check could not run:', error)
      queue.length = 0
    })
    .finally(() => {
      draining = false
      if (queue.length > 0) drain()
    })
}

/** An observer of the client (registered at start-up): queues each answered call, once. */
export function queueContractCheck(record: RequestRecord): void {
  // Checked once, as it settles; the later emit only adds its parse time.
  if (record.status === null || record.error !== null || record.parseMs !== null) return
  queue.push(record)
  if (!draining) drain()
}

/** Calls queued but not yet checked are forgotten (when the app is unwired). */
export const forgetQueuedChecks = () => {
  queue.length = 0
}

export const clearContractResults = () => contractResults.set(new Map())
export const useContractResults = () => useStore(contractResults)
