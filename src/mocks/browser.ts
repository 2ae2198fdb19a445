// The browser's demo API: one db persisted in IndexedDB, served by msw's service worker, which
// app/demo-worker.ts has registered (with the Trusted Types policy its URL needs) by now.
import { setupWorker } from 'msw/browser'
import { demoWorker } from '../api/environments'
import { whenIdle } from '../lib/idle'
import { storageKeys } from '../lib/storage'
import { openDemoStorage } from './browser-storage'
import { createDb, storedNames } from './db'
import { createHandlers } from './handlers'

export async function startWorker(): Promise<void> {
  const key = storageKeys.demoData
  const db = createDb(await openDemoStorage(Object.values(storedNames(key))), { key })
  const registration = await setupWorker(...createHandlers(db, '*/demo-api/v1')).start({
    // Our worker (public/sw.js): it imports msw's and keeps the app's files for offline use. msw
    // finds it registered and in charge of the page.
    serviceWorker: demoWorker,
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  // Once the page has its data: every page's code kept, so the demo works with the network gone.
  whenIdle(() => registration?.active?.postMessage('petstore:keep-app-files'), 5000)
}
