// The one fetch client. A call is four steps, each in a module of its own: prepare (the URL,
// headers, body and key), send (fetch, timeout, cancellation), record (what the request log shows)
// and interpret (int64-exact parse, shape check, typed errors). Who observes the calls, and how a
// call reaches its server, are registered at start-up (src/app/wiring.ts), never by importing a module.
import { configReading } from './configure'
import type * as v from 'valibot'
import { NetworkError, TimeoutError, type CallInfo } from './errors'
import { describeCall, interpret, readAnswerOffPage, withCall, type Data } from './interpret'
import {
  currentTarget,
  prepareRequest,
  withoutKey,
  type CallShape,
  type PreparedRequest,
} from './prepare'
import { startRecord, type Recorder, type RequestObserver } from './request-record'
import { DEFAULT_TIMEOUT_MS, diagnose, send, type Fetch, type Sent } from './send'
import type { ApiTarget } from './target'

const MAX_PAGES = 100

/** How a call to `target` is sent: the network's fetch, or the demo API's worker. */
export type Transport = (target: Pick<ApiTarget, 'environment'>) => Promise<Fetch>
/** The network's fetch, looked up at each call, so a test's stand-in for fetch is the one used. */
export const network: Transport = () => Promise.resolve((url, init) => fetch(url, init))
let transport = network
const observers = new Set<RequestObserver>()

/** Awaited before each call (the demo API starts on first need); returns how to remove it. */
export function setTransport(next: Transport): () => void {
  transport = next
  return () => {
    if (transport === next) transport = network
  }
}

/** Hears every call but the silent ones, as it starts and as it settles; returns how to stop. */
export function observeRequests(observer: RequestObserver): () => void {
  observers.add(observer)
  return () => observers.delete(observer)
}

const notify: RequestObserver = (record) => observers.forEach((observer) => observer(record))

export interface RequestOptions<S extends v.GenericSchema | undefined> extends CallShape {
  schema?: S
  signal?: AbortSignal
  timeoutMs?: number
  /** A target other than the saved one (Settings' "Test connection" tries unsaved values). */
  target?: ApiTarget
  /** Left out of the request log: the demo's own controls are not calls to the pet store API. */
  silent?: boolean
  /** This call's record each time it is emitted, silent or not: the explorer shows the answer. */
  onRecord?: RequestObserver
  /**
   * A large list's items as the worker reads them, checked, before the call settles (then its data
   * holds them all); a list read on the page comes only as the call's data.
   */
  onItems?: (items: unknown[]) => void
}

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  url: string
}

/** Records a call that got no answer, and gives what to throw: a typed error, or the abort. */
async function unanswered(
  sent: Exclude<Sent, { outcome: 'answered' }>,
  prepared: PreparedRequest,
  call: CallInfo,
  record: Recorder,
  timeoutMs: number,
): Promise<unknown> {
  const { durationMs } = sent
  if (sent.outcome === 'cancelled') {
    record({ error: 'cancelled', durationMs })
    return sent.error
  }
  if (sent.outcome === 'timeout') {
    record({ error: 'timeout', durationMs })
    return withCall(new TimeoutError(timeoutMs), call)
  }
  const reason = await diagnose(prepared)
  record({ error: 'network error', networkReason: reason, durationMs })
  return withCall(new NetworkError(withoutKey(prepared.url, prepared.secretQuery), reason), call)
}

