// /pets: search, filter, sort, paginate and export the pets; every choice lives in the URL query.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { petQueries } from '../../api/pets'
import { petFieldsOf } from '../../api/schemas'
import { ApiCall } from '../../components/api-call'
import { QueryProblem } from '../../components/query-problem'
import { useAnnouncement } from '../../lib/announcer'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { useT } from '../../lib/i18n/i18n'
import { paginate, useListParams, useSortParam } from '../../lib/list-params'
import { PageHeader } from '../../lib/page-header'
import { Pagination } from '../../lib/pagination'
import { noPetFilters, PetFilters, useVisiblePets } from './pet-filters'
import { NoPets, NoPetsMatch, petColumns, PetsTable } from './pets-table'
import '../../lib/i18n/en/pets'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

export function Component() {
  const t = useT()
  const query = useQuery(petQueries.list())
  const { update, page, pageSize } = useListParams()
  const [sort, setSort] = useSortParam(petColumns, 'id')
  const pets = query.data
  const loading = !pets && !query.isError
  const { visible, filtering } = useVisiblePets(pets, sort)
  const current = paginate(visible, page, pageSize)

  const counts = { shown: visible.length, count: pets?.length ?? 0 }
  const countText =
    pets && (filtering ? t('pets.count-of', counts) : t('pets.count', { count: pets.length }))
  useAnnouncement(countText)

  return (
    <section className="page">
      <PageHeader
        title={t('pets.title')}
        subtitle={(filtering ? pets && t('pets.count-of-match', counts) : countText) || '\u00a0'}
      >
        <div className="row">
          <ApiCall query={petQueries.list()} />
          <ExportButtons
            disabled={!pets}
            onCsv={() => exportCsv('pets', petFieldsOf(visible), visible)}
            onJson={() => exportJson('pets', visible)}
          />
          <Link className="button primary" to="/pets/new">
            {t('pets.add-button')}
          </Link>
        </div>
      </PageHeader>

      <PetFilters pets={pets} />

      <QueryProblem query={query} what={t('pets.what-pets')} />

      {pets && pets.length === 0 ? (
        <NoPets />
      ) : pets && visible.length === 0 ? (
        <NoPetsMatch onClear={() => update(noPetFilters)} />
      ) : query.isError && !pets ? null : (
        <PetsTable rows={current.rows} sort={sort} onSort={setSort} loading={loading} />
      )}

      {loading && <p className="visually-hidden">{t('pets.loading')}</p>}

      <div className="list-footer">
        <Pagination page={current.page} pageCount={current.pageCount} />
      </div>
    </section>
  )
}
