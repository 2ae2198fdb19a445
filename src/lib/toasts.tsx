// Notifications: a store any feature can add to, and the two live regions the shell renders.
// Errors use aria-live rather than role="alert" so the pages' own error alerts stay the only alerts.
import { useT } from './i18n/i18n'
import { createStore, useStore } from './store'

export interface Toast {
  id: number
  kind: 'success' | 'error' | 'info'
  /** Words, or how to make them: a toast that stays is worded again in a newly chosen language. */
  text: string | (() => string)
}

const toastStore = createStore<Toast[]>([])
let nextId = 1

export function showToast(kind: Toast['kind'], text: Toast['text'], timeoutMs = 5000): void {
  const toast = { id: nextId++, kind, text }
  toastStore.set((toasts) => [...toasts, toast].slice(-4))
  if (timeoutMs > 0) setTimeout(() => dismissToast(toast.id), timeoutMs)
}

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id))
}

export function Toasts() {
  const toasts = useStore(toastStore)
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
  const t = useT()
  return (
    <div className={`toast toast-${toast.kind}`}>
      <span className="toast-text">
        {toast.kind === 'error' && <strong className="toast-label">{t('lib.toast-error')}</strong>}
        {typeof toast.text === 'function' ? toast.text() : toast.text}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('lib.dismiss-notification')}
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  )
}
