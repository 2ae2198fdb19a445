// Demo mode: the page shell renders at once; only API calls wait for the MSW service worker,
// which is loaded (dynamic import, its own chunk) only when the Demo environment is live.
import { setApiReadyGate } from '../api/client'
import { getSettings, subscribeSettings } from '../config/settings'
import type { PageName } from './route-table'

/** Gates API calls for the live environment; true when that is Demo. */
function gateForCurrentEnvironment(): boolean {
  if (getSettings().environment !== 'demo') {
    // index.html may have started the large demo set's worker (large-json-early.ts): not needed.
    window.petstoreLargeJson?.worker.terminate()
    delete window.petstoreLargeJson
    setApiReadyGate(Promise.resolve())
    return false
  }
  setApiReadyGate(
    import('../mocks/demo')
      .then(({ startDemoWorker }) => startDemoWorker())
      .catch((error: unknown) => {
        // The worker can fail (private mode, no service workers). API calls then fail visibly.
        console.error('The demo API could not start:', error)
      }),
  )
  return true
}

/** `page` is the one the address opens: the lists it will ask the demo API for are made first. */
export function installApiGate(page: PageName | undefined): void {
  subscribeSettings(gateForCurrentEnvironment)
  if (!gateForCurrentEnvironment()) return
  // The large demo set takes a worker a few hundred ms to serialise: it starts now (if index.html
  // has not started it), in parallel with loading msw, rather than once msw has loaded.
  import('../mocks/large-json')
    .then(({ prefetchLargeLists }) => prefetchLargeLists(page))
    .catch(() => undefined)
}
