// The last sends of this tab, newest first; each opens again in the explorer as it was sent.
import { useNavigate } from 'react-router-dom'
import { statusLabel } from '../../api/request-record'
import { formatTime } from '../../lib/format'
import { t, useT } from '../../lib/i18n/i18n'
import { useStore } from '../../lib/store'
import { EXPLORER_PATH, type ExplorerState } from './explorer-link'
import { clearHistory, historyStore, MAX_HISTORY, type HistoryEntry } from './history'
import '../../lib/i18n/en/explorer'

export function HistoryList() {
  const t = useT()
  const entries = useStore(historyStore)
  const navigate = useNavigate()
  const reopen = (entry: HistoryEntry) => {
    const state: ExplorerState = { draft: entry.draft }
    void navigate(EXPLORER_PATH, { state })
  }
  return (
    <details className="card explorer-history">
      <summary>
        {t.rich('explorer.history-summary', {
          count: entries.length,
          muted: (chunks) => <span className="muted">{chunks}</span>,
        })}
      </summary>
      {entries.length === 0 ? (
        <p className="muted">{t('explorer.history-empty', { max: MAX_HISTORY })}</p>
      ) : (
        <>
          <ol className="explorer-history-list" aria-label={t('explorer.history-label')}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="button small" onClick={() => reopen(entry)}>
                  {t('explorer.history-open')}
                </button>{' '}
                <code>{entry.label}</code>{' '}
                <span className="muted">→ {outcomeWords(entry.outcome)}</span>{' '}
                <span className="muted">{formatTime(entry.at)}</span>
                {entry.bodyLeftOut && (
                  <span className="muted"> {t('explorer.history-body-left-out')}</span>
                )}
              </li>
            ))}
          </ol>
          <button type="button" className="button small" onClick={clearHistory}>
            {t('explorer.history-clear')}
          </button>
        </>
      )}
    </details>
  )
}

function outcomeWords(outcome: HistoryEntry['outcome']): string {
  if (typeof outcome === 'string') return outcome
  return outcome ? statusLabel(outcome) : t('explorer.outcome-not-sent')
}
