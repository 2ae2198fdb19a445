// Asks before a call that changes data on Production. Cancel has focus, and Escape means Cancel.
import { useRef } from 'react'
import { useModalDialog } from '../../lib/dialog'
import type { ExplorerOperation } from './operations'

/** "This creates a pet on Production": the words for what a call would do there. */
export function productionWarning(operation: ExplorerOperation): string {
  const thing = operation.bodyName?.toLowerCase()
  if (operation.method === 'POST' && thing) return `This creates a ${thing} on Production.`
  return `This sends ${operation.method} ${operation.path} to Production.`
}

/** Whether a call needs asking first: anything but a read, sent to Production. */
export const needsConfirmation = (operation: ExplorerOperation, environment: string) =>
  environment === 'production' && !['GET', 'HEAD', 'OPTIONS'].includes(operation.method)

export function ConfirmSend({
  operation,
  onSend,
  onCancel,
}: {
  operation: ExplorerOperation
  onSend: () => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  useModalDialog(ref, onCancel, cancel)
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-send-title"
      aria-describedby="confirm-send-text"
      className="dialog confirm-dialog"
    >
      <h2 id="confirm-send-title">Send to Production?</h2>
      <p id="confirm-send-text">
        {productionWarning(operation)} Production is a live server: the change is real.
      </p>
      <div className="row confirm-actions">
        <button type="button" className="button danger" onClick={onSend}>
          Send to Production
        </button>
        <button ref={cancel} type="button" className="button primary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
