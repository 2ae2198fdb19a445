// The browser's demo API: one db persisted in localStorage, served by msw's service worker.
import { setupWorker } from 'msw/browser'
import { storageKeys } from '../lib/storage'
import { createDb } from './db'
import { createHandlers } from './handlers'

export function startWorker() {
  const db = createDb(window.localStorage, { key: storageKeys.demoData })
  return setupWorker(...createHandlers(db, '*/demo-api/v1')).start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
