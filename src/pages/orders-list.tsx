// Orders: a filterable, sortable, paginated table; filter, sort and page live in the URL.
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { orderQueries } from '../api/orders'
import { petQueries } from '../api/pets'
import { isOpen, type Order, type Pet } from '../api/schemas'
import { ErrorAlert } from '../components/error-alert'
import { Pagination } from '../components/pagination'
import { SkeletonRows } from '../components/skeleton-rows'
import { SortableHeader } from '../components/sortable-header'
import { exportCsv, exportJson } from '../lib/export'
import { ExportButtons } from '../components/export-buttons'
import { compareValues, formatCount, formatDateTime, formatId, plural } from '../lib/format'
import { PAGE_SIZE, paginate, parseSort, useListParams, type SortState } from '../lib/list-state'
import { useDocumentTitle } from '../lib/use-document-title'
import { useParamState } from '../lib/use-param-state'

const sortKeys = ['id', 'pet', 'quantity', 'shipDate', 'complete'] as const
type SortKey = (typeof sortKeys)[number]
const defaultSort: SortState<SortKey> = { key: 'id', direction: 'ascending' }

interface OrderRow {
  /** Position in the server's list: the row's React key. */
  index: number
  order: Order
}

type PetNames = ReadonlyMap<string, string>

// Pet names are looked up for the rows on screen, for an export, or to sort by pet; not for all
// 20,000 orders on every render.
const petNameOf = (order: Order, names: PetNames) =>
  order.petId === undefined ? undefined : names.get(String(order.petId))

const petLabelOf = (order: Order, names: PetNames) =>
  petNameOf(order, names) ?? (order.petId === undefined ? '' : `Pet ${String(order.petId)}`)

/** Missing values sort last in both directions; `compare` only sees values that are present. */
function byPresent<T>(a: T | undefined, b: T | undefined, compare: (x: T, y: T) => number) {
  if (a === undefined) return b === undefined ? 0 : Infinity
  if (b === undefined) return -Infinity
  return compare(a, b)
}

const compareNumbers = (a: number | bigint, b: number | bigint) => (a < b ? -1 : a > b ? 1 : 0)

function compareRows(a: OrderRow, b: OrderRow, key: 'id' | 'quantity' | 'complete'): number {
  switch (key) {
    case 'id':
      return byPresent(a.order.id, b.order.id, compareNumbers)
    case 'quantity':
      return byPresent(a.order.quantity, b.order.quantity, compareNumbers)
    case 'complete':
      return byPresent(a.order.complete, b.order.complete, (x, y) => Number(x) - Number(y))
  }
}

const shipTime = (row: OrderRow) => {
  const time = row.order.shipDate === undefined ? Number.NaN : Date.parse(row.order.shipDate)
  return Number.isNaN(time) ? undefined : time
}

function sortRows(
  rows: readonly OrderRow[],
  sort: SortState<SortKey>,
  names: PetNames,
): OrderRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  // ±Infinity marks a missing value: keep it last whatever the direction.
  const directed = (result: number) => (Number.isFinite(result) ? sign * result : result)
  const { key } = sort
  if (key === 'pet') {
    return rows
      .map((row) => ({ row, label: petLabelOf(row.order, names) }))
      .sort((a, b) => sign * compareValues(a.label, b.label))
      .map(({ row }) => row)
  }
  if (key !== 'shipDate') return [...rows].sort((a, b) => directed(compareRows(a, b, key)))
  // Parsed once per sort, so sorting 20,000 orders by date does not parse 300,000 strings.
  return rows
    .map((row) => ({ row, time: shipTime(row) }))
    .sort((a, b) => directed(byPresent(a.time, b.time, compareNumbers)))
    .map(({ row }) => row)
}

const completeFilters: Record<string, (order: Order) => boolean> = {
  yes: (order) => order.complete === true,
  no: isOpen,
}

