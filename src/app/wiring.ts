// What listens to the API client, and the gate its calls wait at, registered in this one place at
// start-up: main.tsx wires the app here, and the tests wire the same (test/app-wiring.ts). No module
// subscribes by being imported, so making a header control lazy cannot stop the logging.
import { observeRequests, setRequestGate } from '../api/client'
import { listenForCspReports } from '../api/csp-reports'
import { getSettings } from '../api/settings'
import { forgetQueuedChecks, queueContractCheck } from '../features/request-log/contract-store'
import { logRequest } from '../features/request-log/request-log-store'
import { tellStorageFailures } from '../lib/storage-failure'
import { showToast } from '../lib/toasts'
import { demoGate, startDemoWorker } from './demo-api'

export interface Wiring {
  /** Undoes every registration. */
  unwire: () => void
}

export function wireApp(startDemo: () => Promise<unknown> = startDemoWorker): Wiring {
  const demo = demoGate(startDemo)
  const stops = [
    // Blocked calls are reported before they fail: the diagnosis of a failure reads them.
    listenForCspReports(),
    observeRequests(logRequest),
    observeRequests(queueContractCheck),
    forgetQueuedChecks,
    setRequestGate(demo),
    // Stays until dismissed: it says what a reload will lose.
    tellStorageFailures((text) => showToast('error', text, 0)),
  ]
  // Demo live at start-up: its API starts with the page's code, not at the page's first call.
  demo(getSettings()).catch(() => undefined)
  return { unwire: () => stops.forEach((stop) => stop()) }
}
