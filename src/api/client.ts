// The one fetch client: base URL joining, JSON, the API key, a timeout, cancellation and typed errors.
// request() does fetch, then an int64-exact parse, then the shape check, then a typed error.
import type * as v from 'valibot'
import type { EnvironmentId } from './environments'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
  parseRetryAfter,
  serverMessageOf,
} from './errors'
import { parseJson, stringifyJson } from '../lib/json'
import { check } from './schemas'
import { baseUrlFor, getApiKey, getSettings, type AuthSettings } from './settings'

export const DEFAULT_TIMEOUT_MS = 15_000
const MAX_PAGES = 100

/** Where a call goes and how it proves who it is. */
export interface ApiTarget {
  environment: EnvironmentId
  baseUrl: string
  auth: AuthSettings
  apiKey: string
}

export function currentTarget(): ApiTarget {
  const settings = getSettings()
  const baseUrl = baseUrlFor(settings)
  if (!baseUrl) throw new NotConfiguredError()
  const { environment, auth } = settings
  return { environment, baseUrl, auth, apiKey: getApiKey(environment).key }
}

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
  /** Names of headers / query parameters that hold the API key, for redaction. */
  secretHeaders: string[]
  secretQuery: string[]
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
  method?: 'GET' | 'POST' | 'PUT'
  body?: unknown
  schema?: S
  signal?: AbortSignal
  timeoutMs?: number
  /** Absolute URL to call instead of base + path (a server's next-page link). */
  absoluteUrl?: string
  /** A target other than the saved one (Settings' "Test connection" tries unsaved values). */
  target?: ApiTarget
  /** Left out of the request log: the demo's own controls are not calls to the pet store API. */
  silent?: boolean
}

type Data<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  url: string
}

function withAuth(url: URL, headers: Headers, target: ApiTarget, record: RequestRecord): void {
  const { apiKey, auth, baseUrl } = target
  // Keys are sent only to the origin of the environment they belong to.
  if (!apiKey || url.origin !== new URL(baseUrl).origin) return
  if (auth.placement === 'bearer') {
    headers.set('Authorization', `Bearer ${apiKey}`)
    record.secretHeaders.push('Authorization')
  } else if (auth.placement === 'query') {
    const name = auth.queryName || 'api_key'
    url.searchParams.set(name, apiKey)
    record.secretQuery.push(name)
  } else {
    const name = auth.headerName || 'X-API-Key'
    headers.set(name, apiKey)
    record.secretHeaders.push(name)
  }
}

export async function request<S extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResponse<Data<S>>> {
  const target = options.target ?? currentTarget()
  await gate(target)
  const method = options.method ?? 'GET'
  const url = new URL(options.absoluteUrl ?? joinUrl(target.baseUrl, path))
  const headers = new Headers({ Accept: 'application/json' })
  const requestBody = options.body === undefined ? null : stringifyJson(options.body)
  if (requestBody !== null) headers.set('Content-Type', 'application/json')

  const record: RequestRecord = {
    id: nextRecordId++,
    method,
    url: '',
    requestHeaders: {},
    requestBody,
    startedAt: Date.now(),
    durationMs: null,
    status: null,
    responseHeaders: {},
    responseBody: null,
    responseBytes: null,
    error: null,
    parseMs: null,
    secretHeaders: [],
    secretQuery: [],
  }
  withAuth(url, headers, target, record)
  record.url = url.toString()
  headers.forEach((value, name) => (record.requestHeaders[name] = value))
  const emit = () => {
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
    Object.assign(record, patch, { durationMs: Math.round(performance.now() - started) })
    emit()
  }

  let response: Response
  let text: string
  try {
    response = await fetch(url, { method, headers, body: requestBody, signal: controller.signal })
    const bytes = await response.arrayBuffer()
    text = new TextDecoder().decode(bytes)
    const responseHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => (responseHeaders[name] = value))
    settle({
      status: response.status,
      responseHeaders,
      responseBody: text,
      responseBytes: bytes.byteLength,
    })
  } catch (error) {
    if (timedOut) {
      settle({ error: 'timeout' })
      throw new TimeoutError(timeoutMs)
    }
    if (options.signal?.aborted) {
      settle({ error: 'cancelled' })
      throw error
    }
    settle({ error: 'network error' })
    throw new NetworkError(withoutKey(record.url, record.secretQuery))
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', cancel)
  }

  // Parse and check are timed apart from the network, for the request log's waterfall.
  const parsing = performance.now()
  try {
    return {
      data: readBody<S>(response, text, options.schema),
      status: response.status,
      headers: response.headers,
      url: url.toString(),
    }
  } finally {
    record.parseMs = Math.round(performance.now() - parsing)
    emit()
  }
}

/** The body, int64-exact and checked against the schema; or the typed error it amounts to. */
function readBody<S extends v.GenericSchema | undefined>(
  response: Response,
  text: string,
  schema: S | undefined,
): Data<S> {
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
  if (!response.ok) {
    throw new HttpError(
      response.status,
      response.statusText,
      serverMessageOf(body, text),
      body,
      parseRetryAfter(response.headers.get('Retry-After')),
    )
  }
  if (!parsed) throw new ShapeError([{ path: '$', message: 'the body is not valid JSON' }], text)
  if (!schema) return body as Data<S>
  const checked = check(schema, body)
  if (!checked.ok) throw new ShapeError(checked.issues, body)
  return checked.value as Data<S>
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
