// The alert every failed request shows: what happened (the HTTP status, or "Network error"), the
// server's words, a link to Settings when the fix is there, and Retry, all at once; the explanation
// and the fix to copy follow from a chunk of their own, so no page carries that text up front.
// QueryProblem also says when automatic retries are under way.
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { isApiError, isReplayMiss, statusLine, unexpectedKind } from '../api/errors'
import { MAX_RETRIES } from '../api/query-client'

const ErrorExplanation = lazy(() =>
  import('./error-help').then((m) => ({ default: m.ErrorExplanation })),
)

export function errorTitle(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong'
  switch (error.kind) {
    case 'http':
      return statusLine(error.status, error.statusText)
    case 'network':
      return 'Network error'
    case 'timeout':
      return 'Timed out'
    case 'shape':
      return 'Unexpected response'
    case 'not-configured':
      return 'No server configured'
    default:
      return unexpectedKind(error)
  }
}

/** Whether the fix is in Settings: the key, the base URL or the environment. */
function fixIsInSettings(error: unknown): boolean {
  if (!isApiError(error)) return false
  switch (error.kind) {
    case 'http': {
      const { status } = error
      const htmlBody = error.call?.htmlBody === true
      return (
        status === 401 ||
        status === 403 ||
        status === 404 ||
        (htmlBody && status < 500) ||
        isReplayMiss(error)
      )
    }
    case 'network':
      return error.reason !== 'offline'
    case 'shape':
      return error.call?.htmlBody === true
    case 'timeout':
    case 'not-configured':
      return true
    default:
      return unexpectedKind(error)
  }
}

/** What shows until the explanation arrives: the server's words, or what the error itself says. */
function saidAtOnce(error: unknown): string {
  if (!(error instanceof Error)) return ''
  if (!isApiError(error)) return error.message
  if (error.kind === 'http') return error.serverMessage
  return error.kind === 'network' ? '' : error.message
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
  // Empty but present: a region already on the page before its message arrives is voiced by every
  // screen reader, while a newly inserted one is missed by some.
  if (error === null) return <div role="alert" className="alert-pending" />
  const said = saidAtOnce(error)
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
