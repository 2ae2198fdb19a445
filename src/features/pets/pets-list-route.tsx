// /pets: search, filter, sort, paginate and export the pets; every choice lives in the URL query.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { memo, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { petQueries } from '../../api/pets'
import { petFieldsOf, petStatuses, type Pet } from '../../api/schemas'
import { PetLink } from '../../components/cells'
import { ApiCall } from '../../components/api-call'
import { QueryProblem } from '../../components/error-alert'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { compareValues, formatCount, formatId, plural } from '../../lib/format'
import { optionsOf, SelectField } from '../../lib/fields'
import { paginate, useListParams, useSortParam } from '../../lib/list-params'
import { ListTable } from '../../lib/list-table'
import { useAnnouncement } from '../../lib/announcer'
import { Pagination } from '../../lib/pagination'
import { PageHeader } from '../../lib/page-header'
import { StatusBadge } from './status-badge'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

const columns = [
  { key: 'id', label: 'ID', className: 'num col-id' },
  { key: 'name', label: 'Name' },
  { key: 'tag', label: 'Tag' },
  { key: 'status', label: 'Status' },
] as const

/** A pet with its searchable text lower-cased once, not on every keystroke. */
interface Searchable {
  pet: Pet
  name: string | undefined
  tag: string | undefined
}

/** "All", then the distinct values of one field, plus any that must be offered (suggestions, the URL's). */
function filterOptions(pets: Pet[] | undefined, field: 'status' | 'tag', extra: string[]) {
  const values = new Set(extra.filter(Boolean))
  pets?.forEach((pet) => {
    const value = pet[field]
    if (value) values.add(value)
  })
  return [{ value: '', label: 'All' }, ...optionsOf([...values].sort(compareValues))]
}

export function Component() {
  const query = useQuery(petQueries.list())
  const { get, update, page, pageSize } = useListParams()
  const [sort, setSort] = useSortParam(columns, 'id')
  const search = get('q')
  const status = get('status')
  const tag = get('tag')
  const needle = search.trim().toLowerCase()
  const pets = query.data
  const loading = !pets && !query.isError

  const statusOptions = useMemo(
    () => filterOptions(pets, 'status', [...petStatuses, status]),
    [pets, status],
  )
  const tagOptions = useMemo(() => filterOptions(pets, 'tag', [tag]), [pets, tag])
  const filters = [
    { name: 'status', label: 'Status', value: status, options: statusOptions },
    { name: 'tag', label: 'Tag', value: tag, options: tagOptions },
  ]

  // Sorted once per sort, not per keystroke: filtering a sorted list keeps it sorted.
  const sorted = useMemo<Searchable[]>(() => {
    if (!pets) return []
    const sign = sort.direction === 'ascending' ? 1 : -1
    return [...pets]
      .sort((a, b) => sign * compareValues(a[sort.key], b[sort.key]))
      .map((pet) => ({ pet, name: pet.name?.toLowerCase(), tag: pet.tag?.toLowerCase() }))
  }, [pets, sort.key, sort.direction])

  const visible = useMemo(
    () =>
      sorted
        .filter(
          (item) =>
            (!status || item.pet.status === status) &&
            (!tag || item.pet.tag === tag) &&
            (!needle || item.name?.includes(needle) || item.tag?.includes(needle)),
        )
        .map((item) => item.pet),
    [sorted, needle, status, tag],
  )

  const current = paginate(visible, page, pageSize)
  const filtering = Boolean(needle || status || tag)

  const exportColumns = () => petFieldsOf(visible)
  const countText =
    pets &&
    (filtering
      ? `${formatCount(visible.length)} of ${plural(pets.length, 'pet')}`
      : plural(pets.length, 'pet'))
  useAnnouncement(countText)

  return (
    <section className="page">
      <PageHeader
        title="Pets"
        subtitle={countText ? `${countText}${filtering ? ' match' : ''}` : '\u00a0'}
      >
        <div className="row">
          <ApiCall query={petQueries.list()} />
          <ExportButtons
            disabled={!pets}
            onCsv={() => exportCsv('pets', exportColumns(), visible)}
            onJson={() => exportJson('pets', visible)}
          />
          <Link className="button primary" to="/pets/new">
            Add pet
          </Link>
        </div>
      </PageHeader>

      <div className="toolbar" role="search">
        <div className="field">
          <label htmlFor="pets-search">Search pets</label>
          <input
            id="pets-search"
            type="search"
            className="search-input"
            placeholder="Name or tag"
            value={search}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        {filters.map((filter) => (
          <SelectField
            key={filter.name}
            {...filter}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
      </div>

      <QueryProblem query={query} what="pets" />

      {pets && pets.length === 0 ? (
        <div className="card empty-state">
          <h2>No pets yet</h2>
          <p>The server has no pets. Add one to get started.</p>
          <Link className="button primary" to="/pets/new">
            Add the first pet
          </Link>
        </div>
      ) : pets && visible.length === 0 ? (
        <div className="card empty-state">
          <h2>No pets match</h2>
          <p>Nothing matches this search and these filters.</p>
          <button
            type="button"
            className="button"
            onClick={() => update({ q: '', status: '', tag: '' })}
          >
            Clear filters
          </button>
        </div>
      ) : query.isError && !pets ? null : (
        <ListTable
          caption="Pets"
          columns={columns}
          sort={{ state: sort, onSort: setSort }}
          loading={loading}
        >
          {current.rows.map((pet, index) => (
            <PetRow key={`${formatId(pet.id)}-${index}`} pet={pet} />
          ))}
        </ListTable>
      )}

      {loading && <p className="visually-hidden">Loading pets…</p>}

      <div className="list-footer">
        <Pagination page={current.page} pageCount={current.pageCount} />
      </div>
    </section>
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
