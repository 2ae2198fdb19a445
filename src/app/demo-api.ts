// Demo mode: the API answers inside the browser, from msw's service worker. When Demo is live at
// start-up, the demo's chunk and its worker start at once, alongside the page's code and data;
// the shell never waits, only demo calls do (decision 0017).
import { setRequestGate } from '../api/client'
import { getSettings } from '../api/settings'
import { createStore } from '../lib/store'
import { DemoUnavailableError, registerDemoWorker, type DemoProblem } from './demo-worker'

/** Where the demo API stands, for the page to say so. */
export type DemoApiState =
  | { phase: 'off' | 'starting' | 'ready' }
  | { phase: 'failed'; problem: DemoProblem; detail: string }

export const demoApiStore = createStore<DemoApiState>({ phase: 'off' })

let started: Promise<void> | undefined

function startDemoApi(): Promise<void> {
  started ??= start()
  return started
}

/** A User Timing mark: the demo's start shows in any performance trace (npm run bench). */
const mark = (step: string) => performance.mark(`demo-api:${step}`)

async function start(): Promise<void> {
  demoApiStore.set({ phase: 'starting' })
  mark('start')
  try {
    // Both at once: the worker installs while the chunk downloads.
    const [{ startWorker }] = await Promise.all([
      import('../mocks/browser').finally(() => mark('code')),
      registerDemoWorker().finally(() => mark('worker')),
    ])
    await startWorker()
    mark('ready')
    demoApiStore.set({ phase: 'ready' })
  } catch (cause) {
    const error =
      cause instanceof DemoUnavailableError
        ? cause
        : new DemoUnavailableError('failed', cause instanceof Error ? cause.message : String(cause))
    // The next demo call tries again (the page's Retry, or after a reload of the chunk's host).
    started = undefined
    demoApiStore.set({ phase: 'failed', problem: error.problem, detail: error.detail })
    throw error
  }
}

export function installDemoApi(): void {
  setRequestGate((target) => (target.environment === 'demo' ? startDemoApi() : Promise.resolve()))
  // Demo live at start-up: no reason to wait for the page's first call.
  if (getSettings().environment === 'demo') startDemoApi().catch(() => undefined)
}
