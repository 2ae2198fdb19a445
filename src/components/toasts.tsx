// Two live regions: confirmations are announced politely, errors assertively. Errors use
// aria-live rather than role="alert" so the page's own error alerts stay the only alerts.
import { dismissToast, useToasts, type Toast } from '../lib/toasts'

export function Toasts() {
  const toasts = useToasts()
  return (
    <div className="toasts">
      <div className="toast-region" role="status" aria-live="polite">
        {toasts
          .filter((toast) => toast.kind !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div className="toast-region" aria-live="assertive">
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast-${toast.kind}`}>
      <span>
        {toast.kind === 'error' && <strong className="toast-label">Error: </strong>}
        {toast.text}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  )
}
