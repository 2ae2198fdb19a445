// The header's contract health for the live environment: how many of its calls in the log were
// checked against its contract (the server's own, or openapi.yaml), and how many violations they
// had. It opens the request log.
import { useSettings } from '../api/settings'
import { useContractResults } from '../features/contract/contract-store'
import { setRequestLogOpen, useRequestLog } from '../features/request-log/request-log-store'
import { useAnnouncement } from '../lib/announcer'
import { formatCount } from '../lib/format'
import { useT } from '../lib/i18n/i18n'

export function ContractBadge() {
  const t = useT()
  const entries = useRequestLog()
  const results = useContractResults()
  const { environment } = useSettings()
  let calls = 0
  let violations = 0
  for (const entry of entries) {
    const result = results.get(entry.id)
    if (!result || entry.environment !== environment) continue
    calls++
    violations += result.violationCount
  }
  // Said when the badge turns red, not at every call it counts.
  useAnnouncement(violations > 0 ? t('app.contract-violations-found') : undefined)
  if (calls === 0) return null
  const bad = violations > 0
  return (
    <button
      type="button"
      className={`contract-badge ${bad ? 'contract-bad' : 'contract-ok'}`}
      title={t('app.contract-badge-title')}
      onClick={() => setRequestLogOpen(true)}
    >
      <span className="contract-badge-words">
        <span className="contract-badge-label">{t('app.contract-badge-label')}</span>{' '}
        {t('app.contract-badge-counts', { calls, violations })}
      </span>
      {/* Below wide screens the words give way to a mark and a number (the violations, else the
          calls checked), so any language keeps the header on one row; the words are read out. */}
      <span className="contract-badge-short" aria-hidden="true">
        <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d={bad ? 'M3 3l10 10M13 3L3 13' : 'M2 8.5l4 4.5L14 3'} strokeLinecap="round" />
        </svg>
        {formatCount(bad ? violations : calls)}
      </span>
    </button>
  )
}
