// /orders: a filterable, sortable, paginated table; filter, sort and page live in the URL.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { orderQueries } from '../../api/orders'
import { petQueries } from '../../api/pets'
import { isOpen, shipTime, type Order } from '../../api/schemas'
import { OrderRow, PetLink } from '../../components/cells'
import { ApiCall } from '../../components/api-call'
import { QueryProblem } from '../../components/error-alert'
import { exportCsv, exportJson } from '../../lib/export'
import { ExportButtons } from '../../lib/export-buttons'
import { addDays, formatCount, formatId, fromDayParam, plural } from '../../lib/format'
import { SelectField, TextField } from '../../lib/fields'
import { paginate, useListParams, useSortParam } from '../../lib/list-params'
import { ListTable } from '../../lib/list-table'
import { useAnnouncement } from '../../lib/announcer'
import { Pagination } from '../../lib/pagination'
import { PageHeader } from '../../lib/page-header'
import { petLabel, sortOrders, type PetNames } from './sort-orders'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(orderQueries.list())
  void queryClient.prefetchQuery(petQueries.list())
  return null
}

const columns = [
  { key: 'id', label: 'ID', className: 'num col-id' },
  { key: 'pet', label: 'Pet' },
  { key: 'quantity', label: 'Quantity', className: 'num' },
  { key: 'shipDate', label: 'Ship date' },
  { key: 'complete', label: 'Complete' },
] as const

const completeOptions = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Complete' },
  { value: 'no', label: 'Open' },
]
const completeFilters: Record<string, (order: Order) => boolean> = {
  yes: (order) => order.complete === true,
  no: isOpen,
}

/**
 * The filters in the URL as one test: complete/open, a pet id (as sent, so an int64 matches
 * exactly), and ship dates from one local day to another, both included.
 */
function orderFilter(complete: string, petId: string, from: string, to: string) {
  const byComplete = completeFilters[complete]
  const start = fromDayParam(from)
  const endDay = fromDayParam(to)
  const end = endDay === null ? null : addDays(endDay, 1)
  if (!byComplete && !petId && start === null && end === null) return null
  return (order: Order) => {
    if (byComplete && !byComplete(order)) return false
    if (petId && String(order.petId) !== petId) return false
    if (start === null && end === null) return true
    const time = shipTime(order)
    if (Number.isNaN(time)) return false
    return (start === null || time >= start) && (end === null || time < end)
  }
}

export function Component() {
  const orders = useQuery(orderQueries.list())
  const pets = useQuery(petQueries.list())
  // A failed refetch keeps the last answer: the count, pages and exports go with the table, which
  // the error replaces, so none of them speaks of orders the page no longer shows.
  const orderList = orders.isError ? undefined : orders.data
  const petList = pets.data
  const loading = !orderList && !orders.isError
  const { get, update, page, pageSize } = useListParams()
  const [sort, setSort] = useSortParam(columns, 'id')
  const complete = get('complete')
  const petId = get('pet').trim()
  const from = get('from')
  const to = get('to')
  const filter = useMemo(() => orderFilter(complete, petId, from, to), [complete, petId, from, to])

  const petNames = useMemo<PetNames>(() => {
    const names = new Map<string, string>()
    for (const pet of petList ?? []) {
      if (pet.id !== undefined && pet.name) names.set(String(pet.id), pet.name)
    }
    return names
  }, [petList])

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

  const exportName = `orders${completeFilters[complete] ? `-${complete === 'yes' ? 'complete' : 'open'}` : ''}`
  const exportRows = () =>
    sorted.map((order) => ({ ...order, petName: petNames.get(String(order.petId)) }))

  const total = orderList?.length ?? 0
  const countText = filter
    ? `${formatCount(sorted.length)} of ${plural(total, 'order')}`
    : plural(total, 'order')
  useAnnouncement(orderList && countText)

  return (
    <section className="page">
      <PageHeader title="Orders" subtitle="Store orders; each one links to its pet.">
        <div className="row">
          <ApiCall query={orderQueries.list()} />
          <ExportButtons
            disabled={sorted.length === 0}
            onCsv={() =>
              exportCsv(
                exportName,
                ['id', 'petId', 'petName', 'quantity', 'shipDate', 'complete'],
                exportRows(),
              )
            }
            onJson={() => exportJson(exportName, sorted)}
          />
        </div>
      </PageHeader>

      <div className="toolbar">
        <SelectField
          label="Complete"
          value={completeFilters[complete] ? complete : ''}
          options={completeOptions}
          onChange={(value) => update({ complete: value })}
        />
        <TextField
          label="Pet ID"
          inputMode="numeric"
          value={get('pet')}
          onChange={(value) => update({ pet: value })}
        />
        <TextField
          label="Shipped from"
          type="date"
          value={from}
          onChange={(value) => update({ from: value })}
        />
        <TextField
          label="Shipped to"
          type="date"
          value={to}
          onChange={(value) => update({ to: value })}
        />
        <p className="result-count muted">{orderList ? countText : '\u00a0'}</p>
      </div>

      <QueryProblem query={orders} what="orders" />
      {orders.isError ? null : (
        <ListTable
          caption="Orders"
          columns={columns}
          sort={{ state: sort, onSort: setSort }}
          loading={loading}
        >
          {current.rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty-state">
                {total === 0 ? (
                  'No orders yet.'
                ) : (
                  <>
                    No orders match this filter.{' '}
                    <button
                      type="button"
                      className="button"
                      onClick={() => update({ complete: '', pet: '', from: '', to: '' })}
                    >
                      Show all orders
                    </button>
                  </>
                )}
              </td>
            </tr>
          ) : (
            current.rows.map((order, index) => (
              <OrderRow
                key={`${formatId(order.id)}-${index}`}
                order={order}
                pet={
                  order.petId === undefined ? (
                    '—'
                  ) : (
                    <PetLink id={order.petId}>{petLabel(order, petNames) ?? ''}</PetLink>
                  )
                }
              />
            ))
          )}
        </ListTable>
      )}

      <div className="list-footer">
        <p className="muted">
          {pets.isError && 'Pet names could not be loaded; pets are shown by ID.'}
        </p>
        {!orders.isError && <Pagination page={current.page} pageCount={current.pageCount} />}
      </div>
    </section>
  )
}
