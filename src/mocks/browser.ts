// The browser's demo API: one db persisted in localStorage, served by msw's service worker.
import { setupWorker } from 'msw/browser'
import { storageKeys } from '../lib/storage'
import { createDb } from './db'
import { createHandlers } from './handlers'

const workerUrl = `${import.meta.env.BASE_URL}sw.js`

interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): unknown
}
let trusted = false

/**
 * The CSP requires Trusted Types, and msw registers its worker with a plain string. The default
 * policy admits that one URL and nothing else, so every other script URL sink stays blocked.
 */
function trustWorkerUrl(): void {
  const factory = (window as { trustedTypes?: TrustedTypes }).trustedTypes
  if (trusted || !factory) return
  factory.createPolicy('default', {
    createScriptURL(url) {
      if (new URL(url, window.location.href).href === new URL(workerUrl, window.location.href).href)
        return url
      throw new TypeError(`Trusted Types: script URL refused: ${url}`)
    },
  })
  trusted = true
}

export async function startWorker(): Promise<void> {
  trustWorkerUrl()
  const db = createDb(window.localStorage, { key: storageKeys.demoData })
  const registration = await setupWorker(...createHandlers(db, '*/demo-api/v1')).start({
    // Our worker (public/sw.js): it imports msw's and keeps the app's files for offline use.
    serviceWorker: { url: workerUrl, options: { scope: import.meta.env.BASE_URL } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  // Once the page has its data: every page's code kept, so the demo works with the network gone.
  const keep = () => registration?.active?.postMessage('petstore:keep-app-files')
  if ('requestIdleCallback' in window) requestIdleCallback(keep, { timeout: 5000 })
  else setTimeout(keep, 2000)
}
