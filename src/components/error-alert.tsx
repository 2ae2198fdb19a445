// The alert every failed request shows, all in one piece so a screen reader says it once: what
// happened (the HTTP status, or "Network error"), the explanation and the fix to copy, a link to
// Settings when the fix is there, and Retry.
// QueryProblem also says when automatic retries are under way.
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { isApiError, isReplayMiss, statusLine, unexpectedKind } from '../api/errors'
import { MAX_RETRIES } from '../api/query-client'
import { t, useT } from '../lib/i18n/i18n'
import { nextIdle } from '../lib/idle'
import '../lib/i18n/en/components'

type Help = typeof import('./error-help')
let help: Help | undefined
let loading: Promise<Help> | undefined

/**
 * The explanations and fixes (decision 0025): a page that shows its data never needs them, so
 * they load when a request first fails, or when a form that may fail is idle.
 */
export function loadErrorHelp(): Promise<Help> {
  loading ??= import('./error-help').then(
    (module) => (help = module),
    (error: unknown) => {
      loading = undefined // a later alert tries again
      throw error
    },
  )
  return loading
}

/** The loaded explanations; null if they could not be loaded (the alert goes without them). */
function useErrorHelp(wanted: boolean): Help | null | undefined {
  const [state, setState] = useState<Help | null | undefined>(help)
  useEffect(() => {
    if (!wanted || state) return
    let live = true
    loadErrorHelp().then(
      (module) => live && setState(module),
      () => live && setState(null),
    )
    return () => {
      live = false
    }
  }, [wanted, state])
  return help ?? state
}

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
  const loaded = useErrorHelp(error !== null)
  // A form's alert is on the page before its error (below): its explanations load once the page
  // is idle, while the user types.
  const [regionFirst] = useState(error === null)
  useEffect(() => {
    if (regionFirst) void nextIdle().then(() => loadErrorHelp().catch(() => {}))
  }, [regionFirst])
  // Empty but present: a region already on the page before its message arrives is voiced by every
  // screen reader, while a newly inserted one is missed by some. Either way the alert gets its
  // words once its explanation is here, so it is said once, whole.
  if (error === null || loaded === undefined)
    return regionFirst ? <div role="alert" className="alert-pending" /> : null
  return (
    <div role="alert" className="alert alert-error">
      <div className="alert-body">
        <strong>
          {what
            ? t('components.could-not-load', { what, title: errorTitle(error) })
            : errorTitle(error)}
        </strong>
        {loaded && <loaded.ErrorExplanation error={error} />}
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
  const retrying = query.failureCount > 0
  // Retries take a second or more: time to fetch the explanation the alert may need.
  useEffect(() => {
    if (retrying) loadErrorHelp().catch(() => {})
  }, [retrying])
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
