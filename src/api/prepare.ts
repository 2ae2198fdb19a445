// Preparing a call (the client's first step): where it goes, and the URL, headers and body exactly
// as they will be sent, with the API key placed as its environment says and only for its origin.
// The request log, the snippets and the pages' "API call" copy this same preparation.
import { stringifyJson } from '../lib/json'
import { environment, makeTarget } from './environments'
import { NotConfiguredError } from './errors'
import { authFor, defaultAuth, getApiKey, getSettings } from './settings'
import type { ApiTarget, EnvironmentId } from './target'

/** Where calls to `id` go, as saved: its URL, key and placement; throws when it has no URL. */
export function targetFor(id: EnvironmentId): ApiTarget {
  const typedUrl = getSettings().customBaseUrl
  const target = makeTarget(environment(id), {
    typedUrl,
    auth: authFor(id),
    apiKey: getApiKey(id).key,
  })
  if (!target) throw new NotConfiguredError()
  return target
}

export const currentTarget = (): ApiTarget => targetFor(getSettings().environment)

/** Joins a base ending in /v1 (with or without a trailing slash) and a path like /pets. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
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

/** A call as it will be sent: what the request log records and the snippets copy. */
export interface PreparedRequest {
  method: string
  url: string
  requestHeaders: Record<string, string>
  requestBody: string | null
  /** Names of headers / query parameters that hold the API key, for redaction. */
  secretHeaders: string[]
  secretQuery: string[]
}

export interface CallShape {
  method?: string
  body?: unknown
  /** A body sent exactly as written, valid JSON or not (the explorer sends what the user typed). */
  rawBody?: string
  /** Headers of the caller's own, set before the API key (which Settings places). */
  headers?: Record<string, string>
  /** Absolute URL to call instead of base + path (a server's next-page link). */
  absoluteUrl?: string
}

type Secrets = Pick<PreparedRequest, 'secretHeaders' | 'secretQuery'>

/** Puts the key where the target's placement says; returns where it went, for redaction. */
function placeKey(url: URL, headers: Headers, { apiKey, auth }: ApiTarget): Secrets {
  if (auth.placement === 'bearer') {
    headers.set('Authorization', `Bearer ${apiKey}`)
    return { secretHeaders: ['Authorization'], secretQuery: [] }
  }
  if (auth.placement === 'query') {
    const name = auth.queryName || defaultAuth.queryName
    url.searchParams.set(name, apiKey)
    return { secretHeaders: [], secretQuery: [name] }
  }
  const name = auth.headerName || defaultAuth.headerName
  headers.set(name, apiKey)
  return { secretHeaders: [name], secretQuery: [] }
}

/** The URL, headers and body of a call, with the key placed as the target says. */
export function prepareRequest(
  path: string,
  options: CallShape & { target: ApiTarget },
): PreparedRequest {
  const { target } = options
  const url = new URL(options.absoluteUrl ?? joinUrl(target.baseUrl, path))
  const headers = new Headers({ Accept: 'application/json' })
  const requestBody =
    options.rawBody ?? (options.body === undefined ? null : stringifyJson(options.body))
  if (requestBody !== null) headers.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  // Keys are sent only to the origin of the environment they belong to.
  const secrets =
    target.apiKey && url.origin === new URL(target.baseUrl).origin
      ? placeKey(url, headers, target)
      : { secretHeaders: [], secretQuery: [] }
  const requestHeaders: Record<string, string> = {}
  headers.forEach((value, name) => (requestHeaders[name] = value))
  return {
    method: options.method ?? 'GET',
    url: url.toString(),
    requestHeaders,
    requestBody,
    ...secrets,
  }
}
