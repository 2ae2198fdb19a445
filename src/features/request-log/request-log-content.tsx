// The request log's content: each call with status, timing, size, its contract check, bodies and
// "Copy as" cURL, PowerShell, fetch, Python and HTTPie; the log as a HAR file, and a HAR file in as
// the demo's Replay. Server strings are rendered as text. The key is never shown: "Include secrets
// in copies" puts it only into what is copied or exported.
import { memo, useId, useMemo, useState, type ReactNode } from 'react'
import { download } from '../../lib/export'
import { parseJson, stringifyJson } from '../../lib/json'
import { redactedHeaders, redactedUrl, type CopyOptions } from '../../api/snippets'
import { IncludeSecrets, SnippetButtons } from '../../components/snippet-buttons'
import { formatCount, plural } from '../../lib/format'
import { PanelHeader } from '../../lib/panel-header'
import type { ContractResult } from './contract-check'
import { ContractLine } from './contract-line'
import { clearContractResults, useContractResults } from './contract-store'
import {
  clearRequestLog,
  formatBytes,
  isSlow,
  outcomeOf,
  statusLabel,
  highlightStore,
  openNewestStore,
  useRequestLog,
  type Highlight,
  type LogEntry,
} from './request-log-store'
import { useStore } from '../../lib/store'
import { apiPath } from '../demo/recording'
import { closeAndReturnFocus } from './request-log-button'
import { toHar } from './har'
import { Waterfall } from './waterfall'
import { ReplayImport } from './replay-import'
import { OpenInExplorer } from '../explorer/open-in-explorer'

/** What the log shows on screen, whatever is copied. */
const shown: CopyOptions = { includeSecrets: false }

/** Bodies are shown up to this many characters; the rest is noted, not rendered. */
const SHOWN_CHARS = 50_000

/** A call a tour points at: its method and its path after /v1, the query aside. */
const isHighlighted = (entry: LogEntry, highlight: Highlight) =>
  entry.method === highlight.method && apiPath(new URL(entry.url)).split('?')[0] === highlight.path

export function RequestLogContent() {
  const entries = useRequestLog()
  const results = useContractResults()
  const highlight = useStore(highlightStore)
  const highlightedId = highlight && entries.find((entry) => isHighlighted(entry, highlight))?.id
  const scaleMs = Math.max(
    0,
    ...entries.map((e) => (e.durationMs ?? 0) + (e.parseMs ?? 0) + (e.renderMs ?? 0)),
  )
  const [includeSecrets, setIncludeSecrets] = useState(false)
  const options: CopyOptions = useMemo(() => ({ includeSecrets }), [includeSecrets])
  return (
    <>
      <PanelHeader
        title="Request log"
        onClose={closeAndReturnFocus}
        className="request-log-header"
      />
      <div className="request-log-tools">
        <IncludeSecrets
          checked={includeSecrets}
          onChange={setIncludeSecrets}
          describedBy="request-log-secrets"
        />
        <span className="muted" id="request-log-secrets">
          {includeSecrets
            ? 'Copies and the HAR export hold the API key, in headers and URLs.'
            : 'Copies and the HAR export say REDACTED where the API key was.'}
        </span>
        <span className="muted">{plural(entries.length, 'call')}</span>
        <button
          type="button"
          className="button"
          disabled={entries.length === 0}
          onClick={() =>
            download(
              `pet-store-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.har`,
              `${JSON.stringify(toHar(entries, options), null, 2)}\n`,
              'application/json',
            )
          }
        >
          Export HAR
        </button>
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
      <ReplayImport />
      {entries.length === 0 ? (
        <p className="empty-state">No API calls yet. Every call the console makes shows up here.</p>
      ) : (
        <ol className="request-log-list">
          {entries.map((entry, index) => (
            <LogItem
              key={entry.id}
              entry={entry}
              options={options}
              highlighted={entry.id === highlightedId}
              newest={index === 0}
              scaleMs={scaleMs}
              contract={results.get(entry.id)}
            />
          ))}
        </ol>
      )}
    </>
  )
}

/** A stable ref callback: a new one each render would scroll back to the highlight on every call. */
const scrollTo = (item: HTMLLIElement | null) => item?.scrollIntoView?.({ block: 'nearest' })

// Memoised: each call updates the log several times, and only its own entry changes.
const LogItem = memo(function LogItem({
  entry,
  options,
  highlighted,
  newest,
  scaleMs,
  contract,
}: {
  entry: LogEntry
  options: CopyOptions
  highlighted: boolean
  /** In presenter view the newest call is open. */
  newest: boolean
  scaleMs: number
  contract: ContractResult | undefined
}) {
  const openNewest = useStore(openNewestStore) && newest
  const summaryId = useId()
  const outcome = outcomeOf(entry)
  const slow = isSlow(entry)
  const url = redactedUrl(entry, shown)
  return (
    <li
      className={`log-entry log-${outcome}${slow ? ' log-slow' : ''}${highlighted ? ' log-highlight' : ''}`}
      aria-current={highlighted || undefined}
      ref={highlighted ? scrollTo : undefined}
    >
      <div className="log-line" id={summaryId}>
        <span className="log-method">{entry.method}</span>
        <span className="log-status">{statusLabel(entry)}</span>
        {outcome === 'failed' && <span className="log-flag log-flag-failed">Failed</span>}
        {entry.responseHeaders['x-demo-replay'] === 'miss' && (
          <span className="log-flag log-flag-failed">Not in the recording</span>
        )}
        {slow && <span className="log-flag log-flag-slow">Slow</span>}
        <span className="log-meta muted">
          {entry.durationMs === null ? '…' : `${entry.durationMs} ms`} ·{' '}
          {formatBytes(entry.responseBytes)}
        </span>
        <span className="log-url">{url}</span>
      </div>
      <Waterfall entry={entry} scaleMs={scaleMs} />
      <ContractLine entry={entry} result={contract} />
      <SnippetButtons request={entry} options={options} describedBy={summaryId} />
      <OpenInExplorer record={entry} describedBy={summaryId} />
      {/* Keyed by openNewest: turning the presenter view on opens the newest call already shown. */}
      <LazyDetails key={`request-${openNewest}`} summary="Request" initiallyOpen={openNewest}>
        {() => (
          <>
            <HeaderList pairs={redactedHeaders(entry, shown)} />
            <Body text={entry.requestBody} truncated={false} />
          </>
        )}
      </LazyDetails>
      <LazyDetails key={`response-${openNewest}`} summary="Response" initiallyOpen={openNewest}>
        {() => (
          <>
            <HeaderList pairs={Object.entries(entry.responseHeaders)} />
            <Body text={entry.responseBody} truncated={entry.responseTruncated} />
          </>
        )}
      </LazyDetails>
    </li>
  )
})

/** Renders its content only while open: pretty-printing 200 large bodies up front would stall. */
function LazyDetails({
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

function HeaderList({ pairs }: { pairs: [string, string][] }) {
  if (pairs.length === 0) return <p className="muted">No headers.</p>
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
