// The alert every failed request shows: what happened (status or network error), the server's
// words, the likely cause with the fix to copy, a link to Settings when the fix is there, and Retry.
import { Link } from 'react-router-dom'
import { explainError, FixList } from './error-help'

export function ErrorAlert({
  error,
  onRetry,
  what,
}: {
  error: unknown
  onRetry?: () => void
  what?: string
}) {
  const { title, detail, fixes, settingsLink } = explainError(error)
  return (
    <div role="alert" className="alert alert-error">
      <div className="alert-body">
        <strong>
          {what ? `Could not load ${what}: ` : ''}
          {title}
        </strong>
        {detail && <p>{detail}</p>}
        <FixList fixes={fixes} />
      </div>
      <div className="alert-actions">
        {settingsLink && <Link to="/settings">Open Settings</Link>}
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    </div>
  )
}
