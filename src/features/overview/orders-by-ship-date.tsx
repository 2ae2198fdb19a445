// The orders per ship date, by day or by week: complete and open stacked in each bar, each bar
// linking to the orders of its days, and the same as a table.
import { useMemo } from 'react'
import type { Order } from '../../api/schemas'
import { addDays, formatDate, formatDay, plural, toDayParam } from '../../lib/format'
import { BarChart, type ChartBar } from './bar-chart'
import { ChartTable } from './chart-table'
import { shipDateSeries, type ShipDateSeries } from './stats'

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

export function OrdersByShipDate({ orderList }: { orderList: readonly Order[] }) {
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
