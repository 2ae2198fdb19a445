// Previous / next page of a list; the page lives in the URL with the rest of the list's state.
import { useListParams } from './list-params'

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { update } = useListParams()
  if (pageCount <= 1) return null
  const go = (next: number) => update({ page: next > 1 ? String(next) : '' })
  return (
    <nav aria-label="Pagination" className="pagination">
      <button type="button" className="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
