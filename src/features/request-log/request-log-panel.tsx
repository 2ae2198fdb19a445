// The request log panel: each API call with status, timing, size, bodies and "Copy as cURL" /
// "Copy as fetch". Server strings are rendered as text; the key stays redacted unless asked.

// Its content is code no page needs until the log is first opened.
const RequestLogContent = lazy(() =>
  import('./request-log-content').then((m) => ({ default: m.RequestLogContent })),
)
import { lazy, Suspense, useEffect, useRef } from 'react'
import { modalIsOpen } from '../../lib/modal-is-open'
import { useT } from '../../lib/i18n/i18n'
import { closeAndReturnFocus, PANEL_ID, TOGGLE_ID } from './request-log-button'
import { useRequestLogOpen } from './request-log-store'

export function RequestLogPanel() {
  const t = useT()
  const open = useRequestLogOpen()
  const panelRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    panel.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes only the top-most thing: an open modal dialog takes it, the log stays open.
      if (event.key === 'Escape' && !event.defaultPrevented && !modalIsOpen()) {
        closeAndReturnFocus()
      }
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
      aria-label={t('log.title')}
      tabIndex={-1}
      hidden={!open}
    >
      {open && (
        <Suspense fallback={<p className="muted">{t('log.loading')}</p>}>
          <RequestLogContent />
        </Suspense>
      )}
    </aside>
  )
}
