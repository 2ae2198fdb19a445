// The one fetch client: base URL joining, JSON, the API key, a timeout, cancellation and typed errors.
import { baseUrlFor, getApiKey, getSettings, type Settings } from '../config/settings'
import {
  HttpError,
  NetworkError,
  ShapeError,
  TimeoutError,
  parseRetryAfter,
  serverMessageOf,
} from './errors'
import { parseJson, stringifyJson } from './json'
import { checkInSlices, type Schema } from './schema'
import { createYielder, SLICE_MS, yieldInBackground, yieldToMain } from '../lib/yield-to-main'

export const DEFAULT_TIMEOUT_MS = 15_000
const MAX_PAGES = 100
/** Bodies longer than this (~100 kB) are parsed and checked in tasks apart from their arrival. */
const BIG_BODY_CHARS = 100_000

export interface ApiTarget {
  baseUrl: string
  settings: Settings
  apiKey: string
}

/** Resolved before each request; in demo mode it also waits for the service worker. */
let readyGate: Promise<unknown> = Promise.resolve()
export function setApiReadyGate(gate: Promise<unknown>): void {
  readyGate = gate
}
/** Resolves when API calls can go out (demo: once the worker runs); for calls outside `request`. */
export function whenApiReady(): Promise<unknown> {
  return readyGate
}

export class NotConfiguredError extends Error {
  override readonly name = 'NotConfiguredError'
  constructor() {
    super('No server is configured for this environment. Set its base URL in Settings.')
  }
}

export function currentTarget(): ApiTarget {
  const settings = getSettings()
  const baseUrl = baseUrlFor(settings)
  if (!baseUrl) throw new NotConfiguredError()
  return { baseUrl, settings, apiKey: getApiKey(settings.environment).key }
}

/** Joins a base ending in /v1 (with or without a trailing slash) and a path like /pets. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

// ---- request log hook: observers see every call (the request log panel subscribes) ----
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
  error: string | null
  /** Names of headers / query parameters that hold the API key, for redaction. */
  secretHeaders: string[]
  secretQuery: string[]
}
type RequestObserver = (record: RequestRecord) => void
const observers = new Set<RequestObserver>()
let nextRecordId = 1
export function observeRequests(observer: RequestObserver): () => void {
  observers.add(observer)
  return () => observers.delete(observer)
}
function emit(record: RequestRecord): void {
  observers.forEach((observer) => observer({ ...record }))
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST'
  body?: unknown
  schema?: Schema<T>
  signal?: AbortSignal
  timeoutMs?: number
  /** Absolute URL to call instead of base + path (used when following a server's next link). */
  absoluteUrl?: string
  /** A target other than the saved one: Settings' "Test connection" tries unsaved values. */
  target?: ApiTarget
  /**
   * For data that only adds to what the page shows first (pet names beside orders): a big body is
   * parsed and checked in background-priority tasks, after the page's more urgent work.
   */
  background?: boolean
}

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  url: string
}

function withAuth(url: URL, headers: Headers, target: ApiTarget, record: RequestRecord): void {
  const { apiKey, settings, baseUrl } = target
  // Keys are sent only to the origin of the environment they belong to.
  if (!apiKey || url.origin !== new URL(baseUrl).origin) return
  const { placement, headerName, queryName } = settings.auth
  if (placement === 'bearer') {
    headers.set('Authorization', `Bearer ${apiKey}`)
    record.secretHeaders.push('Authorization')
  } else if (placement === 'query') {
    url.searchParams.set(queryName || 'api_key', apiKey)
    record.secretQuery.push(queryName || 'api_key')
  } else {
    headers.set(headerName || 'X-API-Key', apiKey)
    record.secretHeaders.push(headerName || 'X-API-Key')
  }
}

export async function request<T>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  await readyGate
  const target = options.target ?? currentTarget()
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
    secretHeaders: [],
    secretQuery: [],
  }
  withAuth(url, headers, target, record)
  record.url = url.toString()
  headers.forEach((value, name) => (record.requestHeaders[name] = value))
  emit(record)

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onOuterAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', onOuterAbort, { once: true })
  // A caller that cancelled while we awaited the ready gate has already fired its abort event.
  if (options.signal?.aborted) onOuterAbort()
  const started = performance.now()

  const finish = (patch: Partial<RequestRecord>) => {
    Object.assign(record, patch, { durationMs: Math.round(performance.now() - started) })
    emit(record)
  }

  try {
    let response: Response
    let bytes: ArrayBuffer
    let text: string
    try {
      response = await fetch(url, { method, headers, body: requestBody, signal: controller.signal })
      // Bytes first: their count is free here, where re-encoding a 2 MB text to count it is not.
      bytes = await response.arrayBuffer()
      text = new TextDecoder().decode(bytes)
    } catch (error) {
      if (timedOut) {
        finish({ error: 'timeout' })
        throw new TimeoutError(timeoutMs)
      }
      if (options.signal?.aborted) {
        finish({ error: 'cancelled' })
        throw error
      }
      finish({ error: 'network error' })
      throw new NetworkError(url.toString())
    }
    const responseHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => (responseHeaders[name] = value))
    finish({
      status: response.status,
      responseHeaders,
      responseBody: text,
      responseBytes: bytes.byteLength,
    })
    // Parsing a big body and checking it are tasks of their own, after the browser had a turn.
    const yieldNow = options.background ? yieldInBackground : yieldToMain
    if (text.length > BIG_BODY_CHARS) await yieldNow()

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
    if (!parsed) {
      throw new ShapeError([{ path: '', message: 'the body is not valid JSON' }], text)
    }
    if (!options.schema)
      return {
        data: body as T,
        status: response.status,
        headers: response.headers,
        url: url.toString(),
      }
    if (text.length > BIG_BODY_CHARS) await yieldNow()
    const checked = await checkInSlices(options.schema, body, '', createYielder(SLICE_MS, yieldNow))
    if (!checked.ok) throw new ShapeError(checked.issues, body)
    return {
      data: checked.value,
      status: response.status,
      headers: response.headers,
      url: url.toString(),
    }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onOuterAbort)
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
export async function requestList<T>(path: string, options: RequestOptions<T[]>): Promise<T[]> {
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
