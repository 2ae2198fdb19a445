// Demo mode: the page shell renders at once; only API calls wait for the MSW service worker,
// which is loaded (dynamic import, its own chunk) only when the Demo environment is live.
import { setApiReadyGate } from '../api/client'
import { getSettings, subscribeSettings } from '../config/settings'

function gateForCurrentEnvironment(): void {
  if (getSettings().environment !== 'demo') {
    setApiReadyGate(Promise.resolve())
    return
  }
  // The large demo set takes a worker a few hundred ms to serialise: it starts now, in parallel
  // with loading msw, rather than once msw has loaded.
  import('../mocks/large-json')
    .then(({ prefetchLargeLists }) => prefetchLargeLists(window.location.pathname))
    .catch(() => undefined)
  setApiReadyGate(
    import('../mocks/demo')
      .then(({ startDemoWorker }) => startDemoWorker())
      .catch((error: unknown) => {
        // The worker can fail (private mode, no service workers). API calls then fail visibly.
        console.error('The demo API could not start:', error)
      }),
  )
}

export function installApiGate(): void {
  gateForCurrentEnvironment()
  subscribeSettings(gateForCurrentEnvironment)
}
