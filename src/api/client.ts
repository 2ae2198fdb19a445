// The one fetch client: base URL joining, JSON, the API key, a timeout, cancellation and typed errors.
// request() does fetch, then an int64-exact parse, then the shape check, then a typed error.
import type * as v from 'valibot'
import { environmentLabels, type EnvironmentId } from './environments'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
  isHtml,
  parseRetryAfter,
  serverMessageOf,
  type CallInfo,
  type NetworkReason,
} from './errors'
import { parseJson, stringifyJson } from '../lib/json'
import { check } from './schemas'
import { blockedOrigins } from './csp-reports'
import type { FailedCall } from './network-diagnosis'
import {
  authFor,
  baseUrlFor,
  defaultAuth,
  getApiKey,
  getSettings,
  type AuthSettings,
} from './settings'

export const DEFAULT_TIMEOUT_MS = 15_000
const MAX_PAGES = 100

/** Where a call goes and how it proves who it is. */
export interface ApiTarget {
  environment: EnvironmentId
  baseUrl: string
  auth: AuthSettings
  apiKey: string
}

/** Where calls to `environment` go, with its own key and placement; throws when it has no URL. */
export function targetFor(environment: EnvironmentId): ApiTarget {
  const settings = getSettings()
  const baseUrl = baseUrlFor({ ...settings, environment })
  if (!baseUrl) throw new NotConfiguredError()
  return { environment, baseUrl, auth: authFor(environment), apiKey: getApiKey(environment).key }
}

export const currentTarget = (): ApiTarget => targetFor(getSettings().environment)

/** Why a fetch failed: its code (probes, CSP reports) loads only when a call fails. */
const diagnoseFailure = async (call: FailedCall) =>
  (await import('./network-diagnosis')).diagnoseFailure(call)

/** Awaited before each call; the app uses it to start the in-browser demo API on first need. */
let gate: (target: ApiTarget) => Promise<unknown> = () => Promise.resolve()
export function setRequestGate(next: (target: ApiTarget) => Promise<unknown>): void {
  gate = next
}

/** Joins a base ending in /v1 (with or without a trailing slash) and a path like /pets. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** One call as the request log shows it; emitted when it starts and again when it settles. */
export interface RequestRecord {
  id: number
  /** The environment and base URL the call went to: the contract check and its badge use them. */
  environment: EnvironmentId
  baseUrl: string
  method: string
  url: string
  requestHeaders: Record<string, string>
  requestBody: string | null
  startedAt: number
  durationMs: number | null
  status: number | null
  responseHeaders: Record<string, string>
  responseBody: string | null
  responseBytes: number | null
  error: 'timeout' | 'cancelled' | 'network error' | null
  /** Time to parse and check the body, once done. */
  parseMs: number | null
  /** Why a network error happened, once the diagnosis has found out. */
  networkReason?: NetworkReason
  /** Names of headers / query parameters that hold the API key, for redaction. */
  secretHeaders: string[]
  secretQuery: string[]
  /**
   * The body as parsed (int64-exact), on the settled record only, for the contract check: it saves
   * parsing a large body twice. Observers must not keep it.
   */
  parsedBody?: unknown
}

export const REDACTED = 'REDACTED'

/** The URL with the key's query parameters replaced: the only form the screen, logs and errors get. */
export function withoutKey(url: string, secretQuery: readonly string[]): string {
  if (secretQuery.length === 0) return url
  try {
    const parsed = new URL(url)
    for (const name of secretQuery) {
      if (parsed.searchParams.has(name)) parsed.searchParams.set(name, REDACTED)
    }
    return parsed.toString()
  } catch {
    return url
  }
}

type RequestObserver = (record: RequestRecord) => void
const observers = new Set<RequestObserver>()
let nextRecordId = 1

export function observeRequests(observer: RequestObserver): () => void {
  observers.add(observer)
  return () => observers.delete(observer)
}

