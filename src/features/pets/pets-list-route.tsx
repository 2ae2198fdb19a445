// /pets: search, filter, sort, paginate and export the pets; every choice lives in the URL query.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { memo, useDeferredValue, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { petQueries } from '../../api/pets'
import { petFieldNames, petStatuses, type Pet } from '../../api/schemas'
import { PetLink } from '../../lib/cells'
import { ErrorAlert } from '../../lib/error-alert'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { compareValues, formatCount, formatId, plural } from '../../lib/format'
import {
  PAGE_SIZE,
  paginate,
  useListParams,
  useSortParam,
  type SortState,
} from '../../lib/list-params'
import { Pagination } from '../../lib/pagination'
import { SkeletonRows } from '../../lib/skeleton-rows'
import { SortableHeader } from '../../lib/sortable-header'
import { StatusBadge } from './status-badge'
export { RouteError as ErrorBoundary } from '../../lib/route-error'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

const columns = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
  { key: 'tag', label: 'Tag' },
  { key: 'status', label: 'Status' },
] as const
type SortKey = (typeof columns)[number]['key']
const sortKeys = columns.map((column) => column.key)
const defaultSort: SortState<SortKey> = { key: 'id', direction: 'ascending' }

/** A pet with its searchable text lower-cased once, not on every keystroke. */
interface Searchable {
  pet: Pet
  name: string | undefined
  tag: string | undefined
}

/** Distinct, sorted values of one field, plus any that must be offered (suggestions, the URL's). */
function optionsOf(pets: Pet[] | undefined, field: 'status' | 'tag', extra: string[]): string[] {
  const values = new Set(extra.filter(Boolean))
  pets?.forEach((pet) => {
    const value = pet[field]
    if (value) values.add(value)
  })
  return [...values].sort(compareValues)
}

export function Component() {
  const query = useQuery(petQueries.list())
  const { get, update, page } = useListParams()
  const [sort, setSort] = useSortParam(sortKeys, defaultSort)
  const search = get('q')
  const status = get('status')
  const tag = get('tag')
  const needle = search.trim().toLowerCase()
  // Arriving data renders in the background (time-sliced), so a long list's first rows come in
  // short tasks rather than one long one.
  const pets = useDeferredValue(query.data)
  const loading = !pets && !query.isError

  const statusOptions = useMemo(
    () => optionsOf(pets, 'status', [...petStatuses, status]),
    [pets, status],
  )
  const tagOptions = useMemo(() => optionsOf(pets, 'tag', [tag]), [pets, tag])

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

  const current = paginate(visible, page)
  const filtering = Boolean(needle || status || tag)

  const exportColumns = () => {
    const extras = new Set<string>()
    visible.forEach((pet) => Object.keys(pet).forEach((k) => extras.add(k)))
    return [...petFieldNames, ...[...extras].filter((k) => !petFieldNames.includes(k))]
  }

  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>Pets</h1>
          <p className="subtitle" aria-live="polite">
            {pets
              ? filtering
                ? `${formatCount(visible.length)} of ${plural(pets.length, 'pet')} match`
                : plural(pets.length, 'pet')
              : '\u00a0'}
          </p>
        </div>
        <div className="row">
          <ExportButtons
            disabled={!pets}
            onCsv={() => exportCsv('pets', exportColumns(), visible)}
            onJson={() => exportJson('pets', visible)}
          />
          <Link className="button primary" to="/pets/new">
            Add pet
          </Link>
        </div>
      </div>

      <div className="toolbar pets-toolbar" role="search">
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
        <FilterSelect
          id="pets-status"
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(value) => update({ status: value })}
        />
        <FilterSelect
          id="pets-tag"
          label="Tag"
          value={tag}
          options={tagOptions}
          onChange={(value) => update({ tag: value })}
        />
      </div>

      {query.isError && (
        <ErrorAlert error={query.error} what="pets" onRetry={() => void query.refetch()} />
      )}

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
        <div className="table-wrap">
          <table aria-busy={loading} className="pets-table">
            <caption className="visually-hidden">Pets{loading ? ' (loading)' : ''}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <SortableHeader
                    key={column.key}
                    column={column.key}
                    label={column.label}
                    sort={sort}
                    className={column.key === 'id' ? 'num col-id' : undefined}
                    onSort={setSort}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {loading ? (
                // A full page of placeholders: the usual page is full, so the footer stays put.
                <SkeletonRows columns={columns.length} rows={PAGE_SIZE} />
              ) : (
                current.rows.map((pet, index) => (
                  <PetRow key={`${formatId(pet.id)}-${index}`} pet={pet} />
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      {loading && <p className="visually-hidden">Loading pets…</p>}

      <div className="list-footer">
        <Pagination
          page={current.page}
          pageCount={current.pageCount}
          onPage={(next) => update({ page: next > 1 ? String(next) : '' })}
        />
      </div>
    </section>
  )
}

function FilterSelect(props: {
  id: string
  label: string
  value: string
  options: string[]
  onChange: (value: string) => void
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">All</option>
        {props.options.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
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
