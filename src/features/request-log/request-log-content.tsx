// The request log's content: its tools ("Include secrets in copies", Export HAR, Clear, a HAR file
// in as the demo's Replay) and the calls, newest first (log-item.tsx). The key is never shown:
// "Include secrets in copies" puts it only into what is copied or exported.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { download } from '../../lib/export'
import type { CopyOptions } from '../../api/snippets'
import { IncludeSecrets } from '../../components/snippet-buttons'
import { useT } from '../../lib/i18n/i18n'
import { PanelHeader } from '../../lib/panel-header'
import { ContractSource } from '../contract/contract-source'
import { clearContractResults, useContractResults } from '../contract/contract-store'
import { useSettings } from '../../api/settings'
import {
  clearRequestLog,
  useRequestLog,
  useRequestLogView,
  type Highlight,
  type LogEntry,
} from './request-log-store'
import { apiPath } from '../../api/recording'
import { closeAndReturnFocus } from './request-log-button'
import { toHar } from './har'
import { LogItem } from './log-item'
import { ReplayImport } from './replay-import'
import '../../lib/i18n/en/log'

/** A call a tour points at: its method and its path after /v1, the query aside. */
const isHighlighted = (entry: LogEntry, highlight: Highlight) =>
  entry.method === highlight.method && apiPath(new URL(entry.url)).split('?')[0] === highlight.path

/** The nearest ancestor that scrolls its content: the log's panel. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(node).overflowY)) return node
  }
  return null
}

/**
 * Keeps the call a tour points at where it was scrolled to while calls arrive or grow above it
 * (the step's own page asks for its data just after). CSS scroll anchoring does this in Chromium
 * and Firefox; WebKit has none, and there the call slid down under the tour's card.
 */
function useHighlightKeptInPlace(
  list: RefObject<HTMLOListElement | null>,
  highlightedId: number | null | undefined,
) {
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="true"]')
    const scroller = item && scrollingAncestor(item)
    if (!list.current || !item || !scroller || typeof ResizeObserver === 'undefined') return
    // The engine anchors it itself: adjusting again would move it twice.
    if (getComputedStyle(scroller).overflowAnchor === 'auto') return
    // Where the call is in the log's content, however far it is scrolled.
    const offset = () =>
      item.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
    let last = offset()
    const observer = new ResizeObserver(() => {
      scroller.scrollTop += offset() - last
      last = offset()
    })
    // Calls arriving above and calls above growing as they settle both resize the list; the
    // user's own scrolling does not, so it is left alone.
    observer.observe(list.current)
    return () => observer.disconnect()
  }, [list, highlightedId])
}

export function RequestLogContent() {
  const t = useT()
  const entries = useRequestLog()
  const results = useContractResults()
  const { highlight, openNewest } = useRequestLogView()
  const { environment } = useSettings()
  const highlightedId = highlight && entries.find((entry) => isHighlighted(entry, highlight))?.id
  // The call a tour points at is open; else, in the presenter view, the newest.
  const openId = highlightedId ?? (openNewest ? entries[0]?.id : undefined)
  const scaleMs = Math.max(
    0,
    ...entries.map((e) => (e.durationMs ?? 0) + (e.parseMs ?? 0) + (e.renderMs ?? 0)),
  )
  const [includeSecrets, setIncludeSecrets] = useState(false)
  const options: CopyOptions = useMemo(() => ({ includeSecrets }), [includeSecrets])
  const list = useRef<HTMLOListElement>(null)
  useHighlightKeptInPlace(list, highlightedId)
  return (
    <>
      <PanelHeader
        title={t('log.title')}
        onClose={closeAndReturnFocus}
        className="request-log-header"
      />
      <RequestLogTools
        entries={entries}
        includeSecrets={includeSecrets}
        onIncludeSecrets={setIncludeSecrets}
        options={options}
        pointing={!!highlight}
      />
      <div className="request-log-contract">
        <ContractSource environment={environment} />
      </div>
      <ReplayImport />
      {entries.length === 0 ? (
        <p className="empty-state">{t('log.empty')}</p>
      ) : (
        <ol className="request-log-list" ref={list}>
          {entries.map((entry) => (
            <LogItem
              key={entry.id}
              entry={entry}
              options={options}
              highlighted={entry.id === highlightedId}
              open={entry.id === openId}
              scaleMs={scaleMs}
              contract={results.get(entry.id)}
            />
          ))}
        </ol>
      )}
    </>
  )
}

/** The log's tools: the secrets switch and what it means, the count, Export HAR and Clear. */
function RequestLogTools({
  entries,
  includeSecrets,
  onIncludeSecrets,
  options,
  pointing,
}: {
  entries: LogEntry[]
  includeSecrets: boolean
  onIncludeSecrets: (include: boolean) => void
  options: CopyOptions
  /** A tour points at a call. */
  pointing: boolean
}) {
  const t = useT()
  // Pointing at no call (a tour's next step), the log goes back to its newest calls.
  const top = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!pointing) top.current?.scrollIntoView?.({ block: 'nearest' })
  }, [pointing])
  return (
    <div className="request-log-tools" ref={top}>
      <IncludeSecrets
        checked={includeSecrets}
        onChange={onIncludeSecrets}
        describedBy="request-log-secrets"
      />
      <span className="muted" id="request-log-secrets">
        {t(includeSecrets ? 'log.secrets-included' : 'log.secrets-redacted')}
      </span>
      <span className="muted">{t('log.call-count', { count: entries.length })}</span>
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
        {t('log.export-har')}
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
        {t('log.clear')}
      </button>
    </div>
  )
}
