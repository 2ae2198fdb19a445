// What listens to the API client, and the gate its calls wait at, registered in this one place at
// start-up: main.tsx wires the app here, and the tests wire the same (test/app-wiring.ts). No module
// subscribes by being imported, so making a header control lazy cannot stop the logging.
import { observeRequests, setRequestGate } from '../api/client'
import { listenForCspReports } from '../api/csp-reports'
import { forgetQueuedChecks, queueContractCheck } from '../features/request-log/contract-store'
import { logRequest } from '../features/request-log/request-log-store'
import { demoGate, firstPageSignal, startDemoWorker, type DemoStarter } from './demo-api'

export interface Wiring {
  /** The first-paint signal: the route tree calls it when the first page has mounted. */
  pageMounted: () => void
  /** Undoes every registration. */
  unwire: () => void
}

export function wireApp(startDemo: DemoStarter = startDemoWorker): Wiring {
  const firstPage = firstPageSignal()
  const stops = [
    // Blocked calls are reported before they fail: the diagnosis of a failure reads them.
    listenForCspReports(),
    observeRequests(logRequest),
    observeRequests(queueContractCheck),
    forgetQueuedChecks,
    setRequestGate(demoGate(() => startDemo(firstPage.painted))),
  ]
  return { pageMounted: firstPage.mounted, unwire: () => stops.forEach((stop) => stop()) }
}
