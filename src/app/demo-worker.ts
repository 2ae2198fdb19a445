// The page's end of the demo API's worker (decision 0021), with nothing of React or the console's
// words: the page's first script can start it (demo-early.ts) while the rest of the code arrives.
import type { FromDemo, ToDemo } from '../api/demo-wire'
import type { Fetch } from '../api/send'
import { tellFailedWrite } from '../lib/failed-writes'
// In the page's first file: the read starts with the worker, while the rest of the page's code is
// evaluated, so its answer waits for the worker rather than the worker for it (decision 0026).
import { browserKeeping, type DemoKeeping } from './demo-storage'
import { trustWorkerUrls } from '../lib/trusted-script-urls'

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
  keeping: DemoKeeping = browserKeeping(),
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

/** A started worker: its code loading, its data opening. */
export interface DemoWorker {
  worker: Worker
  demo: ReturnType<typeof connectDemoApi>
  /** Rejects if its code did not load or threw. */
  unloaded: Promise<never>
}

/** Starts the demo API's worker and says start to it. */
export function startDemoWorker(): DemoWorker {
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
  // Handled where it is awaited (demo-api.ts); a worker never awaited must not report it.
  unloaded.catch(() => undefined)
  return { worker, demo: connectDemoApi(worker), unloaded }
}

const mark = (step: string) => performance.mark(`demo-api:${step}`)

let early: DemoWorker | undefined

/** Starts the worker before the page's code has run (demo-early.ts). */
export function startEarlyDemoWorker(): void {
  early ??= startDemoWorker()
}

/** The early worker, once: a later start (Retry) makes a new one. */
export function takeEarlyDemoWorker(): DemoWorker | undefined {
  const taken = early
  early = undefined
  return taken
}

/** Ends an early worker the page turned out not to need (config.json opened it elsewhere). */
export function stopEarlyDemoWorker(): void {
  takeEarlyDemoWorker()?.worker.terminate()
}
