// The JSON tree's search box: "n of m" as it finds them, and the way to the next and previous one.
import { useT } from '../../lib/i18n/i18n'
import { MAX_MATCHES } from './json-tree-search'
import type { useTreeSearch } from './use-tree-search'
import '../../lib/i18n/en/explorer'

export function TreeSearch({ search }: { search: ReturnType<typeof useTreeSearch> }) {
  const t = useT()
  const { result } = search
  const total = result?.total ?? 0
  const position = { current: search.current + 1, total, max: MAX_MATCHES }
  const status = search.searching
    ? t('explorer.search-searching')
    : !result
      ? ''
      : total === 0
        ? t('explorer.search-no-match')
        : total > MAX_MATCHES
          ? t('explorer.search-position-capped', position)
          : t('explorer.search-position', position)
  return (
    <div className="json-tree-search">
      <label className="json-tree-search-field">
        <span>{t('explorer.search-label')}</span>
        <input
          type="search"
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            if (event.shiftKey) search.previous()
            else search.next()
          }}
        />
      </label>
      <span role="status" className="muted json-tree-search-status">
        {status}
      </span>
      <button
        type="button"
        className="button small"
        disabled={total === 0}
        onClick={search.previous}
      >
        {t('explorer.search-previous')}
      </button>
      <button type="button" className="button small" disabled={total === 0} onClick={search.next}>
        {t('explorer.search-next')}
      </button>
    </div>
  )
}
