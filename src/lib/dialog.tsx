// Modals on the platform's <dialog>: showModal() puts it in the top layer and makes the rest of the
// page inert (no click or Tab reaches it), Escape becomes its `cancel` then `close`, and closing it
// hands focus back to whatever had it before.
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react'
import { PanelHeader } from './panel-header'

/**
 * Shows `ref`'s <dialog> as a modal while it is mounted, and calls `onClose` when the element
 * closes itself (Escape). `initialFocus` overrides the browser's choice, the first focusable.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const closed = useEffectEvent(onClose)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    // React's autoFocus runs before the dialog shows, while nothing in it can take focus.
    initialFocus?.current?.focus()
    // A `close` still queued from before a re-open (React's dev double mount) is not this one's.
    const onCloseEvent = () => {
      if (!dialog.open) closed()
    }
    dialog.addEventListener('close', onCloseEvent)
    return () => {
      dialog.removeEventListener('close', onCloseEvent)
      // Closed before React removes it: only close() gives focus back to the opener.
      dialog.close()
    }
  }, [ref, initialFocus])
}

export function Dialog({
  title,
  onClose,
  initialFocus,
  children,
}: {
  title: string
  onClose: () => void
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  // Not made from the title: a title in Japanese or Arabic has no letter \w keeps.
  const titleId = useId()
  useModalDialog(ref, onClose, initialFocus)

  return (
    <dialog ref={ref} className="dialog" aria-modal="true" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title={title} onClose={onClose} />
      {children}
    </dialog>
  )
}

/**
 * A question before something that cannot be taken back: the safe answer (`cancel`) has focus,
 * and Escape means it.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  danger = false,
}: {
  title: string
  text: ReactNode
  /** The buttons' labels. */
  confirm: string
  cancel: string
  onConfirm: () => void
  onCancel: () => void
  /** The confirm button looks dangerous: the change is real. */
  danger?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const safe = useRef<HTMLButtonElement>(null)
  const id = useId()
  useModalDialog(ref, onCancel, safe)
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="dialog confirm-dialog"
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="row confirm-actions">
        <button type="button" className={danger ? 'button danger' : 'button'} onClick={onConfirm}>
          {confirm}
        </button>
        <button ref={safe} type="button" className="button primary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </dialog>
  )
}
