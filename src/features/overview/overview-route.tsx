// Overview: counts of pets, orders and open orders, pets per status and orders per ship date.
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useId, useMemo, type ReactNode } from 'react'
import { orderQueries } from '../../api/orders'
import { petQueries } from '../../api/pets'
import { isOpen, petStatuses, type Order, type Pet } from '../../api/schemas'
import { QueryProblem } from '../../components/error-alert'
import { addDays, formatCount, formatDate, formatDay, plural, toDayParam } from '../../lib/format'
import { PageHeader } from '../../lib/page-header'
import { BarChart, type ChartBar } from './bar-chart'
import { ChartTable } from './chart-table'
import { countByStatus, shipDateSeries, type ShipDateSeries } from './stats'

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(petQueries.list())
  void queryClient.prefetchQuery(orderQueries.list())
  return null
}

const statusLabel = (status: string) => status || 'no status'
const statusClass = (status: string) =>
  petStatuses.includes(status) ? `bar-${status}` : 'bar-other'

export function Component() {
  const pets = useQuery(petQueries.list())
  const orders = useQuery(orderQueries.list())
  const openCount = useMemo(() => orders.data?.filter(isOpen).length, [orders.data])

  return (
    <section className="page">
      <PageHeader
        title="Overview"
        subtitle="The store at a glance. Select a bar to see those records."
      />
      <div className="stat-grid">
        <StatCard label="Pets" query={pets} value={pets.data?.length} />
        <StatCard label="Orders" query={orders} value={orders.data?.length} />
        <StatCard label="Open orders" query={orders} value={openCount} />
      </div>
      <div className="chart-grid">
        <ChartCard title="Pets by status" query={pets} what="pets">
          {(data) => <PetsByStatus petList={data} />}
        </ChartCard>
        <ChartCard title="Orders by ship date" query={orders} what="orders">
          {(data) => <OrdersByShipDate orderList={data} />}
        </ChartCard>
      </div>
    </section>
  )
}

function StatCard({
  label,
  query,
  value,
}: {
  label: string
  query: UseQueryResult<unknown>
  value: number | undefined
}) {
  const id = useId()
  return (
    <div className="card stat-card" role="group" aria-labelledby={id} aria-busy={query.isPending}>
      <p id={id} className="stat-label">
        {label}
      </p>
      <p className="stat-value">
        {value !== undefined ? (
          formatCount(value)
        ) : query.isPending ? (
          <span className="skeleton stat-skeleton" />
        ) : (
          <span className="muted" title="Could not load">
            —
          </span>
        )}
      </p>
    </div>
  )
}

function ChartCard<T>({
  title,
  query,
  what,
  children,
}: {
  title: string
  query: UseQueryResult<T>
  what: string
  children: (data: T) => ReactNode
}) {
  const id = useId()
  return (
    <section className="card chart-card" aria-labelledby={id} aria-busy={query.isPending}>
      <h2 id={id}>{title}</h2>
      <QueryProblem query={query} what={what} />
      {query.isSuccess ? (
        children(query.data)
      ) : query.isError ? null : (
        <div className="chart-skeleton skeleton" />
      )}
    </section>
  )
}

function PetsByStatus({ petList }: { petList: readonly Pet[] }) {
  const counts = useMemo(() => countByStatus(petList), [petList])
  if (counts.length === 0) return <p className="empty-state">No pets yet.</p>
  const bars: ChartBar[] = counts.map(({ status, count }) => ({
    key: status,
    label: statusLabel(status),
    name: `${statusLabel(status)}: ${plural(count, 'pet')}`,
    segments: [{ value: count, className: statusClass(status) }],
    to: status ? `/pets?status=${encodeURIComponent(status)}` : '/pets',
  }))
  const summary = `Pets by status: ${counts.map((c) => `${statusLabel(c.status)} ${c.count}`).join(', ')}`
  return (
    <>
      <p className="chart-note">
        {plural(petList.length, 'pet')} in {plural(counts.length, 'status', 'statuses')}.
      </p>
      <BarChart bars={bars} summary={summary} maxBarWidth={72} />
      <ChartTable>
        <table>
          <caption className="visually-hidden">Pets by status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Pets</th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ status, count }) => (
              <tr key={status}>
                <th scope="row">{statusLabel(status)}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartTable>
    </>
  )
}

function describeSeries(series: ShipDateSeries): string {
  const first = series.buckets[0]
  const last = series.buckets.at(-1)
  if (!first || !last) return ''
  const range = `${formatDate(first.start)} to ${formatDate(last.start)}`
  const notes = [
    series.earlier > 0 && `${plural(series.earlier, 'earlier order')} not shown`,
    series.undated > 0 && `${plural(series.undated, 'order')} without a valid date`,
  ].filter(Boolean)
  return `${series.unit === 'day' ? 'Per day' : 'Per week'}, ${range}${notes.length ? `; ${notes.join(', ')}` : ''}.`
}

function OrdersByShipDate({ orderList }: { orderList: readonly Order[] }) {
  const series = useMemo(() => shipDateSeries(orderList), [orderList])
  if (series.buckets.length === 0) return <p className="empty-state">No orders with a ship date.</p>
  const period = (start: number) =>
    series.unit === 'day' ? formatDate(start) : `week of ${formatDate(start)}`
  const bars: ChartBar[] = series.buckets.map((bucket) => ({
    key: String(bucket.start),
    label: formatDay(bucket.start),
    name: `${period(bucket.start)}: ${plural(bucket.complete + bucket.open, 'order')}, ${bucket.open} open`,
    segments: [
      { value: bucket.complete, className: 'bar-complete' },
      { value: bucket.open, className: 'bar-open' },
    ],
    to: `/orders?from=${toDayParam(bucket.start)}&to=${toDayParam(series.unit === 'week' ? addDays(bucket.start, 6) : bucket.start)}`,
  }))
  const total = series.buckets.reduce((sum, b) => sum + b.complete + b.open, 0)
  const description = describeSeries(series)
  const summary = `Orders by ship date: ${plural(total, 'order')}. ${description}`
  return (
    <>
      <p className="chart-note">
        {description}{' '}
        <span className="chart-legend" aria-hidden="true">
          <span className="legend-swatch bar-complete" /> Complete
          <span className="legend-swatch bar-open" /> Open
        </span>
      </p>
      <BarChart bars={bars} summary={summary} />
      <ChartTable>
        <table>
          <caption className="visually-hidden">Orders by ship date</caption>
          <thead>
            <tr>
              <th scope="col">{series.unit === 'day' ? 'Day' : 'Week of'}</th>
              <th scope="col">Orders</th>
              <th scope="col">Complete</th>
              <th scope="col">Open</th>
            </tr>
          </thead>
          <tbody>
            {series.buckets.map((bucket) => (
              <tr key={bucket.start}>
                <th scope="row">{formatDay(bucket.start)}</th>
                <td>{bucket.complete + bucket.open}</td>
                <td>{bucket.complete}</td>
                <td>{bucket.open}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartTable>
    </>
  )
}
