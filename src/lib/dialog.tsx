// A modal dialog: focus moves into it, Tab stays inside (aria-modal promises the rest is out of
// reach), Escape closes it before anything under it hears the key, and focus goes back after.
import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react'
import { PanelHeader } from './panel-header'

/** The keyboard and focus half of a modal, for any element that shows as one. */
export function useModal(
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  { focusLast = false } = {},
) {
  const close = useEffectEvent(onClose)
  useEffect(() => {
    const previous = document.activeElement
    const focusable = () =>
      Array.from(ref.current?.querySelectorAll<HTMLElement>('button, [href], input, select') ?? [])
    const all = focusable()
    // The first thing to do, not the close button, when there is one; or the last (a safe choice).
    ;(focusLast ? all.at(-1) : (all[1] ?? all[0]))?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab') return
      const all = focusable()
      const [first, last] = [all[0], all.at(-1)]
      const active = document.activeElement
      if (!first || !last) return
      if (event.shiftKey && (active === first || !ref.current?.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !ref.current?.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    // Capture phase: the request log and a running tour listen for Escape too.
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      if (previous instanceof HTMLElement) previous.focus()
    }
  }, [ref, focusLast])
}

export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = `dialog-${title.toLowerCase().replace(/\W+/g, '-')}`
  useModal(ref, onClose)

  return (
    <div className="dialog-backdrop">
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PanelHeader id={titleId} title={title} onClose={onClose} />
        {children}
      </div>
    </div>
  )
}