export interface RequestOptions<S extends v.GenericSchema | undefined> {
  method?: string
  body?: unknown
  /** A body sent exactly as written, valid JSON or not (the explorer sends what the user typed). */
  rawBody?: string
  /** Headers of the caller's own, set before the API key (which Settings places). */
  headers?: Record<string, string>
  schema?: S
  signal?: AbortSignal
  timeoutMs?: number
  /** Absolute URL to call instead of base + path (a server's next-page link). */
  absoluteUrl?: string
  /** A target other than the saved one (Settings' "Test connection" tries unsaved values). */
  target?: ApiTarget
  /** Left out of the request log: the demo's own controls are not calls to the pet store API. */
  silent?: boolean
  /** This call's record each time it is emitted, silent or not: the explorer shows the answer. */
  onRecord?: (record: RequestRecord) => void
}

type Data<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  url: string
}

/** A call as it will be sent: what the request log records and the snippets copy. */
export type PreparedRequest = Pick<
  RequestRecord,
  'method' | 'url' | 'requestHeaders' | 'requestBody' | 'secretHeaders' | 'secretQuery'
>

/** The URL, headers and body of a call, with the key placed as the target says. */
export function prepareRequest(
  path: string,
  options: Pick<
    RequestOptions<undefined>,
    'method' | 'body' | 'rawBody' | 'headers' | 'absoluteUrl'
  > & {
    target: ApiTarget
  },
): PreparedRequest {
  const { target } = options
  const url = new URL(options.absoluteUrl ?? joinUrl(target.baseUrl, path))
  const headers = new Headers({ Accept: 'application/json' })
  const requestBody =
    options.rawBody ?? (options.body === undefined ? null : stringifyJson(options.body))
  if (requestBody !== null) headers.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const prepared: PreparedRequest = {
    method: options.method ?? 'GET',
    url: '',
    requestHeaders: {},
    requestBody,
    secretHeaders: [],
    secretQuery: [],
  }
  const { apiKey, auth, baseUrl } = target
  // Keys are sent only to the origin of the environment they belong to.
  if (apiKey && url.origin === new URL(baseUrl).origin) {
    if (auth.placement === 'bearer') {
      headers.set('Authorization', `Bearer ${apiKey}`)
      prepared.secretHeaders.push('Authorization')
    } else if (auth.placement === 'query') {
      const name = auth.queryName || defaultAuth.queryName
      url.searchParams.set(name, apiKey)
      prepared.secretQuery.push(name)
    } else {
      const name = auth.headerName || defaultAuth.headerName
      headers.set(name, apiKey)
      prepared.secretHeaders.push(name)
    }
  }
  prepared.url = url.toString()
  headers.forEach((value, name) => (prepared.requestHeaders[name] = value))
  return prepared
}

