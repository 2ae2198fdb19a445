// /orders: a filterable, sortable, paginated table; filter, sort and page live in the URL.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { orderQueries } from '../../api/orders'
import { petQueries } from '../../api/pets'
import { ApiCall } from '../../components/api-call'
import { QueryProblem } from '../../components/query-problem'
import { useAnnouncement } from '../../lib/announcer'
import { useT } from '../../lib/i18n/i18n'
import { paginate, useListParams, useSortParam } from '../../lib/list-params'
import { PageHeader } from '../../lib/page-header'
import { Pagination } from '../../lib/pagination'
import { noOrderFilters, OrderFilters, useOrderFilter } from './order-filters'
import { orderColumns, OrdersExport, OrdersTable } from './orders-table'
import { petNamesOf, sortOrders } from './sort-orders'
import '../../lib/i18n/en/orders'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(orderQueries.list())
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

export function Component() {
  const t = useT()
  const orders = useQuery(orderQueries.list())
  const pets = useQuery(petQueries.list())
  // A failed refetch keeps the last answer: the count, pages and exports go with the table, which
  // the error replaces, so none of them speaks of orders the page no longer shows.
  const orderList = orders.isError ? undefined : orders.data
  const { update, page, pageSize } = useListParams()
  const [sort, setSort] = useSortParam(orderColumns, 'id')
  const { filter, exportName } = useOrderFilter()
  const petNames = useMemo(() => petNamesOf(pets.data), [pets.data])

  const filtered = useMemo(
    () => (filter ? (orderList ?? []).filter(filter) : (orderList ?? [])),
    [orderList, filter],
  )
  // Pet names arriving after the orders re-sort only a list sorted by pet.
  const namesForSort = sort.key === 'pet' ? petNames : null
  const sorted = useMemo(
    () => sortOrders(filtered, sort.key, sort.direction, namesForSort ?? new Map()),
    [filtered, sort.key, sort.direction, namesForSort],
  )
  const current = paginate(sorted, page, pageSize)

  const total = orderList?.length ?? 0
  const countText = filter
    ? t('orders.count-of', { shown: sorted.length, count: total })
    : t('orders.count', { count: total })
  useAnnouncement(orderList && countText)

  return (
    <section className="page">
      <PageHeader title={t('orders.title')} subtitle={t('orders.subtitle')}>
        <div className="row">
          <ApiCall query={orderQueries.list()} />
          <OrdersExport name={exportName} orders={sorted} petNames={petNames} />
        </div>
      </PageHeader>
      <OrderFilters countText={orderList && countText} />
      <QueryProblem query={orders} what={t('orders.what-orders')} />
      {orders.isError ? null : (
        <OrdersTable
          rows={current.rows}
          total={total}
          petNames={petNames}
          sort={sort}
          onSort={setSort}
          loading={!orderList}
          onShowAll={() => update(noOrderFilters)}
        />
      )}
      <div className="list-footer">
        <p className="muted">{pets.isError && t('orders.pet-names-failed')}</p>
        {!orders.isError && <Pagination page={current.page} pageCount={current.pageCount} />}
      </div>
    </section>
  )
}
