// Typed failures of an API call. Pages decide how to show them; the client never does. Each has a
// `kind`: a switch over `ApiError['kind']` ending in `unexpectedKind` is checked for every kind.
import { t, wordMessage, words, type Words } from '../lib/i18n/i18n'
import { formatIssues, type Issue } from './schemas'
import type { AuthSettings, EnvironmentId } from './target'

const MAX_BODY_PREVIEW = 300

/** What a failed call was, for the hints that name the fix: never the key itself, nor its URL. */
export interface CallInfo {
  method: string
  environment: EnvironmentId
  baseUrl: string
  /** Request header names as sent (lower-case, as fetch keeps them). */
  headerNames: string[]
  /** Where the key was sent: the header or query parameter names (none when no key was set). */
  secretHeaders: string[]
  secretQuery: string[]
  /** Where this environment's key goes, whether or not one is set. */
  auth: AuthSettings
  /** The response was a web page (HTML): a website or a single-page app answered, not the API. */
  htmlBody: boolean
}

abstract class TypedError extends Error {
  /** Set by the client on every error it throws; absent on errors made elsewhere (tests). */
  call: CallInfo | null = null
  /** A server's words as sent, or ours kept as data and worded when read (after a switch too). */
  constructor(message: string | Words) {
    super(typeof message === 'string' ? message : undefined)
    if (typeof message !== 'string') wordMessage(this, message)
  }
}

/** Every failure the client throws, told apart by `kind`. */
export type ApiError = HttpError | NetworkError | TimeoutError | ShapeError | NotConfiguredError

export const isApiError = (error: unknown): error is ApiError => error instanceof TypedError

/** The end of an exhaustive switch over `kind`: a kind left out fails the compile here. */
export function unexpectedKind(error: never): never {
  throw new Error(`Unexpected error kind: ${String((error as ApiError).kind)}`)
}

/** The HTTP status of a failed call, or null when it failed some other way. */
export const httpStatusOf = (error: unknown): number | null =>
  isApiError(error) && error.kind === 'http' ? error.status : null

/** `HTTP 404 Not Found`, or `HTTP 404` when the server sent no reason. */
export const statusLine = (status: number, statusText: string) =>
  `HTTP ${status}${statusText ? ` ${statusText}` : ''}`

export class HttpError extends TypedError {
  override readonly name = 'HttpError'
  readonly kind = 'http'
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The server's explanation: message/error/detail from a JSON body, else the raw text. */
    readonly serverMessage: string,
    readonly body: unknown,
    /** From Retry-After, when the server sent one (429/503). */
    readonly retryAfterMs: number | null = null,
    /** The response's headers, names in lower case. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${statusLine(status, statusText)}${serverMessage ? `: ${serverMessage}` : ''}`)
  }
}

/**
 * Why a call failed before any response, as network-diagnosis.ts finds out:
 * csp           this site's Content Security Policy blocked it (a securitypolicyviolation event)
 * mixed-content an https page calling an http API
 * cors          the server answers, but without CORS headers for this site
 * preflight     the server answers simple requests, but not the OPTIONS preflight for this one
 * local-network a public page called a loopback or private address, and the browser's Local
 *               Network Access permission is denied for this site (local-network-ask: not yet given)
 * unreachable   nothing answered (refused, DNS, down)
 * offline       the browser is offline
 */
export type NetworkReason =
  | 'csp'
  | 'mixed-content'
  | 'cors'
  | 'preflight'
  | 'local-network'
  | 'local-network-ask'
  | 'unreachable'
  | 'offline'

export class NetworkError extends TypedError {
  override readonly name = 'NetworkError'
  readonly kind = 'network'
  constructor(
    readonly url: string,
    readonly reason: NetworkReason = 'unreachable',
  ) {
    super(words('errors.network-error', { reason }))
  }
}

/** The demo's Replay has no such call recorded: asking again gets the same answer. */
export const isReplayMiss = (error: HttpError): boolean => error.headers['x-demo-replay'] === 'miss'

/** The browser refuses these calls by itself: sending them again cannot help. */
export const isRefusedByBrowser = (error: NetworkError): boolean =>
  error.reason === 'csp' || error.reason === 'mixed-content' || error.reason === 'local-network'

export class TimeoutError extends TypedError {
  override readonly name = 'TimeoutError'
  readonly kind = 'timeout'
  constructor(readonly timeoutMs: number) {
    super(words('errors.timeout', { seconds: Math.round(timeoutMs / 1000) }))
  }
}

/** A shape error's message: the first five issues. */
export const shapeWords = (issues: Issue[]): Words =>
  words('errors.shape', { issues: formatIssues(issues.slice(0, 5)) })

export class ShapeError extends TypedError {
  override readonly name = 'ShapeError'
  readonly kind = 'shape'
  constructor(
    readonly issues: Issue[],
    readonly body: unknown,
  ) {
    super(shapeWords(issues))
  }
}

export { isHtml } from './is-html'

export class NotConfiguredError extends TypedError {
  override readonly name = 'NotConfiguredError'
  readonly kind = 'not-configured'
  constructor() {
    super(words('errors.not-configured'))
  }
}

export function truncate(text: string, max = MAX_BODY_PREVIEW): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}

/** SPEC: show message / error / detail when present, else the raw text (truncated). */
export function serverMessageOf(body: unknown, rawText: string): string {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    for (const field of ['message', 'error', 'detail', 'title']) {
      const value = record[field]
      if (typeof value === 'string' && value.trim()) return truncate(value)
      const nested = (value as { message?: unknown } | null | undefined)?.message
      if (typeof nested === 'string') return truncate(nested)
    }
  }
  if (/^\s*</.test(rawText)) {
    // An HTML error page from a proxy: its <title> says more than its markup.
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(rawText)?.[1]
    return title ? truncate(title) : t('errors.html-instead-of-json')
  }
  return truncate(rawText)
}

export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}
