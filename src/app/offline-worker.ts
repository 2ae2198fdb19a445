// The service worker that keeps the app's files, so the demo works with the network gone
// (public/sw.js, decision 0015). The demo API itself answers in the page and never waits for it
// (decision 0021): it is registered once the demo has answered and the page is idle.
import { demoWorker } from '../api/environments'
import { whenIdle } from '../lib/idle'
import { trustWorkerUrls } from '../lib/trusted-script-urls'

/**
 * Registers the worker when the page is next idle, then asks it to keep every file of the build.
 * Where the browser offers no service workers (some private windows, a page not served over https
 * or from localhost), the demo still runs; only a reload without the network will not.
 */
export function keepAppFilesOffline(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) return
  whenIdle(() => {
    trustWorkerUrls()
    container
      .register(demoWorker.url, demoWorker.options)
      .then(() => container.ready)
      .then((registration) => registration.active?.postMessage('petstore:keep-app-files'))
      // Refused (a privacy setting): the demo works as long as the tab stays open.
      .catch(() => undefined)
  }, 5000)
}