export async function request<S extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResponse<Data<S>>> {
  const target = options.target ?? currentTarget()
  await gate(target)
  const prepared = prepareRequest(path, { ...options, target })
  const { method, requestBody } = prepared
  const url = new URL(prepared.url)
  const record: RequestRecord = {
    id: nextRecordId++,
    environment: target.environment,
    baseUrl: target.baseUrl,
    ...prepared,
    startedAt: Date.now(),
    durationMs: null,
    status: null,
    responseHeaders: {},
    responseBody: null,
    responseBytes: null,
    error: null,
    parseMs: null,
  }
  const call: CallInfo = {
    method,
    environment: target.environment,
    environmentLabel: environmentLabels[target.environment],
    baseUrl: target.baseUrl,
    headerNames: Object.keys(prepared.requestHeaders),
    secretHeaders: prepared.secretHeaders,
    secretQuery: prepared.secretQuery,
    auth: target.auth,
    htmlBody: false,
  }
  const emit = () => {
    options.onRecord?.({ ...record })
    if (!options.silent) observers.forEach((observer) => observer({ ...record }))
  }
  emit()

  // A timer rather than AbortSignal.timeout(), so tests with fake timers can run the clock.
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const cancel = () => controller.abort(options.signal?.reason)
  if (options.signal?.aborted) cancel()
  options.signal?.addEventListener('abort', cancel, { once: true })
  const started = performance.now()
  const settle = (patch: Partial<RequestRecord>) => {
    Object.assign(record, { durationMs: Math.round(performance.now() - started) }, patch)
    emit()
  }
  const fail = <E extends Error & { call: CallInfo | null }>(error: E): E => {
    error.call = call
    return error
  }

  let response: Response
  let bytes: ArrayBuffer
  try {
    response = await fetch(url, {
      method,
      headers: prepared.requestHeaders,
      body: requestBody,
      signal: controller.signal,
    })
    bytes = await response.arrayBuffer()
  } catch (error) {
    if (timedOut) {
      settle({ error: 'timeout' })
      throw fail(new TimeoutError(timeoutMs))
    }
    if (options.signal?.aborted) {
      settle({ error: 'cancelled' })
      throw error
    }
    const durationMs = Math.round(performance.now() - started)
    const reason = await diagnoseFailure({
      url,
      method,
      headerNames: call.headerNames,
      secretQuery: prepared.secretQuery,
      blockedOrigins,
    }).catch((): NetworkReason => (navigator.onLine === false ? 'offline' : 'unreachable'))
    settle({ error: 'network error', networkReason: reason, durationMs })
    throw fail(new NetworkError(withoutKey(url.toString(), prepared.secretQuery), reason))
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', cancel)
  }
  const durationMs = Math.round(performance.now() - started)
  const text = new TextDecoder().decode(bytes)
  const responseHeaders: Record<string, string> = {}
  response.headers.forEach((value, name) => (responseHeaders[name] = value))
  call.htmlBody = isHtml(response.headers.get('Content-Type'), text)

  // Parse and check are timed apart from the network, for the request log's waterfall.
  const parsing = performance.now()
  let body: unknown = null
  let parsed = true
  if (text.trim()) {
    try {
      body = parseJson(text)
    } catch {
      parsed = false
      body = text
    }
  }
  settle({
    durationMs,
    status: response.status,
    responseHeaders,
    responseBody: text,
    responseBytes: bytes.byteLength,
    parsedBody: parsed ? body : undefined,
  })
  delete record.parsedBody

  try {
    if (!response.ok) {
      throw fail(
        new HttpError(
          response.status,
          response.statusText,
          serverMessageOf(body, text),
          body,
          parseRetryAfter(response.headers.get('Retry-After')),
        ),
      )
    }
    if (!parsed) {
      const message = call.htmlBody
        ? 'the body is a web page (HTML), not JSON'
        : 'the body is not valid JSON'
      throw fail(new ShapeError([{ path: '$', message }], text))
    }
    let data = body
    if (options.schema) {
      const checked = check(options.schema, body)
      if (!checked.ok) throw fail(new ShapeError(checked.issues, body))
      data = checked.value
    }
    return {
      data: data as Data<S>,
      status: response.status,
      headers: response.headers,
      url: url.toString(),
    }
  } finally {
    record.parseMs = Math.round(performance.now() - parsing)
    emit()
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

/** GET a list, following the server's next links when it paginates (SPEC "Unknowns"). */
export async function requestList<T>(
  path: string,
  options: RequestOptions<v.GenericSchema<unknown, T[]>>,
): Promise<T[]> {
  const first = await request(path, options)
  const items = [...first.data]
  let next = nextPageUrl(first.headers, first.url)
  const seen = new Set([first.url])
  for (let page = 1; next && !seen.has(next) && page < MAX_PAGES; page++) {
    seen.add(next)
    const response = await request(path, { ...options, absoluteUrl: next })
    items.push(...response.data)
    next = nextPageUrl(response.headers, response.url)
  }
  return items
}
