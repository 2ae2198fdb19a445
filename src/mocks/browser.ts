// The browser's demo API: one db persisted in localStorage, served by msw's service worker.
import { setupWorker } from 'msw/browser'
import { storageKeys } from '../lib/storage'
import { createDb } from './db'
import { createHandlers } from './handlers'

export async function startWorker(): Promise<void> {
  const db = createDb(window.localStorage, { key: storageKeys.demoData })
  const registration = await setupWorker(...createHandlers(db, '*/demo-api/v1')).start({
    serviceWorker: {
      // Our worker (public/sw.js): it imports msw's and keeps the app's files for offline use.
      url: `${import.meta.env.BASE_URL}sw.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  // Once the page has its data: every page's code kept, so the demo works with the network gone.
  const keep = () => registration?.active?.postMessage('petstore:keep-app-files')
  if ('requestIdleCallback' in window) requestIdleCallback(keep, { timeout: 5000 })
  else setTimeout(keep, 2000)
}
