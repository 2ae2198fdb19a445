// The demo's service worker (public/sw.js, which imports msw's), registered as soon as the demo is
// live: it installs while the page's code and the demo's chunk download, and msw's worker.start()
// then finds it already in charge of the page (decision 0019).
import { demoWorker } from '../api/environments'

const workerUrl = demoWorker.url

/** Why the demo API cannot run in this browser, for the page to explain. */
export type DemoProblem = 'unsupported' | 'refused' | 'failed'

export class DemoUnavailableError extends Error {
  override name = 'DemoUnavailableError'
  constructor(
    readonly problem: DemoProblem,
    /** What the browser said, when it said something. */
    readonly detail = '',
  ) {
    super(`The demo API could not start${detail ? `: ${detail}` : '.'}`)
  }
}

interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): unknown
}
let trusted = false

/**
 * The CSP requires Trusted Types, and service workers are registered with a plain string (by us,
 * then by msw). The default policy admits that one URL and nothing else, so every other script
 * URL sink stays blocked.
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Resolves once the worker controls this page: at once on a repeat visit, and on a first visit
 * when it activates and claims the page. msw reloads a page that a registered worker does not
 * control, so its start must wait for this.
 */
function inCharge(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
): Promise<void> {
  // A worker that is active but not in charge: a reload that bypassed it. msw reloads the page
  // then, as it would without this early start.
  if (container.controller || registration.active?.state === 'activated') return Promise.resolve()
  return new Promise((resolve, reject) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true })
    const worker = registration.installing ?? registration.waiting ?? registration.active
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant')
        reject(new DemoUnavailableError('failed', 'its service worker did not install'))
    })
  })
}

/** Registers the demo's worker and waits until it controls the page; throws a DemoUnavailableError. */
export async function registerDemoWorker(): Promise<void> {
  // Absent where the browser offers no service workers: some private windows, or a page not
  // served from https or localhost.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) throw new DemoUnavailableError('unsupported')
  trustWorkerUrl()
  // A repeat visit: it is in charge already, and registering again would queue behind its update.
  if (container.controller?.scriptURL === new URL(workerUrl, window.location.href).href) return
  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await container.register(workerUrl, demoWorker.options)
  } catch (error) {
    throw new DemoUnavailableError('refused', messageOf(error))
  }
  // Some browsers and tools answer without registering anything.
  if (!registration) throw new DemoUnavailableError('refused')
  await inCharge(container, registration)
}
