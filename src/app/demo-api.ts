// Demo mode: the API answers inside the browser, from msw's service worker. Its code is a chunk of
// its own, loaded on the first call to the demo; only API calls wait for it, never the page shell.
import { setRequestGate } from '../api/client'
import { getSettings } from '../api/settings'

let started: Promise<unknown> | undefined

function startDemoApi(): Promise<unknown> {
  started ??= import('../mocks/browser')
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
  // Started now when Demo is live, so it loads alongside the page's code.
  if (getSettings().environment === 'demo') void startDemoApi()
}
