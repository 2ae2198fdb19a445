// The JSON tree's search box: "n of m" as it finds them, and the way to the next and previous one.
import { formatCount } from '../../lib/format'
import { MAX_MATCHES } from './json-tree-search'
import type { useTreeSearch } from './use-tree-search'

export function TreeSearch({ search }: { search: ReturnType<typeof useTreeSearch> }) {
  const { result } = search
  const total = result?.total ?? 0
  const status = search.searching
    ? 'Searching…'
    : !result
      ? ''
      : total === 0
        ? 'No match'
        : `${formatCount(search.current + 1)} of ${formatCount(total)}${total > MAX_MATCHES ? ` (the first ${formatCount(MAX_MATCHES)} can be visited)` : ''}`
  return (
    <div className="json-tree-search">
      <label className="json-tree-search-field">
        <span>Search the body</span>
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
        Previous match
      </button>
      <button type="button" className="button small" disabled={total === 0} onClick={search.next}>
        Next match
      </button>
    </div>
  )
}
