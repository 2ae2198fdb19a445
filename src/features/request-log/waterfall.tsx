// Where a call's time went, as a bar: the demo's injected delay, the network, parsing and checking
// the body, and drawing the page with it.
import { t, useT } from '../../lib/i18n/i18n'
import type { LogEntry } from './request-log-store'
import '../../lib/i18n/en/log'

function timingsOf(entry: LogEntry) {
  const delay = Number(entry.responseHeaders['x-demo-delay'] ?? 0) || 0
  const total = entry.durationMs ?? 0
  return [
    { part: 'delay', ms: Math.min(delay, total), colour: 'var(--warning)' },
    { part: 'network', ms: Math.max(0, total - delay), colour: 'var(--accent)' },
    { part: 'parse', ms: entry.parseMs ?? 0, colour: 'var(--success)' },
    { part: 'render', ms: entry.renderMs ?? 0, colour: 'var(--muted)' },
  ] as const
}

/** The split in words, e.g. "120 ms network, 4 ms parse"; the bar's name and the Response's line. */
export function timingWords(entry: LogEntry): string {
  return (
    timingsOf(entry)
      .filter(({ ms }) => ms > 0)
      // The milliseconds as the log writes them, never grouped: "1200 ms".
      .map(({ part, ms }) => t(`log.timing-${part}`, { ms: String(ms) }))
      .join(t('log.timing-separator'))
  )
}

/** `scaleMs` is the longest call shown, so bars compare across calls. */
export function Waterfall({ entry, scaleMs }: { entry: LogEntry; scaleMs: number }) {
  useT()
  if (entry.durationMs === null) return null
  const parts = timingsOf(entry)
  const words = timingWords(entry)
  return (
    // The title alone names it: a label beside it would make it the description, read twice.
    <div className="waterfall" role="img" title={t('log.timing', { parts: words })}>
      {parts.map(({ part, ms, colour }) =>
        ms > 0 ? (
          <span
            key={part}
            style={{
              width: `${Math.max(0.5, (100 * ms) / Math.max(scaleMs, 1))}%`,
              background: colour,
            }}
          />
        ) : null,
      )}
    </div>
  )
}
