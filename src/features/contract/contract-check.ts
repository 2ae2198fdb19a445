// The contract check of logged calls, the lazy chunk contract-store.ts loads on first need: each
// call in idle time, checked in slices (lib/run-sliced.ts) against its environment's contract, the
// server's own once it is loaded, else the bundled one (response-check.ts).
import type { RequestRecord } from '../../api/request-record'
import { contractUrlFor } from '../../api/settings'
import { words } from '../../lib/i18n/i18n'
import { nextIdle } from '../../lib/idle'
import { runSliced } from '../../lib/run-sliced'
import type { Store } from '../../lib/store'
import { contract } from './contract'
import { operationPath } from './call-path'
import { ensureContract, liveHandleFor } from './live-contract'
import { checkAgainstContract, type ContractResult } from './response-check'
import { serverContract } from './server-contracts'
import '../../lib/i18n/en/contract'

export type ContractResults = ReadonlyMap<number, ContractResult>

/** Checks a logged call in slices; a check that throws reports that, instead of breaking the log. */
export async function checkRecord(
  record: Pick<
    RequestRecord,
    | 'environment'
    | 'method'
    | 'url'
    | 'baseUrl'
    | 'status'
    | 'responseHeaders'
    | 'responseBody'
    | 'parsedBody'
  >,
): Promise<ContractResult> {
  try {
    // Another server's call (a workflow's other source) is checked against that server's contract.
    const other = serverContract(record.baseUrl)
    // The server's own contract is read first, when it publishes one; failing that, the bundled.
    const url = other ? null : contractUrlFor(record.environment)
    if (url !== null) await ensureContract(url)
    // A live contract stays in its worker: the check gets the call's operation and what it reaches.
    const live = other ? null : liveHandleFor(record.environment)
    const api = live
      ? await live.forCall(record.method, operationPath(record.url, record.baseUrl))
      : (other ?? contract(record.environment))
    return await runSliced(
      checkAgainstContract(
        {
          method: record.method,
          url: record.url,
          baseUrl: record.baseUrl,
          status: record.status ?? 0,
          contentType: record.responseHeaders['content-type'] ?? null,
          body: record.responseBody ?? '',
          parsedBody: record.parsedBody,
        },
        api,
      ),
    )
  } catch (error) {
    const message = words('contract.check-failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return {
      operation: null,
      violations: [{ path: '$', message }],
      violationCount: 1,
      notes: [],
      noteCount: 0,
      unchecked: [],
    }
  }
}

/** Results kept, newest last: more than the log holds, so every entry shown still has its own. */
const MAX_RESULTS = 400

/** Checks the queued calls one by one, each after the browser is idle, into `results`. */
export async function checkQueued(
  queue: RequestRecord[],
  results: Store<ContractResults>,
): Promise<void> {
  for (let record = queue.shift(); record; record = queue.shift()) {
    await nextIdle()
    const { id } = record
    const result = await checkRecord(record)
    results.set((old) => {
      const next = new Map(old).set(id, result)
      for (const key of next.keys()) if (next.size > MAX_RESULTS) next.delete(key)
      return next
    })
  }
}
