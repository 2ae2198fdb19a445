// The contract check of every logged call, run after the call settles, in idle time and in slices,
// by a checker loaded on first need: no page waits for it, and its code is not in the first page.
import { observeRequests, type RequestRecord } from '../../api/client'
import { useSettings } from '../../api/settings'
import { createStore, useStore } from '../../lib/store'
import type { ContractResult } from './contract-check'
import { useRequestLog } from './request-log-store'

/** Results kept, newest last: more than the log holds, so every entry shown still has its own. */
const MAX_RESULTS = 400

const resultsStore = createStore<ReadonlyMap<number, ContractResult>>(new Map())
const queue: RequestRecord[] = []
let draining = false

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 })
    else setTimeout(resolve, 0)
  })

async function drain() {
  draining = true
  try {
    const { checkRecord } = await import('./contract-check')
    for (let record = queue.shift(); record; record = queue.shift()) {
      await idle()
      const result = await checkRecord(record)
      resultsStore.set((old) => {
        const next = new Map(old).set(record.id, result)
        for (const id of next.keys()) if (next.size > MAX_RESULTS) next.delete(id)
        return next
      })
    }
  } catch (error) {
    // The checker's code did not load (offline, a new deploy): calls stay unchecked, not broken.
    console.warn('The contract check could not run:', error)
    queue.length = 0
  } finally {
    draining = false
  }
}

observeRequests((record) => {
  if (record.status === null || record.error !== null) return
  queue.push(record)
  if (!draining) void drain()
})

export const clearContractResults = () => resultsStore.set(new Map())
export const useContractResults = () => useStore(resultsStore)

/** The live environment's checked calls in the log, and their violations. */
export function useContractHealth(): { calls: number; violations: number } {
  const entries = useRequestLog()
  const results = useContractResults()
  const { environment } = useSettings()
  let calls = 0
  let violations = 0
  for (const entry of entries) {
    const result = results.get(entry.id)
    if (!result || entry.environment !== environment) continue
    calls++
    violations += result.violationCount
  }
  return { calls, violations }
}
