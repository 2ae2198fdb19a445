// A column header that sorts its table; aria-sort tells screen readers the current order.
import type { SortState } from './list-params'

interface Props<K extends string> {
  column: K
  label: string
  sort: SortState<K>
  onSort: (next: SortState<K>) => void
  className?: string
}

export function SortableHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: Props<K>) {
  const active = sort.key === column
  const next = active && sort.direction === 'ascending' ? 'descending' : 'ascending'
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className={className}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort({ key: column, direction: next })}
      >
        {label}
        <span aria-hidden="true" className="sort-icon">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  )
}
