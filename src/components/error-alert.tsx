// The alert every failed request shows: what happened (status or network error), the server's
// words, the likely cause, and Retry.
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
} from '../api/errors'
import { MAX_RETRIES } from '../api/query-client'

export function describeError(error: unknown): {
  title: string
  detail: string
  keyProblem: boolean
} {
  if (error instanceof HttpError) {
    const keyProblem = error.status === 401 || error.status === 403
    const title = `HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ''}`
    const cause = keyProblem
      ? 'The server refused the API key. Check the API key and where it is sent in Settings.'
      : error.status === 429
        ? `Too many requests.${error.retryAfterMs !== null ? ` The server asks to wait ${Math.ceil(error.retryAfterMs / 1000)} s.` : ''}`
        : error.status >= 500
          ? 'The server had a problem. Retrying often helps.'
          : ''
    return { title, detail: [error.serverMessage, cause].filter(Boolean).join(' '), keyProblem }
  }
  if (error instanceof NetworkError) {
    return {
      title: 'Network error',
      detail:
        'The server could not be reached. It may be down, offline, or blocking this site (CORS).',
      keyProblem: false,
    }
  }
  if (error instanceof TimeoutError)
    return { title: 'Timed out', detail: error.message, keyProblem: false }
  if (error instanceof ShapeError)
    return { title: 'Unexpected response', detail: error.message, keyProblem: false }
  if (error instanceof NotConfiguredError)
    return { title: 'No server configured', detail: error.message, keyProblem: false }
  return {
    title: 'Something went wrong',
    detail: error instanceof Error ? error.message : String(error),
    keyProblem: false,
  }
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
  const { title, detail, keyProblem } = describeError(error)
  const showSettings = keyProblem || error instanceof NotConfiguredError
  return (
    <div role="alert" className="alert alert-error">
      <div className="alert-body">
        <strong>
          {what ? `Could not load ${what}: ` : ''}
          {title}
        </strong>
        {detail && <p>{detail}</p>}
      </div>
      <div className="alert-actions">
        {showSettings && <Link to="/settings">Open Settings</Link>}
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
        Could not load {what}: {describeError(query.failureReason).title}. Retrying (
        {query.failureCount} of {MAX_RETRIES})…
      </p>
    )
  }
  return null
}
