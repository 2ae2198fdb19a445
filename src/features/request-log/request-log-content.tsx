// The request log's content: each call with status, timing,
// size, bodies and "Copy as cURL" / "Copy as fetch". Server strings are rendered as text. The key is
// never shown: "Include secrets in copies" puts it only into what is copied.
import { useId, useState, type ReactNode } from 'react'
import { parseJson, stringifyJson } from '../../lib/json'
import { formatCount } from '../../lib/format'
import { PanelHeader } from '../../lib/panel-header'
import { showToast } from '../../lib/toasts'
import { redactedHeaders, redactedUrl, toCurl, toFetch, type CopyOptions } from './curl'
import {
  clearRequestLog,
  formatBytes,
  isSlow,
  outcomeOf,
  statusLabel,
  useRequestLog,
  type LogEntry,
} from './request-log-store'
import { closeAndReturnFocus } from './request-log-button'

/** What the log shows on screen, whatever is copied. */
const shown: CopyOptions = { includeSecrets: false }

/** Bodies are shown up to this many characters; the rest is noted, not rendered. */
const SHOWN_CHARS = 50_000

export function RequestLogContent() {
  const entries = useRequestLog()
  const [includeSecrets, setIncludeSecrets] = useState(false)
  const options: CopyOptions = { includeSecrets }
  return (
    <>
      <PanelHeader
        title="Request log"
        onClose={closeAndReturnFocus}
        className="request-log-header"
      />
      <div className="request-log-tools">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={includeSecrets}
            onChange={(event) => setIncludeSecrets(event.target.checked)}
          />
          Include secrets in copies
        </label>
        <span className="muted">
          {entries.length} {entries.length === 1 ? 'call' : 'calls'}
        </span>
        <button
          type="button"
          className="button"
          onClick={clearRequestLog}
          disabled={entries.length === 0}
        >
          Clear
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="empty-state">No API calls yet. Every call the console makes shows up here.</p>
      ) : (
        <ol className="request-log-list">
          {entries.map((entry) => (
            <LogItem key={entry.id} entry={entry} options={options} />
          ))}
        </ol>
      )}
    </>
  )
}

const copies = [
  { label: 'Copy as cURL', format: toCurl },
  { label: 'Copy as fetch', format: toFetch },
]

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    showToast('success', 'Copied')
  } catch {
    showToast('error', 'Could not copy: the browser did not allow clipboard access.')
  }
}

function LogItem({ entry, options }: { entry: LogEntry; options: CopyOptions }) {
  const summaryId = useId()
  const outcome = outcomeOf(entry)
  const slow = isSlow(entry)
  const url = redactedUrl(entry, shown)
  return (
    <li className={`log-entry log-${outcome}${slow ? ' log-slow' : ''}`}>
      <div className="log-line" id={summaryId}>
        <span className="log-method">{entry.method}</span>
        <span className="log-status">{statusLabel(entry)}</span>
        {outcome === 'failed' && <span className="log-flag log-flag-failed">Failed</span>}
        {slow && <span className="log-flag log-flag-slow">Slow</span>}
        <span className="log-meta muted">
          {entry.durationMs === null ? '…' : `${entry.durationMs} ms`} ·{' '}
          {formatBytes(entry.responseBytes)}
        </span>
        <span className="log-url">{url}</span>
      </div>
      <div className="log-actions">
        {copies.map(({ label, format }) => (
          <button
            key={label}
            type="button"
            className="button small"
            aria-describedby={summaryId}
            onClick={() => void copy(format(entry, options))}
          >
            {label}
          </button>
        ))}
      </div>
      <LazyDetails summary="Request">
        {() => (
          <>
            <HeaderList pairs={redactedHeaders(entry, shown)} />
            <Body text={entry.requestBody} truncated={false} />
          </>
        )}
      </LazyDetails>
      <LazyDetails summary="Response">
        {() => (
          <>
            <HeaderList pairs={Object.entries(entry.responseHeaders)} />
            <Body text={entry.responseBody} truncated={entry.responseTruncated} />
          </>
        )}
      </LazyDetails>
    </li>
  )
}

/** Renders its content only while open: pretty-printing 200 large bodies up front would stall. */
function LazyDetails({ summary, children }: { summary: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="log-details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && children()}
    </details>
  )
}

function HeaderList({ pairs }: { pairs: [string, string][] }) {
  if (pairs.length === 0) return <p className="muted">No headers.</p>
  return (
    <pre className="log-pre">{pairs.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
  )
}

/** Pretty JSON when it parses (int64 kept exact), else the raw text. */
export function prettyBody(text: string): string {
  try {
    return stringifyJson(parseJson(text), 2)
  } catch {
    return text
  }
}

function Body({ text, truncated }: { text: string | null; truncated: boolean }) {
  if (text === null || text === '') return <p className="muted">No body.</p>
  const pretty = truncated ? text : prettyBody(text)
  const cut = pretty.length > SHOWN_CHARS
  return (
    <>
      <pre className="log-pre">{cut ? pretty.slice(0, SHOWN_CHARS) : pretty}</pre>
      {(cut || truncated) && (
        <p className="muted">
          Body truncated: showing the first {formatCount(Math.min(pretty.length, SHOWN_CHARS))}{' '}
          characters.
        </p>
      )}
    </>
  )
}
