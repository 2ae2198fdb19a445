// /pets: search, filter, sort, paginate and export the pets; every choice lives in the URL query.
import { useQuery } from '@tanstack/react-query'
import { memo, useDeferredValue, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { petQueries } from '../api/pets'
import { petFieldNames, suggestedStatuses, type Pet } from '../api/schemas'
import { ErrorAlert } from '../components/error-alert'
import { Pagination } from '../components/pagination'
import { SkeletonRows } from '../components/skeleton-rows'
import { SortableHeader } from '../components/sortable-header'
import { StatusBadge } from '../components/status-badge'
import { exportCsv, exportJson } from '../lib/export'
import { ExportButtons } from '../components/export-buttons'
import { compareLabels, compareValues, formatCount, formatId, plural } from '../lib/format'
import { PAGE_SIZE, paginate, parseSort, useListParams, type SortState } from '../lib/list-state'
import { useDocumentTitle } from '../lib/use-document-title'
import { useParamState } from '../lib/use-param-state'

const sortKeys = ['id', 'name', 'tag', 'status'] as const
type SortKey = (typeof sortKeys)[number]
const defaultSort: SortState<SortKey> = { key: 'id', direction: 'ascending' }
const columns: Array<{ key: SortKey; label: string }> = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
  { key: 'tag', label: 'Tag' },
  { key: 'status', label: 'Status' },
]

/** A pet with its searchable text lower-cased once, not on every keystroke. */
interface Searchable {
  pet: Pet
  name: string | undefined
  tag: string | undefined
}

function matches(item: Searchable, needle: string): boolean {
  if (!needle) return true
  return Boolean(item.name?.includes(needle) || item.tag?.includes(needle))
}

/** Distinct, sorted values of one field, plus any that must be offered (suggestions, the URL's). */
function optionsOf(pets: Pet[] | undefined, field: 'status' | 'tag', extra: string[]): string[] {
  const values = new Set(extra.filter(Boolean))
  pets?.forEach((pet) => {
    const value = pet[field]
    if (value) values.add(value)
  })
  return [...values].sort(compareLabels)
}

export function PetsListPage() {
  useDocumentTitle('Pets')
  const query = useQuery(petQueries.list())
  const listParams = useListParams()
  const { get, update, page } = listParams
  // The box keeps its own text so typing never waits for the URL; the URL follows one render
  // later, once the rows are on screen (see useParamState).
  const [search, setSearch] = useParamState('q', listParams)
  // Rows follow the box within the keystroke: filtering the pre-sorted, pre-lower-cased 10,000
  // pets takes about a millisecond, and deferring it cost the keystroke an extra frame.
  const needle = search.trim().toLowerCase()
  const status = get('status')
  const tag = get('tag')
  const sort = parseSort(get('sort'), sortKeys, defaultSort)
  // Data arriving is rendered in the background (time-sliced), so the first rows come in short
  // tasks rather than one long one. Keystrokes do not change the data, so they are not deferred.
  const pets = useDeferredValue(query.data)
  const loading = !pets && !query.isError

  const statusOptions = useMemo(
    () => optionsOf(pets, 'status', [...suggestedStatuses, status]),
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

  const visible = useMemo(() => {
    const shown: Pet[] = []
    for (const item of sorted) {
      const { pet } = item
      if ((!status || pet.status === status) && (!tag || pet.tag === tag) && matches(item, needle))
        shown.push(pet)
    }
    return shown
  }, [sorted, needle, status, tag])

  const current = paginate(visible, page)
  const filtering = Boolean(needle || status || tag)

  const clearFilters = () => {
    setSearch('')
    update({ q: '', status: '', tag: '' })
  }
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
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="pets-status">Status</label>
          <select
            id="pets-status"
            value={status}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All</option>
            {statusOptions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pets-tag">Tag</label>
          <select
            id="pets-tag"
            value={tag}
            onChange={(event) => update({ tag: event.target.value })}
          >
            <option value="">All</option>
            {tagOptions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
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
          <button type="button" className="button" onClick={clearFilters}>
            Clear filters
          </button>
        </div>
      ) : query.isError && !pets ? null : (
        <div className="table-wrap">
          <table aria-busy={loading}>
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
                    onSort={(next) =>
                      update({
                        sort: `${next.direction === 'descending' ? '-' : ''}${next.key}`,
                      })
                    }
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

/** Memoised: a keystroke re-renders the page, and rows whose pet did not change need not. */
const PetRow = memo(function PetRow({ pet }: { pet: Pet }) {
  const id = formatId(pet.id)
  const name = pet.name ? pet.name : <span className="muted">Pet {id}</span>
  return (
    <tr>
      <td className="num mono">{id}</td>
      <td>
        {pet.id === undefined ? (
          name
        ) : (
          <Link to={`/pets/${encodeURIComponent(String(pet.id))}`}>{name}</Link>
        )}
      </td>
      <td>{pet.tag ?? <span className="muted">—</span>}</td>
      <td>
        <StatusBadge status={pet.status} />
      </td>
    </tr>
  )
})
