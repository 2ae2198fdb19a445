// The header's "Request log" button, with a count of failed calls.
import { useT } from '../../lib/i18n/i18n'
import {
  outcomeOf,
  setRequestLogOpen,
  toggleRequestLog,
  useRequestLog,
  useRequestLogOpen,
} from './request-log-store'

export const PANEL_ID = 'request-log'
export const TOGGLE_ID = 'request-log-toggle'

export function RequestLogButton() {
  const t = useT()
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
      {/* On a phone only "Log" shows; the name stays "Request log". One box: words outside the
          tags (the pseudo-locale's brackets) take no gap of the button's. */}
      <span>
        {t.rich('log.toggle', {
          wide: (chunks) => <span className="wide-only">{chunks}</span>,
          word: (chunks) => <span className="log-word">{chunks}</span>,
        })}
      </span>
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
