// Demo mode: the API answers inside the browser, from msw's service worker. When Demo is live at
// start-up, the demo's chunk and its worker start at once, alongside the page's code and data;
// the shell never waits, only demo calls do (decision 0019).
import type { ApiTarget } from '../api/prepare'
import { createStore } from '../lib/store'
import { DemoUnavailableError, registerDemoWorker, type DemoProblem } from './demo-worker'

/** Where the demo API stands, for the page to say so. */
export type DemoApiState =
  | { phase: 'off' | 'starting' | 'ready' }
  | { phase: 'failed'; problem: DemoProblem; detail: string }

export const demoApiStore = createStore<DemoApiState>({ phase: 'off' })

/** A User Timing mark: the demo's start shows in any performance trace (npm run bench). */
const mark = (step: string) => performance.mark(`demo-api:${step}`)

/** Starts msw's worker: the one import of src/mocks in the product's code. */
export async function startDemoWorker(): Promise<void> {
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
    demoApiStore.set({ phase: 'failed', problem: error.problem, detail: error.detail })
    throw error
  }
}

/**
 * The gate demo calls wait at: the first starts the demo API, the others wait for that start. A
 * failed start is tried again by the next demo call (the page's Retry).
 */
export function demoGate(
  start: () => Promise<unknown> = startDemoWorker,
): (target: Pick<ApiTarget, 'environment'>) => Promise<unknown> {
  let started: Promise<unknown> | undefined
  return ({ environment }) => {
    if (environment !== 'demo') return Promise.resolve()
    started ??= start().catch((error: unknown) => {
      started = undefined
      throw error
    })
    return started
  }
}
