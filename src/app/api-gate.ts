// Demo mode: the page shell renders at once; only API calls wait for the MSW service worker,
// which is loaded (dynamic import, its own chunk) only when the Demo environment is live.
import { setApiReadyGate } from '../api/client'
import { demoWorker } from '../config/environments'
import { getSettings, subscribeSettings } from '../config/settings'

function gateForCurrentEnvironment(): void {
  if (getSettings().environment !== 'demo') {
    setApiReadyGate(Promise.resolve())
    return
  }
  // The service worker installs while the demo's code loads, rather than after: msw's own
  // register() call then finds this registration. Its errors are msw's to report.
  navigator.serviceWorker
    ?.register(demoWorker.url, { scope: demoWorker.scope })
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
