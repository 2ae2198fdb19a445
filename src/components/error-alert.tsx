// The alert every failed request shows: what happened (the HTTP status, or "Network error"), the
// server's words, a link to Settings when the fix is there, and Retry, all at once; the explanation
// and the fix to copy follow from a chunk of their own, so no page carries that text up front.
// QueryProblem also says when automatic retries are under way.
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
  isReplayMiss,
  statusLine,
} from '../api/errors'
import { MAX_RETRIES } from '../api/query-client'

const ErrorExplanation = lazy(() =>
  import('./error-help').then((m) => ({ default: m.ErrorExplanation })),
)

export function errorTitle(error: unknown): string {
  if (error instanceof HttpError) {
    return statusLine(error.status, error.statusText)
  }
  if (error instanceof NetworkError) return 'Network error'
  if (error instanceof TimeoutError) return 'Timed out'
  if (error instanceof ShapeError) return 'Unexpected response'
  if (error instanceof NotConfiguredError) return 'No server configured'
  return 'Something went wrong'
}

/** Whether the fix is in Settings: the key, the base URL or the environment. */
function fixIsInSettings(error: unknown): boolean {
  if (error instanceof HttpError) {
    const { status } = error
    return (
      status === 401 ||
      status === 403 ||
      status === 404 ||
      (!!error.call?.htmlBody && status < 500) ||
      isReplayMiss(error)
    )
  }
  if (error instanceof NetworkError) return error.reason !== 'offline'
  if (error instanceof ShapeError) return error.call?.htmlBody === true
  return error instanceof TimeoutError || error instanceof NotConfiguredError
}

export function ErrorAlert({
  error,
  onRetry,
  what,
}: {
  error: unknown
  onRetry?: () => void
  what?: string
}) {
  // Until the explanation arrives: the server's words, or what the error itself says.
  const said =
    error instanceof HttpError
      ? error.serverMessage
      : error instanceof Error && !(error instanceof NetworkError)
        ? error.message
        : ''
  return (
    <div role="alert" className="alert alert-error">
      <div className="alert-body">
        <strong>
          {what ? `Could not load ${what}: ` : ''}
          {errorTitle(error)}
        </strong>
        <Suspense fallback={said && <p>{said}</p>}>
          <ErrorExplanation error={error} />
        </Suspense>
      </div>
      <div className="alert-actions">
        {fixIsInSettings(error) && <Link to="/settings">Open Settings</Link>}
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    </div>
  )
}

/**
 * What a query that has not given its data is going through: "Retrying (2 of 3)…" while the
 * automatic retries run, so a failure is visible before they give up; then the alert, with Retry.
 */
export function QueryProblem({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError) {
    return <ErrorAlert error={query.error} what={what} onRetry={() => void query.refetch()} />
  }
  if (query.isFetching && query.failureCount > 0) {
    return (
      <p role="status" className="alert alert-retry">
        Could not load {what}: {errorTitle(query.failureReason)}. Retrying ({query.failureCount} of{' '}
        {MAX_RETRIES})…
      </p>
    )
  }
  return null
}
