// Keyboard shortcuts (/ search, ? help, L request log, g then a page's key to open it). The help dialog
// is its own chunk, loaded on first open: no first page needs it.
import { lazy, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { modalIsOpen } from '../lib/modal-is-open'
import { DialogButton } from '../lib/dialog-button'
import { useT } from '../lib/i18n/i18n'
import { isTypingTarget } from '../lib/typing-target'
import { toggleRequestLog } from '../features/request-log/request-log-store'
import { shortcutPages } from './pages'
import { togglePresenter } from './presenter'

/** How long "g" waits for its second key. */
const SEQUENCE_MS = 1500

const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
)

export function Shortcuts() {
  const t = useT()
  const navigate = useNavigate()
  const [helpOpen, setHelpOpen] = useState(false)
  const gPressedAt = useRef(0)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      // While a modal is open the page under it is inert, shortcuts included.
      if (modalIsOpen() || isTypingTarget(event.target)) return
      const key = event.key
      const afterG = Date.now() - gPressedAt.current < SEQUENCE_MS
      gPressedAt.current = 0
      const target = afterG && shortcutPages.find((page) => page.shortcut === key.toLowerCase())
      if (target) {
        event.preventDefault()
        void navigate(target.path)
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
      } else if (key === 'p' || key === 'P') {
        event.preventDefault()
        togglePresenter()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [navigate])

  return (
    <DialogButton
      open={helpOpen}
      setOpen={setHelpOpen}
      Dialog={ShortcutsDialog}
      className="button icon-only shortcuts-button"
      aria-label={t('app.shortcuts')}
      title={t('app.shortcuts-title')}
    >
      ?
    </DialogButton>
  )
}
