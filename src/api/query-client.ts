// The one place a QueryClient is made; the app and every test build theirs here.
import { QueryClient, type NetworkMode } from '@tanstack/react-query'
import { environment } from './environments'
import { isApiError, isRefusedByBrowser, isReplayMiss, unexpectedKind } from './errors'
import { getSettings } from './settings'
import type { EnvironmentId } from './target'

export const MAX_RETRIES = 3

/**
 * SPEC: GETs retry on network errors, timeouts and 5xx (and 429), never on other 4xx; nor on a call
 * that fails the same way every time: one the browser itself refuses (CSP, mixed content), or one
 * the demo's Replay does not hold.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  switch (error.kind) {
    case 'http':
      return !isReplayMiss(error) && (error.status >= 500 || error.status === 429)
    case 'network':
      return !isRefusedByBrowser(error)
    case 'timeout':
      return true
    case 'shape':
    case 'not-configured':
      return false
    default:
      return unexpectedKind(error)
  }
}

export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.kind === 'http' && error.retryAfterMs !== null)
    return Math.min(error.retryAfterMs, 60_000)
  return Math.min(1000 * 2 ** attempt, 8000)
}

/** The demo answers from inside this browser: its calls never wait for the network to return. */
export const networkModeFor = (id: EnvironmentId): NetworkMode =>
  environment(id).demo ? 'always' : 'online'

/** `retryDelayMs` overrides the backoff, so tests can watch a retry happen without waiting seconds. */
export function createQueryClient(
  options: { retry?: boolean; retryDelayMs?: number } = {},
): QueryClient {
  const retry = options.retry ?? true
  const fixedDelay = options.retryDelayMs
  const networkMode = networkModeFor(getSettings().environment)
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retry
          ? (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error)
          : false,
        retryDelay: fixedDelay === undefined ? retryDelay : () => fixedDelay,
        // Route loaders start each page's queries; a page that mounts onto a failed one shows the
        // failure (with Retry) instead of silently asking again.
        retryOnMount: false,
        networkMode,
      },
      mutations: { retry: false, networkMode },
    },
  })
}
