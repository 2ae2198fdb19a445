// What listens to the API client, and how its calls are sent, registered in this one place at
// start-up: app/start.tsx wires the app here, and the tests wire the same (test/app-wiring.ts). No
// module subscribes by being imported, so making a header control lazy cannot stop the logging.
import { network, observeRequests, setTransport } from '../api/client'
import { listenForCspReports } from '../api/csp-reports'
import { getSettings } from '../api/settings'
import { forgetQueuedChecks, queueContractCheck } from '../features/contract/contract-store'
import { logRequest } from '../features/request-log/request-log-store'
import { tellFailedWrites } from '../lib/failed-writes'
import { storageFailureText } from '../lib/storage-failure'
import { showToast } from '../lib/toasts'
import type { Fetch } from '../api/send'
import { demoTransport, startDemoApi } from './demo-api'
import { stopEarlyDemoWorker } from './demo-worker'

export interface Wiring {
  /** Undoes every registration. */
  unwire: () => void
}

export function wireApp(startDemo: () => Promise<Fetch> = startDemoApi): Wiring {
  const transport = demoTransport(startDemo, network)
  const stops = [
    // Blocked calls are reported before they fail: the diagnosis of a failure reads them.
    listenForCspReports(),
    observeRequests(logRequest),
    observeRequests(queueContractCheck),
    forgetQueuedChecks,
    setTransport(transport),
    // Stays until dismissed: it says what a reload will lose, in the page's language.
    tellFailedWrites((failure) => showToast('error', () => storageFailureText(failure), 0)),
  ]
  // Demo live at start-up: its API starts with the page's code, not at the page's first call. It
  // takes the worker demo-early.ts started; one started for an environment not live is stopped.
  transport(getSettings()).catch(() => undefined)
  stopEarlyDemoWorker()
  return { unwire: () => stops.forEach((stop) => stop()) }
}
