// Typed failures of an API call. Pages decide how to show them; the client never does.
import { formatIssues, type Issue } from './schemas'

const MAX_BODY_PREVIEW = 300

export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The server's explanation: message/error/detail from a JSON body, else the raw text. */
    readonly serverMessage: string,
    readonly body: unknown,
    /** From Retry-After, when the server sent one (429/503). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(
      `HTTP ${status}${statusText ? ` ${statusText}` : ''}${serverMessage ? `: ${serverMessage}` : ''}`,
    )
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(readonly url: string) {
    super(
      'Network error: the server could not be reached (it may be down, or blocking this site with CORS).',
    )
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`The server did not answer within ${Math.round(timeoutMs / 1000)} seconds.`)
  }
}

export class ShapeError extends Error {
  override readonly name = 'ShapeError'
  constructor(
    readonly issues: Issue[],
    readonly body: unknown,
  ) {
    super(`The server’s response was not the expected shape: ${formatIssues(issues.slice(0, 5))}`)
  }
}

export class NotConfiguredError extends Error {
  override readonly name = 'NotConfiguredError'
  constructor() {
    super('No server is configured for this environment. Set its base URL in Settings.')
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
    return title ? truncate(title) : 'The server answered with an HTML page instead of JSON.'
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
