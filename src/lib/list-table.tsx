// The table every list shows: sortable column headers (aria-sort), placeholder rows while it loads
// (the same height as real rows, so nothing shifts), and the rows the page renders.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from './i18n/i18n'
import { useListParams, type SortState } from './list-params'
import './i18n/en/lib'

/** Whether the element is narrower than its content (a wide table on a phone). */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [overflows, setOverflows] = useState(false)
  // Measured before the first paint, so the hint never pushes a painted table down (CLS): a
  // ResizeObserver's first call comes after the browser's own layout, not a forced one.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    if (typeof ResizeObserver === 'undefined') return measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}

export interface Column<K extends string> {
  key: K
  label: string
  className?: string
}

interface Props<K extends string> {
  caption: string
  columns: readonly Column<K>[]
  /** Without a sort, the headers are plain. */
  sort?: { state: SortState<K>; onSort: (next: SortState<K>) => void }
  loading?: boolean
  children: ReactNode
}

export function ListTable<K extends string>({
  caption,
  columns,
  sort,
  loading,
  children,
}: Props<K>) {
  const t = useT()
  const [ref, overflows] = useOverflows<HTMLDivElement>()
  // Placeholder rows while loading: as many as a page will show (the URL's rows per page).
  const { pageSize } = useListParams()
  return (
    <>
      {overflows && (
        <p className="scroll-hint muted" aria-hidden="true">
          {t('lib.table-scroll-hint')}
        </p>
      )}
      <div
        ref={ref}
        className={overflows ? 'table-wrap table-scrolls' : 'table-wrap'}
        // A table wider than the screen scrolls, and must be reachable by keyboard to do so.
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? t('lib.table-scrolls', { caption }) : undefined}
      >
        <table aria-busy={loading}>
          <caption className="visually-hidden">
            {loading ? t('lib.table-caption-loading', { caption }) : caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) =>
                sort ? (
                  <SortableHeader key={column.key} column={column} {...sort} />
                ) : (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: pageSize }, (_, row) => (
                  <tr key={row} className="skeleton-row" aria-hidden="true">
                    {columns.map((column) => (
                      <td key={column.key}>
                        <span className="skeleton" />
                      </td>
                    ))}
                  </tr>
                ))
              : children}
          </tbody>
        </table>
      </div>
    </>
  )
}

function SortableHeader<K extends string>({
  column,
  state,
  onSort,
}: {
  column: Column<K>
  state: SortState<K>
  onSort: (next: SortState<K>) => void
}) {
  const active = state.key === column.key
  const next = active && state.direction === 'ascending' ? 'descending' : 'ascending'
  return (
    <th scope="col" aria-sort={active ? state.direction : 'none'} className={column.className}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort({ key: column.key, direction: next })}
      >
        {column.label}
        <span aria-hidden="true" className="sort-icon">
          {active ? (state.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  )
}
