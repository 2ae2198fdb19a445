// Asks before leaving a half-filled add-pet form. "Stay" has focus, and Escape means Stay.
import { useRef } from 'react'
import { useModalDialog } from '../../lib/dialog'

export function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const stay = useRef<HTMLButtonElement>(null)
  useModalDialog(ref, onStay, stay)
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      className="dialog confirm-dialog"
    >
      <h2 id="leave-dialog-title">Leave this form?</h2>
      <p id="leave-dialog-text">
        The pet has not been created yet. Your draft stays in this tab, so you can come back to it.
      </p>
      <div className="row confirm-actions">
        <button type="button" className="button" onClick={onLeave}>
          Leave
        </button>
        <button ref={stay} type="button" className="button primary" onClick={onStay}>
          Stay
        </button>
      </div>
    </dialog>
  )
}