export async function request<S extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResponse<Data<S>>> {
  // Only the calls made before config.json settles wait for it: afterwards nothing is awaited.
  const reading = configReading()
  if (reading) await reading
  const target = options.target ?? currentTarget()
  const fetcher = await transport(target)
  const prepared = prepareRequest(path, { ...options, target })
  const call = describeCall(target, prepared)
  const { onRecord, silent } = options
  const record = startRecord(target, prepared, (entry) => {
    onRecord?.(entry)
    if (!silent) notify(entry)
  })
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const sent = await send(prepared, { fetch: fetcher, signal: options.signal, timeoutMs })
  if (sent.outcome !== 'answered') throw await unanswered(sent, prepared, call, record, timeoutMs)
  const { response, bytes, durationMs } = sent
  // Parse and check are timed apart from the network, for the request log's waterfall.
  const parsing = performance.now()
  const responseBytes = bytes.byteLength
  const answer = await readAnswerOffPage(response, bytes, options.schema, options.onItems)
  call.htmlBody = answer.htmlBody
  record({
    durationMs,
    status: response.status,
    responseHeaders: Object.fromEntries(response.headers),
    responseBody: answer.text,
    responseBytes,
    parsedBody: answer.parsed && !answer.issues ? answer.body : undefined,
  })
  try {
    const data = interpret(answer, options.schema, call)
    return { data, status: response.status, headers: response.headers, url: prepared.url }
  } finally {
    record({ parseMs: Math.round(performance.now() - parsing) })
  }
}

/** A `Link: <…>; rel="next"` or `x-next` header, resolved against the URL that was called. */
export function nextPageUrl(headers: Headers, currentUrl: string): string | null {
  const link = headers.get('Link')
  const fromLink = link ? /<([^>]+)>\s*;[^,]*rel="?next"?/i.exec(link)?.[1] : undefined
  const next = fromLink ?? headers.get('x-next')
  if (!next) return null
  try {
    return new URL(next, currentUrl).toString()
  } catch {
    return null
  }
}

type ListOptions<T> = Omit<RequestOptions<v.GenericSchema<unknown, T[]>>, 'onItems'>

/** One page of a list: its items as they are read (a large answer in batches), then its response. */
async function* pageOf<T>(
  path: string,
  options: ListOptions<T>,
): AsyncGenerator<T[], ApiResponse<T[]>> {
  const ready: T[][] = []
  let wake = () => {}
  let streamed = false
  let settled: { response: ApiResponse<T[]> } | { error: unknown } | null = null
  const onItems = (items: unknown[]) => {
    streamed = true
    ready.push(items as T[])
    wake()
  }
  void request(path, { ...options, onItems })
    .then(
      (response) => (settled = { response }),
      (error: unknown) => (settled = { error }),
    )
    .finally(() => wake())
  // Batches come out together, each time at least as many as came before, so a long list is
  // shown a few times as it grows (each time sorted and filtered whole), not once per batch.
  let shown = 0
  for (;;) {
    const waiting = ready.reduce((sum, batch) => sum + batch.length, 0)
    if (waiting && (waiting >= shown || settled)) {
      shown += waiting
      yield ready.splice(0).flat() as T[]
    }
    if (settled) break
    await new Promise<void>((resolve) => (wake = resolve))
  }
  const outcome = settled as { response: ApiResponse<T[]> } | { error: unknown }
  if ('error' in outcome) throw outcome.error
  if (!streamed) yield outcome.response.data
  return outcome.response
}

/**
 * GET a list, its items as they arrive: a large answer's batches as the worker reads them, and
 * the server's next pages when it paginates (SPEC "Unknowns"), followed by their links.
 */
export async function* streamList<T>(path: string, options: ListOptions<T>): AsyncGenerator<T[]> {
  let response = yield* pageOf(path, options)
  let next = nextPageUrl(response.headers, response.url)
  const seen = new Set([response.url])
  for (let page = 1; next && !seen.has(next) && page < MAX_PAGES; page++) {
    seen.add(next)
    response = yield* pageOf(path, { ...options, absoluteUrl: next })
    next = nextPageUrl(response.headers, response.url)
  }
}

/** GET a whole list, every page of it. */
export async function requestList<T>(path: string, options: ListOptions<T>): Promise<T[]> {
  const items: T[] = []
  for await (const batch of streamList(path, options)) for (const item of batch) items.push(item)
  return items
}
