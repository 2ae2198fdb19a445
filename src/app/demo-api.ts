// Demo mode: the API answers inside the browser, from msw's handlers running in a worker of the
// page's own (decision 0021). When Demo is live at start-up, that worker starts at once, beside
// the page's code; the shell never waits, only demo calls do.
import type { Transport } from '../api/client'
import { environment } from '../api/environments'
import type { Fetch } from '../api/send'
import { t } from '../lib/i18n/i18n'
import { createStore } from '../lib/store'
import { keepAppFilesOffline } from './offline-worker'
import { startDemoWorker, takeEarlyDemoWorker } from './demo-worker'

/** Where the demo API stands, for the page to say so. */
export type DemoApiState =
  { phase: 'off' | 'starting' | 'ready' } | { phase: 'failed'; detail: string }

export const demoApiStore = createStore<DemoApiState>({ phase: 'off' })

/** A User Timing mark: the demo's start shows in any performance trace (npm run bench). */
const mark = (step: string) => performance.mark(`demo-api:${step}`)

/** Starts the demo API's worker; resolves with the fetch that sends demo calls to it. */
export async function startDemoApi(): Promise<Fetch> {
  demoApiStore.set({ phase: 'starting' })
  // The worker the page's first script started (demo-early.ts), or a new one.
  const { worker, demo, unloaded } = takeEarlyDemoWorker() ?? startDemoWorker()
  try {
    await Promise.race([demo.opened, unloaded])
  } catch (error) {
    worker.terminate()
    const detail = error instanceof Error ? error.message : String(error)
    demoApiStore.set({ phase: 'failed', detail })
    throw new Error(t('app.demo-start-error', { detail: detail || t('app.demo-code-not-loaded') }))
  }
  mark('ready')
  demoApiStore.set({ phase: 'ready' })
  // The offline copy is for a later visit: it waits until this one's first answer has arrived
  // (and then for an idle moment), so it never competes with the first rows.
  let kept = false
  return (url, init) =>
    demo.fetch(url, init).finally(() => {
      if (!kept) keepAppFilesOffline()
      kept = true
    })
}

/**
 * How calls are sent: demo calls through the demo API, which the first of them starts and the
 * others wait for; every other call through `network`. A failed start is tried again by the next
 * demo call (the page's Retry).
 */
export function demoTransport(start: () => Promise<Fetch>, network: Transport): Transport {
  let started: Promise<Fetch> | undefined
  return (target) => {
    if (!environment(target.environment).demo) return network(target)
    started ??= start().catch((error: unknown) => {
      started = undefined
      throw error
    })
    return started
  }
}
