// A call's request or response in the log: headers and body, rendered only once opened.
import { useState, type ReactNode } from 'react'
import { parseJson, stringifyJson } from '../../lib/json'
import { useT } from '../../lib/i18n/i18n'
import { MAX_LOG_BODY_CHARS } from './request-log-store'
import '../../lib/i18n/en/log'

/** Bodies are shown up to this many characters; the rest is noted, not rendered. */
const SHOWN_CHARS = 50_000

/** Renders its content only while open: pretty-printing 200 large bodies up front would stall. */
export function LazyDetails({
  summary,
  initiallyOpen,
  children,
}: {
  summary: string
  initiallyOpen: boolean
  children: () => ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details
      className="log-details"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open && children()}
    </details>
  )
}

export function HeaderList({ pairs }: { pairs: [string, string][] }) {
  const t = useT()
  if (pairs.length === 0) return <p className="muted">{t('log.no-headers')}</p>
  return (
    <pre className="log-pre">{pairs.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
  )
}

/** Pretty JSON when it parses (int64 kept exact), else the raw text. */
function prettyBody(text: string): string {
  try {
    return stringifyJson(parseJson(text), 2)
  } catch {
    return text
  }
}

export function Body({
  text,
  truncated,
  dropped,
}: {
  text: string | null
  truncated: boolean
  dropped: boolean
}) {
  const t = useT()
  if (dropped)
    return (
      <p className="muted">{t('log.body-dropped-note', { mb: MAX_LOG_BODY_CHARS / 1_000_000 })}</p>
    )
  if (text === null || text === '') return <p className="muted">{t('log.no-body')}</p>
  const pretty = truncated ? text : prettyBody(text)
  const cut = pretty.length > SHOWN_CHARS
  return (
    <>
      <pre className="log-pre">{cut ? pretty.slice(0, SHOWN_CHARS) : pretty}</pre>
      {(cut || truncated) && (
        <p className="muted">
          {t('log.body-truncated', { count: Math.min(pretty.length, SHOWN_CHARS) })}
        </p>
      )}
    </>
  )
}
