// The browser's demo API: one db persisted in localStorage, served by the MSW service worker.
import { setupWorker } from 'msw/browser'
import { createDb } from './db'
import { createHandlers } from './handlers'
import { largeJson } from './large-json'

export const demoDb = createDb(window.localStorage)

let started: Promise<unknown> | null = null

export function startDemoWorker(): Promise<unknown> {
  started ??= setupWorker(...createHandlers(demoDb, '*/demo-api/v1', largeJson)).start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return started
}