export function OrdersListPage() {
  useDocumentTitle('Orders')
  const orders = useQuery(orderQueries.list())
  // Names only label the rows: a long list of pets is checked after the orders have their turn.
  const pets = useQuery(petQueries.list({ background: true }))
  // Data arriving is rendered in the background (time-sliced), so a list's first rows come in
  // short tasks rather than one long one, and the page answers input meanwhile.
  const orderList = useDeferredValue(orders.data)
  const petList = useDeferredValue(pets.data)
  const loading = !orderList && !orders.isError
  const listParams = useListParams()
  const { update, params } = listParams
  const [completeParam, setComplete, completePending] = useParamState('complete', listParams)
  // A new filter starts at page 1 (its URL update drops the page), also before the URL follows.
  const page = completePending ? 1 : listParams.page
  const filter = completeFilters[completeParam]
  const sortParam = params.get('sort')
  const sort = useMemo(() => parseSort(sortParam, sortKeys, defaultSort), [sortParam])

  const petNames = useMemo(() => {
    const names = new Map<string, string>()
    for (const pet of petList ?? ([] as Pet[])) {
      if (pet.id !== undefined && pet.name) names.set(String(pet.id), pet.name)
    }
    return names
  }, [petList])

  const rows = useMemo<OrderRow[]>(
    () => (orderList ?? []).map((order, index) => ({ index, order })),
    [orderList],
  )
  const filtered = useMemo(
    () => (filter ? rows.filter((row) => filter(row.order)) : rows),
    [rows, filter],
  )
  // Pet names arriving after the orders re-sort only a list sorted by pet.
  const sortNames = sort.key === 'pet' ? petNames : null
  const sorted = useMemo(
    () => sortRows(filtered, sort, sortNames ?? new Map()),
    [filtered, sort, sortNames],
  )
  const current = paginate(sorted, page)

  const onSort = (next: SortState<SortKey>) =>
    update({
      sort:
        next.key === defaultSort.key && next.direction === defaultSort.direction
          ? ''
          : `${next.direction === 'descending' ? '-' : ''}${next.key}`,
    })

  const exportName = `orders${filter ? `-${completeParam === 'yes' ? 'complete' : 'open'}` : ''}`
  const onExportCsv = () =>
    exportCsv(
      exportName,
      ['id', 'petId', 'petName', 'quantity', 'shipDate', 'complete'],
      sorted.map(({ order }) => ({ ...order, petName: petNameOf(order, petNames) })),
    )
  const onExportJson = () =>
    exportJson(
      exportName,
      sorted.map((row) => row.order),
    )

  const total = orderList?.length ?? 0
  const countText = filter
    ? `${formatCount(sorted.length)} of ${plural(total, 'order')}`
    : plural(total, 'order')

  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>Orders</h1>
          <p className="subtitle">Store orders; each one links to its pet.</p>
        </div>
        <div className="row">
          <ExportButtons disabled={sorted.length === 0} onCsv={onExportCsv} onJson={onExportJson} />
        </div>
      </div>

      <div className="toolbar">
        <div className="field">
          <label htmlFor="orders-complete">Complete</label>
          <select
            id="orders-complete"
            value={filter ? completeParam : ''}
            onChange={(event) => setComplete(event.target.value)}
          >
            <option value="">All</option>
            <option value="yes">Complete</option>
            <option value="no">Open</option>
          </select>
        </div>
        <p className="result-count muted" aria-live="polite">
          {orderList ? countText : '\u00a0'}
        </p>
      </div>

      {orders.isError ? (
        <ErrorAlert error={orders.error} what="orders" onRetry={() => void orders.refetch()} />
      ) : (
        <div className="table-wrap">
          <table aria-busy={loading}>
            <caption className="visually-hidden">Orders</caption>
            <thead>
              <tr>
                <SortableHeader column="id" label="ID" sort={sort} onSort={onSort} />
                <SortableHeader column="pet" label="Pet" sort={sort} onSort={onSort} />
                <SortableHeader
                  column="quantity"
                  label="Quantity"
                  sort={sort}
                  onSort={onSort}
                  className="num"
                />
                <SortableHeader column="shipDate" label="Ship date" sort={sort} onSort={onSort} />
                <SortableHeader column="complete" label="Complete" sort={sort} onSort={onSort} />
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <SkeletonRows columns={5} rows={PAGE_SIZE} />
              ) : current.rows.length === 0 ? (
                <tr>
                  <td colSpan={5} className="empty-state">
                    {total === 0 ? (
                      'No orders yet.'
                    ) : (
                      <>
                        No orders match this filter.{' '}
                        <button type="button" className="button" onClick={() => setComplete('')}>
                          Show all orders
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ) : (
                current.rows.map((row) => (
                  <OrderTableRow
                    key={row.index}
                    order={row.order}
                    petLabel={petLabelOf(row.order, petNames)}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      <div className="list-footer">
        <p className="muted">
          {pets.isError && 'Pet names could not be loaded; pets are shown by ID.'}
        </p>
        <Pagination
          page={current.page}
          pageCount={current.pageCount}
          onPage={(next) => update({ page: next > 1 ? String(next) : '' })}
        />
      </div>
    </section>
  )
}

function OrderTableRow({ order, petLabel }: { order: Order; petLabel: string }) {
  const ship = formatDateTime(order.shipDate)
  return (
    <tr>
      <td className="mono">{formatId(order.id)}</td>
      <td>
        {order.petId === undefined ? (
          '—'
        ) : (
          <Link to={`/pets/${encodeURIComponent(String(order.petId))}`}>{petLabel}</Link>
        )}
      </td>
      <td className="num">{order.quantity === undefined ? '—' : String(order.quantity)}</td>
      <td className="ship-date">
        {ship.iso ? (
          <time dateTime={ship.iso} title={ship.iso}>
            {ship.text}
          </time>
        ) : (
          ship.text
        )}
      </td>
      <td>{order.complete === undefined ? '—' : order.complete ? 'Yes' : 'No'}</td>
    </tr>
  )
}
