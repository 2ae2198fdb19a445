// The answer to the explorer's request: status, time and size, the contract's verdict, headers,
// the body as a tree (searchable, virtualized) or as it came, and the call as cURL and the others.
import { useMemo, useState } from 'react'
import { statusLine } from '../../api/errors'
import type { CopyOptions } from '../../api/snippets'
import { IncludeSecrets, SnippetButtons } from '../../components/snippet-buttons'
import { CopyStatus, useCopy } from '../../components/copy'
import { formatBytes, formatCount } from '../../lib/format'
import { ContractLine } from '../contract/contract-line'
import { useContractResults } from '../contract/contract-store'
import { JsonTree } from './json-tree'
import type { Sent } from './send'

/** The raw view shows this many characters; the rest can be copied. */
const SHOWN_CHARS = 50_000

export function ResponseView({ sent, sending }: { sent: Sent | null; sending: boolean }) {
  return (
    <section
      className="card explorer-response"
      aria-labelledby="explorer-response-title"
      aria-busy={sending}
    >
      <h2 id="explorer-response-title">Response</h2>
      {sending && <p className="muted">Sending…</p>}
      {!sending && !sent && <p className="muted">Nothing sent yet: the answer shows here.</p>}
      {!sending && sent && <Answer sent={sent} />}
    </section>
  )
}

function Answer({ sent }: { sent: Sent }) {
  const { record } = sent
  const [includeSecrets, setIncludeSecrets] = useState(false)
  const options: CopyOptions = useMemo(() => ({ includeSecrets }), [includeSecrets])
  const result = useContractResults().get(record?.id ?? -1)
  if (!record || record.status === null) {
    return (
      <p role="alert" className="explorer-no-answer">
        No answer: {sent.error ?? record?.error ?? 'the request could not be sent'}.
      </p>
    )
  }
  const headers = Object.entries(record.responseHeaders)
  return (
    <>
      <p className="explorer-status">
        <strong className={record.status >= 400 ? 'status-failed' : 'status-ok'}>
          {statusLine(record.status, '')}
        </strong>{' '}
        <span className="muted">
          · {record.durationMs ?? '…'} ms · {formatBytes(record.responseBytes)}
        </span>
      </p>
      {record.responseHeaders['x-demo-replay'] === 'miss' && (
        <p className="muted">Not in the recording: Replay has no answer for this call.</p>
      )}
      <ContractLine entry={record} result={result} />
      <details className="explorer-response-headers">
        <summary>Headers ({headers.length})</summary>
        <dl>
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {/* A new answer starts with its own view: the tree folded, the search empty. */}
      <Body key={record.id} sent={sent} />
      <div className="explorer-snippets">
        <SnippetButtons request={record} options={options} />
        <IncludeSecrets checked={includeSecrets} onChange={setIncludeSecrets} />
      </div>
    </>
  )
}

function Body({ sent }: { sent: Sent }) {
  const text = sent.record?.responseBody ?? ''
  const [view, setView] = useState<'tree' | 'raw'>(sent.hasParsedBody ? 'tree' : 'raw')
  const [copyStatus, copy] = useCopy()
  if (text.trim() === '') return <p className="muted">No body.</p>
  const cut = text.length > SHOWN_CHARS
  return (
    <div className="explorer-body-view">
      <div className="row" role="group" aria-label="Body view">
        <button
          type="button"
          className="button small"
          aria-pressed={view === 'tree'}
          disabled={!sent.hasParsedBody}
          onClick={() => setView('tree')}
        >
          Tree
        </button>
        <button
          type="button"
          className="button small"
          aria-pressed={view === 'raw'}
          onClick={() => setView('raw')}
        >
          Raw
        </button>
        <button type="button" className="button small" onClick={() => copy(text)}>
          Copy body
        </button>
        <CopyStatus status={copyStatus} />
      </div>
      {view === 'tree' && sent.hasParsedBody ? (
        <JsonTree value={sent.parsedBody} label="Response body" />
      ) : (
        <>
          <pre className="log-pre explorer-raw">{cut ? text.slice(0, SHOWN_CHARS) : text}</pre>
          {cut && (
            <p className="muted">
              Showing the first {formatCount(SHOWN_CHARS)} of {formatCount(text.length)} characters;
              Copy body has them all.
            </p>
          )}
        </>
      )}
    </div>
  )
}
