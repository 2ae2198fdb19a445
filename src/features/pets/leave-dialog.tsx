// Asks before leaving a half-filled add-pet form. "Stay" has focus, and Escape means Stay.
import { useEffect, useEffectEvent, useRef } from 'react'

export function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null)
  const stay = useEffectEvent(onStay)
  useEffect(() => {
    const previous = document.activeElement
    stayRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stay()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (previous instanceof HTMLElement) previous.focus()
    }
  }, [])
  return (
    <div className="dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-dialog-title"
        aria-describedby="leave-dialog-text"
        className="confirm-dialog card"
      >
        <h2 id="leave-dialog-title">Leave this form?</h2>
        <p id="leave-dialog-text">
          The pet has not been created yet. Your draft stays in this tab, so you can come back to
          it.
        </p>
        <div className="row confirm-actions">
          <button type="button" className="button" onClick={onLeave}>
            Leave
          </button>
          <button type="button" className="button primary" ref={stayRef} onClick={onStay}>
            Stay
          </button>
        </div>
      </div>
    </div>
  )
}
