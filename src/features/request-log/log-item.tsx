// One call in the request log: method, status, flags, timing and size, its place on the waterfall,
// its contract check, the "Copy as" buttons, and its request and response opened on demand. Server
// strings are rendered as text.
import { memo, useId } from 'react'
import { statusLabel } from '../../api/request-record'
import { redactedHeaders, redactedUrl, type CopyOptions } from '../../api/snippets'
import { SnippetButtons } from '../../components/snippet-buttons'
import { formatBytes } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import { ContractLine } from '../contract/contract-line'
import type { ContractResult } from '../contract/response-check'
import { Body, HeaderList, LazyDetails } from './log-details'
import { OpenInExplorer } from './open-in-explorer'
import { isSlow, outcomeOf, type LogEntry } from './request-log-store'
import { timingWords, Waterfall } from './waterfall'
import '../../lib/i18n/en/log'

/** What the log shows on screen, whatever is copied. */
const shown: CopyOptions = { includeSecrets: false }

/**
 * A stable ref callback: a new one each render would scroll back to the highlight on every call.
 * Its top goes to the top of the log, so the open call reads down from there.
 */
const scrollTo = (item: HTMLLIElement | null) => item?.scrollIntoView?.({ block: 'start' })

// Memoised: each call updates the log several times, and only its own entry changes.
export const LogItem = memo(function LogItem({
  entry,
  options,
  highlighted,
  open,
  scaleMs,
  contract,
}: {
  entry: LogEntry
  options: CopyOptions
  highlighted: boolean
  /** Its request and response start open. */
  open: boolean
  scaleMs: number
  contract: ContractResult | undefined
}) {
  const t = useT()
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
      {/* The spaces between the pieces are for the buttons' description, which reads this line. */}
      <div className="log-line" id={summaryId}>
        <span className="log-method">{entry.method}</span>{' '}
        <span className="log-status">{statusLabel(entry)}</span>{' '}
        {outcome === 'failed' && (
          <span className="log-flag log-flag-failed">{t('log.flag-failed')}</span>
        )}{' '}
        {entry.responseHeaders['x-demo-replay'] === 'miss' && (
          <span className="log-flag log-flag-failed">{t('log.flag-replay-miss')}</span>
        )}{' '}
        {slow && <span className="log-flag log-flag-slow">{t('log.flag-slow')}</span>}{' '}
        {entry.bodiesDropped && <span className="log-flag">{t('log.flag-body-dropped')}</span>}{' '}
        <span className="log-meta muted">
          {entry.durationMs === null ? '…' : t('log.duration', { ms: String(entry.durationMs) })} ·{' '}
          {formatBytes(entry.responseBytes)}
        </span>{' '}
        <span className="log-url">{url}</span>
      </div>
      <Waterfall entry={entry} scaleMs={scaleMs} />
      <ContractLine entry={entry} result={contract} />
      <SnippetButtons request={entry} options={options} describedBy={summaryId} />
      <OpenInExplorer record={entry} describedBy={summaryId} />
      {/* Keyed by open: a call that becomes the one to show opens, though it was shown closed. */}
      <LazyDetails key={`request-${open}`} summary={t('log.request')} initiallyOpen={open}>
        {() => (
          <>
            <HeaderList pairs={redactedHeaders(entry, shown)} />
            <Body text={entry.requestBody} truncated={false} dropped={entry.bodiesDropped} />
          </>
        )}
      </LazyDetails>
      <LazyDetails key={`response-${open}`} summary={t('log.response')} initiallyOpen={open}>
        {() => (
          <>
            {/* On screen the split is a bar, named only on hover: here it is in words. */}
            {entry.durationMs !== null && (
              <p className="muted">{t('log.timing', { parts: timingWords(entry) })}</p>
            )}
            <HeaderList pairs={Object.entries(entry.responseHeaders)} />
            <Body
              text={entry.responseBody}
              truncated={entry.responseTruncated}
              dropped={entry.bodiesDropped}
            />
          </>
        )}
      </LazyDetails>
    </li>
  )
})
