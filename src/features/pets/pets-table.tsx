// The pets' table, a page of rows at a time, and what the page says instead when there is no pet
// to list or none matches.
import { memo } from 'react'
import { Link } from 'react-router-dom'
import type { Pet } from '../../api/schemas'
import { PetLink } from '../../components/cells'
import { formatId } from '../../lib/format'
import type { SortState } from '../../lib/list-params'
import { ListTable } from '../../lib/list-table'
import { StatusBadge } from './status-badge'

export const petColumns = [
  { key: 'id', label: 'ID', className: 'num col-id' },
  { key: 'name', label: 'Name' },
  { key: 'tag', label: 'Tag' },
  { key: 'status', label: 'Status' },
] as const

export type PetSort = SortState<(typeof petColumns)[number]['key']>

export function PetsTable({
  rows,
  sort,
  onSort,
  loading,
}: {
  rows: readonly Pet[]
  sort: PetSort
  onSort: (next: PetSort) => void
  loading: boolean
}) {
  return (
    <ListTable caption="Pets" columns={petColumns} sort={{ state: sort, onSort }} loading={loading}>
      {rows.map((pet, index) => (
        <PetRow key={`${formatId(pet.id)}-${index}`} pet={pet} />
      ))}
    </ListTable>
  )
}

/** Memoised: a keystroke re-renders the page, and rows whose pet did not change need not. */
const PetRow = memo(function PetRow({ pet }: { pet: Pet }) {
  const id = formatId(pet.id)
  return (
    <tr>
      <td className="num mono">{id}</td>
      <td className="text-cell">
        <PetLink id={pet.id}>{pet.name || <span className="muted">Pet {id}</span>}</PetLink>
      </td>
      <td className="text-cell">{pet.tag ?? <span className="muted">—</span>}</td>
      <td>
        <StatusBadge status={pet.status} />
      </td>
    </tr>
  )
})

export function NoPets() {
  return (
    <div className="card empty-state">
      <h2>No pets yet</h2>
      <p>The server has no pets. Add one to get started.</p>
      <Link className="button primary" to="/pets/new">
        Add the first pet
      </Link>
    </div>
  )
}

export function NoPetsMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="card empty-state">
      <h2>No pets match</h2>
      <p>Nothing matches this search and these filters.</p>
      <button type="button" className="button" onClick={onClear}>
        Clear filters
      </button>
    </div>
  )
}
