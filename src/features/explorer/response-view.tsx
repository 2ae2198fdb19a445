// The answer to the explorer's request: status, time and size, the contract's verdict, headers,
// the body as a tree (searchable, virtualized) or as it came, and the call as cURL and the others.
import { useMemo, useState } from 'react'
import { statusLine } from '../../api/errors'
import type { CopyOptions } from '../../api/snippets'
import { IncludeSecrets, SnippetButtons } from '../../components/snippet-buttons'
import { CopyStatus, useCopy } from '../../components/copy'
import { formatBytes } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import { ContractLine } from '../contract/contract-line'
import { useContractResults } from '../contract/contract-store'
import type { Draft } from './draft'
import { JsonTree } from './json-tree'
import type { ExplorerOperation } from './operations'
import { ResponseLinks, type OpenRequest } from './response-links'
import type { Sent } from './send'
import { UseInRequest } from './use-in-request'
import '../../lib/i18n/en/explorer'

/** The raw view shows this many characters; the rest can be copied. */
const SHOWN_CHARS = 50_000

/** The request being written, which the answer's links and values may open or fill. */
export interface NextRequest {
  operations: readonly ExplorerOperation[]
  operation: ExplorerOperation
  draft: Draft
  onOpen: OpenRequest
}

export function ResponseView({
  sent,
  sending,
  next,
}: {
  sent: Sent | null
  sending: boolean
  next: NextRequest
}) {
  const t = useT()
  return (
    <section
      className="card explorer-response"
      aria-labelledby="explorer-response-title"
      aria-busy={sending}
    >
      <h2 id="explorer-response-title">{t('explorer.response')}</h2>
      {sending && <p className="muted">{t('explorer.response-sending')}</p>}
      {!sending && !sent && <p className="muted">{t('explorer.response-none')}</p>}
      {!sending && sent && <Answer sent={sent} next={next} />}
    </section>
  )
}

function Answer({ sent, next }: { sent: Sent; next: NextRequest }) {
  const t = useT()
  const { record } = sent
  const [includeSecrets, setIncludeSecrets] = useState(false)
  const options: CopyOptions = useMemo(() => ({ includeSecrets }), [includeSecrets])
  const result = useContractResults().get(record?.id ?? -1)
  if (!record || record.status === null) {
    return (
      <p role="alert" className="explorer-no-answer">
        {t('explorer.no-answer', {
          reason: sent.error ?? record?.error ?? t('explorer.no-answer-not-sent'),
        })}
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
          {t('explorer.response-meta', {
            duration: String(record.durationMs ?? '…'),
            size: formatBytes(record.responseBytes),
          })}
        </span>
      </p>
      {record.responseHeaders['x-demo-replay'] === 'miss' && (
        <p className="muted">{t('explorer.replay-miss')}</p>
      )}
      <ContractLine entry={record} result={result} />
      <details className="explorer-response-headers">
        <summary>{t('explorer.response-headers', { count: headers.length })}</summary>
        <dl>
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <ResponseLinks sent={sent} operations={next.operations} onOpen={next.onOpen} />
      {/* A new answer starts with its own view: the tree folded, the search empty. */}
      <Body key={record.id} sent={sent} next={next} />
      <div className="explorer-snippets">
        <SnippetButtons request={record} options={options} />
        <IncludeSecrets checked={includeSecrets} onChange={setIncludeSecrets} />
      </div>
    </>
  )
}

function Body({ sent, next }: { sent: Sent; next: NextRequest }) {
  const t = useT()
  const text = sent.record?.responseBody ?? ''
  const [view, setView] = useState<'tree' | 'raw'>(sent.hasParsedBody ? 'tree' : 'raw')
  const [copyStatus, copy] = useCopy()
  if (text.trim() === '') return <p className="muted">{t('explorer.no-body')}</p>
  const cut = text.length > SHOWN_CHARS
  return (
    <div className="explorer-body-view">
      <div className="row" role="group" aria-label={t('explorer.body-view')}>
        <button
          type="button"
          className="button small"
          aria-pressed={view === 'tree'}
          disabled={!sent.hasParsedBody}
          onClick={() => setView('tree')}
        >
          {t('explorer.view-tree')}
        </button>
        <button
          type="button"
          className="button small"
          aria-pressed={view === 'raw'}
          onClick={() => setView('raw')}
        >
          {t('explorer.view-raw')}
        </button>
        <button type="button" className="button small" onClick={() => copy(text)}>
          {t('explorer.copy-body')}
        </button>
        <CopyStatus status={copyStatus} />
      </div>
      {view === 'tree' && sent.hasParsedBody ? (
        <JsonTree
          value={sent.parsedBody}
          label={t('explorer.response-body')}
          action={(row) => <UseInRequest row={row} {...next} />}
        />
      ) : (
        <>
          <pre className="log-pre explorer-raw">{cut ? text.slice(0, SHOWN_CHARS) : text}</pre>
          {cut && (
            <p className="muted">
              {t('explorer.raw-cut', { shown: SHOWN_CHARS, total: text.length })}
            </p>
          )}
        </>
      )}
    </div>
  )
}
