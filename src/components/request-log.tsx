// The request log panel and its header button: each API call with status, timing, size, bodies and
// "Copy as cURL" / "Copy as fetch". Server strings are rendered as text; the key stays redacted
// unless "Include secrets" is ticked.
import { lazy, Suspense, useEffect, useRef } from 'react'
import {
  outcomeOf,
  setRequestLogOpen,
  toggleRequestLog,
  useRequestLog,
  useRequestLogOpen,
} from '../lib/request-log'

// The panel's content (entries, bodies, cURL/fetch copies) loads on first open: it is not needed
// for the first page, which has a 100 KiB gzip budget (see README, Performance).
const RequestLogContent = lazy(() =>
  import('./request-log-content').then((m) => ({ default: m.RequestLogContent })),
)

const PANEL_ID = 'request-log'
const TOGGLE_ID = 'request-log-toggle'

export function RequestLogButton() {
  const open = useRequestLogOpen()
  const failed = useRequestLog().filter((e) => outcomeOf(e) === 'failed').length
  return (
    <button
      type="button"
      id={TOGGLE_ID}
      className="button log-toggle"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={toggleRequestLog}
    >
      Request log
      {failed > 0 && (
        // The count is a visual hint only; the panel itself labels each failed call.
        <span className="log-toggle-count" aria-hidden="true">
          {failed}
        </span>
      )}
    </button>
  )
}

export function closeAndReturnFocus() {
  setRequestLogOpen(false)
  document.getElementById(TOGGLE_ID)?.focus()
}

export function RequestLogPanel() {
  const open = useRequestLogOpen()
  const panelRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    panel.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog that handled Escape first marks it; the log stays open then.
      if (event.key === 'Escape' && !event.defaultPrevented) closeAndReturnFocus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      // Closed from inside (or its focused control vanished): hand focus back to the toggle.
      const active = document.activeElement
      if (active === document.body || panel.contains(active)) {
        document.getElementById(TOGGLE_ID)?.focus()
      }
    }
  }, [open])

  // While open, the panel starts below the sticky header (which wraps to more rows on narrow
  // screens), so the header's own toggle stays visible. Set on the panel, not the document: a
  // custom property on <html> would restyle the whole page.
  useEffect(() => {
    const panel = panelRef.current
    const header = document.querySelector<HTMLElement>('.app-header')
    if (!open || !panel || !header || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      panel.style.setProperty('--header-height', `${header.offsetHeight}px`),
    )
    observer.observe(header)
    return () => observer.disconnect()
  }, [open])

  return (
    <aside
      id={PANEL_ID}
      ref={panelRef}
      className="request-log"
      aria-label="Request log"
      tabIndex={-1}
      hidden={!open}
    >
      {open && (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <RequestLogContent />
        </Suspense>
      )}
    </aside>
  )
}
