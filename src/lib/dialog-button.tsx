// A header button that opens a dialog whose code loads on first use.
import { Suspense, useCallback, type ComponentType, type ReactNode } from 'react'

export function DialogButton({
  open,
  setOpen,
  Dialog,
  children,
  ...button
}: {
  open: boolean
  setOpen: (open: boolean) => void
  /** A lazy component. */
  Dialog: ComponentType<{ onClose: () => void }>
  children: ReactNode
  id?: string
  className?: string
  title?: string
  'aria-label'?: string
}) {
  const close = useCallback(() => setOpen(false), [setOpen])
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...button}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={close} />
        </Suspense>
      )}
    </>
  )
}
