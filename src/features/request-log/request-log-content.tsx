// The request log's content: each call with status, timing, size, its contract check, bodies and
// "Copy as" cURL, PowerShell, fetch, Python and HTTPie. Server strings are rendered as text.
import { useId, useState, type ReactNode } from 'react'
import { redactedHeaders, redactedUrl, type CopyOptions } from '../../api/snippets'
import { IncludeSecrets, SnippetButtons } from '../../components/snippet-buttons'
import { parseJson, stringifyJson } from '../../lib/json'
import { formatCount, plural } from '../../lib/format'
import { PanelHeader } from '../../lib/panel-header'
import type { ContractResult, Finding } from './contract-check'
import { clearContractResults, useContractResults } from './contract-store'
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

/** Bodies are shown up to this many characters; the rest is noted, not rendered. */
const SHOWN_CHARS = 50_000

export function RequestLogContent() {
  const entries = useRequestLog()
  const results = useContractResults()
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
        <IncludeSecrets checked={includeSecrets} onChange={setIncludeSecrets} />
        <span className="muted">
          {entries.length} {entries.length === 1 ? 'call' : 'calls'}
        </span>
        <button
          type="button"
          className="button"
          onClick={() => {
            clearRequestLog()
            clearContractResults()
          }}
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
            <LogItem
              key={entry.id}
              entry={entry}
              options={options}
              contract={results.get(entry.id)}
            />
          ))}
        </ol>
      )}
    </>
  )
}

function LogItem({
  entry,
  options,
  contract,
}: {
  entry: LogEntry
  options: CopyOptions
  contract: ContractResult | undefined
}) {
  const summaryId = useId()
  const outcome = outcomeOf(entry)
  const slow = isSlow(entry)
  const url = redactedUrl(entry, options)
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
      <ContractLine entry={entry} result={contract} />
      <SnippetButtons request={entry} options={options} describedBy={summaryId} />
      <LazyDetails summary="Request">
        {() => (
          <>
            <HeaderList pairs={redactedHeaders(entry, options)} />
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

function ContractLine({ entry, result }: { entry: LogEntry; result: ContractResult | undefined }) {
  if (!result) {
    const why = entry.error !== null ? 'not checked (no response)' : 'checking…'
    return <p className="log-contract muted">Contract: {why}</p>
  }
  const ok = result.violationCount === 0
  return (
    <div className={`log-contract ${ok ? 'contract-ok' : 'contract-bad'}`}>
      <p>
        <strong>Contract: {ok ? 'OK' : plural(result.violationCount, 'violation')}</strong>
        {result.operation && <span className="muted"> · {result.operation}</span>}
      </p>
      <Findings items={result.violations} total={result.violationCount} />
      {result.noteCount > 0 && (
        <details className="log-notes">
          <summary>{plural(result.noteCount, 'note')}: fields not in the contract</summary>
          <Findings items={result.notes} total={result.noteCount} />
        </details>
      )}
    </div>
  )
}

function Findings({ items, total }: { items: readonly Finding[]; total: number }) {
  if (items.length === 0) return null
  return (
    <ul className="log-findings">
      {items.map((item, index) => (
        <li key={index}>
          <code>{item.path}</code>: {item.message}
        </li>
      ))}
      {total > items.length && (
        <li className="muted">and {formatCount(total - items.length)} more</li>
      )}
    </ul>
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
