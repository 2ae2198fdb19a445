// /pets: search, filter, sort, paginate and export the pets; every choice lives in the URL query.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { petQueries } from '../../api/pets'
import { petFieldsOf } from '../../api/schemas'
import { ApiCall } from '../../components/api-call'
import { QueryProblem } from '../../components/error-alert'
import { useAnnouncement } from '../../lib/announcer'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { formatCount, plural } from '../../lib/format'
import { paginate, useListParams, useSortParam } from '../../lib/list-params'
import { PageHeader } from '../../lib/page-header'
import { Pagination } from '../../lib/pagination'
import { noPetFilters, PetFilters, useVisiblePets } from './pet-filters'
import { NoPets, NoPetsMatch, petColumns, PetsTable } from './pets-table'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

export function Component() {
  const query = useQuery(petQueries.list())
  const { update, page, pageSize } = useListParams()
  const [sort, setSort] = useSortParam(petColumns, 'id')
  const pets = query.data
  const loading = !pets && !query.isError
  const { visible, filtering } = useVisiblePets(pets, sort)
  const current = paginate(visible, page, pageSize)

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
            onCsv={() => exportCsv('pets', petFieldsOf(visible), visible)}
            onJson={() => exportJson('pets', visible)}
          />
          <Link className="button primary" to="/pets/new">
            Add pet
          </Link>
        </div>
      </PageHeader>

      <PetFilters pets={pets} />

      <QueryProblem query={query} what="pets" />

      {pets && pets.length === 0 ? (
        <NoPets />
      ) : pets && visible.length === 0 ? (
        <NoPetsMatch onClear={() => update(noPetFilters)} />
      ) : query.isError && !pets ? null : (
        <PetsTable rows={current.rows} sort={sort} onSort={setSort} loading={loading} />
      )}

      {loading && <p className="visually-hidden">Loading pets…</p>}

      <div className="list-footer">
        <Pagination page={current.page} pageCount={current.pageCount} />
      </div>
    </section>
  )
}
