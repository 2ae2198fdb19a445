// Demo mode: the API answers inside the browser, from msw's service worker. Its code is a large
// chunk of its own, loaded on the first call to the demo once the first page has painted, so it
// never competes with the page for the first paint: only the data waits for the worker.
import type { ApiTarget } from '../api/prepare'

/** Starts the demo API, given a promise of the first page's paint. */
export type DemoStarter = (firstPagePainted: Promise<void>) => Promise<unknown>

/** msw's worker, after the first paint: the one import of src/mocks in the product's code. */
export const startDemoWorker: DemoStarter = (painted) =>
  painted.then(() => import('../mocks/browser')).then(({ startWorker }) => startWorker())

/** A call to Demo waits for its API to start: once, and again on the next call after a failure. */
export function demoGate(start: () => Promise<unknown>): (target: ApiTarget) => Promise<unknown> {
  let started: Promise<unknown> | undefined
  return (target) => {
    if (target.environment !== 'demo') return Promise.resolve()
    started ??= start().catch((error: unknown) => {
      // No service workers (some private modes): demo calls then reach the host and fail visibly.
      console.error('The demo API could not start:', error)
      started = undefined
    })
    return started
  }
}

/**
 * The first-paint signal: `mounted` is called when the first page has mounted, and `painted`
 * resolves once the browser is idle after it; or after 3 s, so a page that never mounts (its code
 * failed to load) does not hold the demo back for good.
 */
export function firstPageSignal(): { painted: Promise<void>; mounted: () => void } {
  let resolve = () => {}
  const painted = new Promise<void>((done) => {
    resolve = done
    setTimeout(done, 3000)
  })
  const mounted = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(resolve, { timeout: 300 })
    else setTimeout(resolve, 100)
  }
  return { painted, mounted }
}
