// Demo mode: the API answers inside the browser, from msw's handlers running in a worker of the
// page's own (decision 0021). When Demo is live at start-up, that worker starts at once, beside
// the page's code; the shell never waits, only demo calls do.
import type { Transport } from '../api/client'
import type { FromDemo, ToDemo } from '../api/demo-wire'
import { environment } from '../api/environments'
import type { Fetch } from '../api/send'
import { t } from '../lib/i18n/i18n'
import { tellFailedWrite } from '../lib/failed-writes'
import { createStore } from '../lib/store'
import type { DemoKeeping } from './demo-storage'
import { keepAppFilesOffline } from './offline-worker'
import { trustWorkerUrls } from './trusted-script-urls'

/** Where the demo API stands, for the page to say so. */
export type DemoApiState =
  { phase: 'off' | 'starting' | 'ready' } | { phase: 'failed'; detail: string }

export const demoApiStore = createStore<DemoApiState>({ phase: 'off' })

/** A User Timing mark: the demo's start shows in any performance trace (npm run bench). */
const mark = (step: string) => performance.mark(`demo-api:${step}`)

/** Settles as fetch would: rejects with the signal's reason once it aborts. */
function abortable<T>(signal: AbortSignal | null | undefined, work: Promise<T>): Promise<T> {
  if (!signal) return work
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** The page's end of the worker, or of a MessageChannel in the tests. */
export interface DemoApiPort {
  postMessage(message: ToDemo, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<FromDemo>) => void): void
}

/**
 * The browser's IndexedDB as the page keeps it for the demo (demo-storage.ts), loaded as the demo
 * starts, beside the worker's code: the first page of every environment stays without it.
 */
function keptInThisBrowser(): DemoKeeping {
  const loaded = import('./demo-storage').then((storage) => storage.browserKeeping())
  return {
    read: () => loaded.then((keeping) => keeping.read()),
    write: (name, value) => loaded.then((keeping) => keeping.write(name, value)),
  }
}

/** A refused write as it crosses to the worker, which rebuilds the error (a full storage's too). */
const refusal = (error: unknown) =>
  error instanceof DOMException
    ? { name: error.name, message: error.message }
    : { name: 'UnknownError', message: String(error) }

/**
 * Says start to the demo API at the far end of `port`, with what `keeping` holds of it; `opened`
 * settles once it has its data, and `fetch` sends it a call as fetch would send one to a server.
 * The worker's writes are kept by this page (see demo-storage.ts).
 */
export function connectDemoApi(
  port: DemoApiPort,
  keeping: DemoKeeping = keptInThisBrowser(),
): { fetch: Fetch; opened: Promise<void> } {
  const waiting = new Map<number, (answer: FromDemo) => void>()
  let nextId = 0
  const fetch: Fetch = async (url, init) => {
    const request = new Request(url, init)
    const body = /^(GET|HEAD)$/.test(request.method) ? null : await request.arrayBuffer()
    const id = nextId++
    const answered = new Promise<FromDemo>((resolve) => waiting.set(id, resolve))
    const headers = [...request.headers]
    port.postMessage({ type: 'call', id, url, method: request.method, headers, body })
    const answer = await abortable(init.signal, answered).finally(() => waiting.delete(id))
    if (answer.type !== 'answer') throw new TypeError('Failed to fetch')
    const { status, statusText } = answer
    // A Response refuses any body, even an empty one, with these statuses.
    const content = [204, 205, 304].includes(status) ? null : answer.body
    return new Response(content, { status, statusText, headers: answer.headers })
  }
  const keep = (id: number, name: string, value: string) =>
    keeping.write(name, value).then(
      () => port.postMessage({ type: 'kept', id }),
      (error: unknown) => port.postMessage({ type: 'kept', id, refused: refusal(error) }),
    )
  const opened = new Promise<void>((resolve, reject) => {
    port.addEventListener('message', ({ data }) => {
      if (data.type === 'ready') resolve()
      else if (data.type === 'failed') reject(new Error(data.message))
      else if (data.type === 'told') tellFailedWrite(data.failure)
      else if (data.type === 'keep') keep(data.id, data.name, data.value)
      else waiting.get(data.id)?.(data)
    })
  })
  // Read while the worker's code loads; the start waits for it, the page does not.
  void keeping.read().then((kept) => port.postMessage({ type: 'start', kept, now: Date.now() }))
  return { fetch, opened }
}

/** Starts the demo API's worker; resolves with the fetch that sends demo calls to it. */
export async function startDemoApi(): Promise<Fetch> {
  demoApiStore.set({ phase: 'starting' })
  mark('start')
  trustWorkerUrls()
  const worker = new Worker(new URL('../mocks/demo-api-worker.ts', import.meta.url), {
    type: 'module',
    name: 'Pet Store demo API',
  })
  // Its code did not load (the network dropped, or a new deployment replaced the file), and the
  // browser says nothing more; or its code threw, and the browser says what.
  const unloaded = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => reject(new Error(event.message))),
  )
  const demo = connectDemoApi(worker)
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
