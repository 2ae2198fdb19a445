// Keyboard shortcuts (/ search, ? help, L request log, g then p/o/s/h to navigate) and the help dialog.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toggleRequestLog } from '../lib/request-log'

const goTargets: Record<string, { path: string; label: string }> = {
  h: { path: '/', label: 'Overview' },
  p: { path: '/pets', label: 'Pets' },
  o: { path: '/orders', label: 'Orders' },
  s: { path: '/settings', label: 'Settings' },
}
/** How long "g" waits for its second key. */
const SEQUENCE_MS = 1500

const shortcutList: { keys: string[]; what: string }[] = [
  { keys: ['/'], what: 'Focus the search box' },
  { keys: ['?'], what: 'Show keyboard shortcuts' },
  { keys: ['L'], what: 'Open or close the request log' },
  ...Object.entries(goTargets).map(([key, target]) => ({
    keys: ['g', key],
    what: `Go to ${target.label}`,
  })),
  { keys: ['Esc'], what: 'Close the dialog or the request log' },
]

/** Typing in a field must never trigger a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

export function Shortcuts() {
  const navigate = useNavigate()
  const [helpOpen, setHelpOpen] = useState(false)
  const gPressedAt = useRef(0)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (helpOpen || isTypingTarget(event.target)) return
      const key = event.key
      const afterG = Date.now() - gPressedAt.current < SEQUENCE_MS
      gPressedAt.current = 0
      if (afterG && goTargets[key.toLowerCase()]) {
        event.preventDefault()
        void navigate(goTargets[key.toLowerCase()]?.path ?? '/')
      } else if (key === 'g') {
        gPressedAt.current = Date.now()
      } else if (key === '/') {
        const search = document.querySelector<HTMLInputElement>('main input[type="search"]')
        if (search) {
          event.preventDefault()
          search.focus()
        }
      } else if (key === '?') {
        event.preventDefault()
        setHelpOpen(true)
      } else if (key === 'l' || key === 'L') {
        event.preventDefault()
        toggleRequestLog()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [helpOpen, navigate])

  const close = useCallback(() => setHelpOpen(false), [])
  return (
    <>
      <button
        type="button"
        className="button icon-only"
        aria-label="Keyboard shortcuts"
        aria-haspopup="dialog"
        title="Keyboard shortcuts (?)"
        onClick={() => setHelpOpen(true)}
      >
        ?
      </button>
      {helpOpen && <ShortcutsDialog onClose={close} />}
    </>
  )
}

function ShortcutsDialog({ onClose }: { onClose: () => void }) {
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
        <div className="dialog-header">
          <h2 id="shortcuts-title">Keyboard shortcuts</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close keyboard shortcuts"
            onClick={onClose}
          >
            ×
          </button>
        </div>
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
