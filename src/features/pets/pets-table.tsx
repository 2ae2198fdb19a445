// The pets' table, a page of rows at a time, and what the page says instead when there is no pet
// to list or none matches.
import { memo } from 'react'
import { Link } from 'react-router-dom'
import type { Pet } from '../../api/schemas'
import { PetLink } from '../../components/cells'
import { formatId } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import type { SortState } from '../../lib/list-params'
import { ListTable } from '../../lib/list-table'
import { StatusBadge } from './status-badge'
import '../../lib/i18n/en/pets'

/** The columns' keys and classes; their labels are made at render, in the active language. */
export const petColumns = [
  { key: 'id', className: 'num col-id' },
  { key: 'name' },
  { key: 'tag' },
  { key: 'status' },
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
  const t = useT()
  const columns = petColumns.map((column) => ({ ...column, label: t(`pets.field-${column.key}`) }))
  return (
    <ListTable
      caption={t('pets.title')}
      columns={columns}
      sort={{ state: sort, onSort }}
      loading={loading}
    >
      {rows.map((pet, index) => (
        <PetRow key={`${formatId(pet.id)}-${index}`} pet={pet} />
      ))}
    </ListTable>
  )
}

/** Memoised: a keystroke re-renders the page, and rows whose pet did not change need not. */
const PetRow = memo(function PetRow({ pet }: { pet: Pet }) {
  const t = useT()
  const id = formatId(pet.id)
  return (
    <tr>
      <td className="num mono">{id}</td>
      <td className="text-cell">
        <PetLink id={pet.id}>
          {pet.name || <span className="muted">{t('pets.unnamed', { id })}</span>}
        </PetLink>
      </td>
      <td className="text-cell">{pet.tag ?? <span className="muted">—</span>}</td>
      <td>
        <StatusBadge status={pet.status} />
      </td>
    </tr>
  )
})

export function NoPets() {
  const t = useT()
  return (
    <div className="card empty-state">
      <h2>{t('pets.none-title')}</h2>
      <p>{t('pets.none-text')}</p>
      <Link className="button primary" to="/pets/new">
        {t('pets.add-first')}
      </Link>
    </div>
  )
}

export function NoPetsMatch({ onClear }: { onClear: () => void }) {
  const t = useT()
  return (
    <div className="card empty-state">
      <h2>{t('pets.no-match-title')}</h2>
      <p>{t('pets.no-match-text')}</p>
      <button type="button" className="button" onClick={onClear}>
        {t('pets.clear-filters')}
      </button>
    </div>
  )
}
