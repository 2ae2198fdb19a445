// Demo mode: the API answers inside the browser, from msw's service worker. Its code is a large
// chunk of its own, loaded on the first call to the demo once the first page has painted, so it
// never competes with the page for the first paint: only the data waits for the worker.
import { setRequestGate } from '../api/client'

let painted = () => {}
// A page that never mounts (its code failed to load) must not hold the demo back for good.
const firstPagePainted = new Promise<void>((resolve) => {
  painted = resolve
  setTimeout(resolve, 3000)
})

/** Called when the first page has mounted; resolves the wait once the browser is idle after it. */
export function pageMounted(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(painted, { timeout: 300 })
  else setTimeout(painted, 100)
}

let started: Promise<unknown> | undefined

function startDemoApi(): Promise<unknown> {
  started ??= firstPagePainted
    .then(() => import('../mocks/browser'))
    .then(({ startWorker }) => startWorker())
    .catch((error: unknown) => {
      // No service workers (some private modes): demo calls then reach the host and fail visibly.
      console.error('The demo API could not start:', error)
      started = undefined
    })
  return started
}

export function installDemoApi(): void {
  setRequestGate((target) => (target.environment === 'demo' ? startDemoApi() : Promise.resolve()))
}
