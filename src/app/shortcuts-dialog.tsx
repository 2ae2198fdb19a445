// The keyboard shortcuts help dialog (opened with "?" or the header button; see shortcuts.tsx).
import { useEffect, useRef } from 'react'
import { PanelHeader } from '../lib/panel-header'
import { shortcutPages } from './pages'

const shortcutList: { keys: string[]; what: string }[] = [
  { keys: ['/'], what: 'Focus the search box' },
  { keys: ['?'], what: 'Show keyboard shortcuts' },
  { keys: ['L'], what: 'Open or close the request log' },
  ...shortcutPages.map((page) => ({
    keys: ['g', page.shortcut ?? ''],
    what: `Go to ${page.nav ?? page.title ?? page.path}`,
  })),
  { keys: ['Esc'], what: 'Close the dialog or the request log' },
]

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previous = document.activeElement
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus()
    // Capture phase, so Escape is taken here before the request log's own Escape handler.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
      } else if (event.key === 'Tab') {
        trapTab(event, dialogRef.current)
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      // Focus goes back to where it was before the dialog opened.
      if (previous instanceof HTMLElement) previous.focus()
    }
  }, [onClose])

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="shortcuts-title"
      >
        <PanelHeader id="shortcuts-title" title="Keyboard shortcuts" onClose={onClose} />
        <dl className="shortcut-list">
          {shortcutList.map((item) => (
            <div key={item.keys.join(' ')} className="shortcut-row">
              <dt>
                {item.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="muted"> then </span>}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{item.what}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">Shortcuts are off while you type in a field.</p>
      </div>
    </div>
  )
}

/** Keeps Tab inside the dialog: aria-modal promises the rest of the page is out of reach. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null) {
  const focusable = Array.from(
    dialog?.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]') ?? [],
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog?.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog?.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
