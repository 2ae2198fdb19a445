// The alert every failed request shows, all in one piece so a screen reader says it once: what
// happened (the HTTP status, or "Network error"), the explanation and the fix to copy, a link to
// Settings when the fix is there, and Retry.
// QueryProblem also says when automatic retries are under way.
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { isApiError, isReplayMiss, statusLine, unexpectedKind } from '../api/errors'
import { MAX_RETRIES } from '../api/query-client'
import { t, useT } from '../lib/i18n/i18n'
import { ErrorExplanation } from './error-help'
import '../lib/i18n/en/components'

export function errorTitle(error: unknown): string {
  if (!isApiError(error)) return t('components.error-unknown')
  switch (error.kind) {
    case 'http':
      return statusLine(error.status, error.statusText)
    case 'network':
      return t('components.error-network')
    case 'timeout':
      return t('components.error-timeout')
    case 'shape':
      return t('components.error-shape')
    case 'not-configured':
      return t('components.error-not-configured')
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

export function ErrorAlert({
  error,
  onRetry,
  what,
}: {
  error: unknown
  onRetry?: () => void
  what?: string
}) {
  useT()
  // Empty but present: a region already on the page before its message arrives is voiced by every
  // screen reader, while a newly inserted one is missed by some.
  if (error === null) return <div role="alert" className="alert-pending" />
  return (
    <div role="alert" className="alert alert-error">
      <div className="alert-body">
        <strong>
          {what
            ? t('components.could-not-load', { what, title: errorTitle(error) })
            : errorTitle(error)}
        </strong>
        <ErrorExplanation error={error} />
      </div>
      <div className="alert-actions">
        {fixIsInSettings(error) && <Link to="/settings">{t('components.open-settings')}</Link>}
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t('components.retry')}
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
  useT()
  if (query.isError) {
    return <ErrorAlert error={query.error} what={what} onRetry={() => void query.refetch()} />
  }
  if (query.isFetching && query.failureCount > 0) {
    return (
      <p role="status" className="alert alert-retry">
        {t('components.retrying', {
          what,
          title: errorTitle(query.failureReason),
          count: query.failureCount,
          max: MAX_RETRIES,
        })}
      </p>
    )
  }
  return null
}
