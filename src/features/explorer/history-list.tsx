// The last sends of this tab, newest first; each opens again in the explorer as it was sent.
import { useNavigate } from 'react-router-dom'
import { formatTime } from '../../lib/format'
import { useStore } from '../../lib/store'
import { EXPLORER_PATH, type ExplorerState } from './explorer-link'
import { clearHistory, historyStore, MAX_HISTORY, type HistoryEntry } from './history'

export function HistoryList() {
  const entries = useStore(historyStore)
  const navigate = useNavigate()
  const reopen = (entry: HistoryEntry) => {
    const state: ExplorerState = { draft: entry.draft }
    void navigate(EXPLORER_PATH, { state })
  }
  return (
    <details className="card explorer-history">
      <summary>
        History <span className="muted">({entries.length})</span>
      </summary>
      {entries.length === 0 ? (
        <p className="muted">
          Nothing sent yet in this tab. The last {MAX_HISTORY} sends are kept here until the tab
          closes.
        </p>
      ) : (
        <>
          <ol className="explorer-history-list" aria-label="History">
            {entries.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="button small" onClick={() => reopen(entry)}>
                  Open
                </button>{' '}
                <code>{entry.label}</code> <span className="muted">→ {entry.outcome}</span>{' '}
                <span className="muted">{formatTime(entry.at)}</span>
                {entry.bodyLeftOut && <span className="muted"> (body too large to keep)</span>}
              </li>
            ))}
          </ol>
          <button type="button" className="button small" onClick={clearHistory}>
            Clear history
          </button>
        </>
      )}
    </details>
  )
}
