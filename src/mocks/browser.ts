// The browser's demo API: one db persisted in localStorage, served by msw's service worker.
import { setupWorker } from 'msw/browser'
import { storageKeys } from '../lib/storage'
import { createDb } from './db'
import { createHandlers } from './handlers'

const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`

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

export function startWorker() {
  trustWorkerUrl()
  const db = createDb(window.localStorage, { key: storageKeys.demoData })
  return setupWorker(...createHandlers(db, '*/demo-api/v1')).start({
    serviceWorker: { url: workerUrl, options: { scope: import.meta.env.BASE_URL } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
