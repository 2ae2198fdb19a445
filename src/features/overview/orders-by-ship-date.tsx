// The orders per ship date, by day or by week: complete and open stacked in each bar, each bar
// linking to the orders of its days, and the same as a table.
import { useMemo } from 'react'
import type { Order } from '../../api/schemas'
import { addDays, formatDate, formatDay, toDayParam } from '../../lib/format'
import { useT, type t as translate } from '../../lib/i18n/i18n'
import { BarChart, type ChartBar } from './bar-chart'
import { ChartTable } from './chart-table'
import { shipDateSeries, type ShipDateSeries } from './stats'
import '../../lib/i18n/en/overview'

function describeSeries(series: ShipDateSeries, t: typeof translate): string {
  const first = series.buckets[0]
  const last = series.buckets.at(-1)
  if (!first || !last) return ''
  const dates = { from: formatDate(first.start), to: formatDate(last.start) }
  const range = t(
    series.unit === 'day' ? 'overview.range-per-day' : 'overview.range-per-week',
    dates,
  )
  const notes = [
    series.earlier > 0 && t('overview.earlier-not-shown', { count: series.earlier }),
    series.undated > 0 && t('overview.undated', { count: series.undated }),
  ].filter((note) => note !== false)
  if (notes.length === 0) return t('overview.description', { range })
  return t('overview.description-notes', { range, notes: notes.join(t('overview.list-separator')) })
}

export function OrdersByShipDate({ orderList }: { orderList: readonly Order[] }) {
  const t = useT()
  const series = useMemo(() => shipDateSeries(orderList), [orderList])
  if (series.buckets.length === 0)
    return <p className="empty-state">{t('overview.no-dated-orders')}</p>
  const period = (start: number) =>
    series.unit === 'day'
      ? formatDate(start)
      : t('overview.week-of-date', { date: formatDate(start) })
  const bars: ChartBar[] = series.buckets.map((bucket) => ({
    key: String(bucket.start),
    label: formatDay(bucket.start),
    name: t('overview.date-bar', {
      period: period(bucket.start),
      count: bucket.complete + bucket.open,
      open: bucket.open,
    }),
    segments: [
      { value: bucket.complete, className: 'bar-complete' },
      { value: bucket.open, className: 'bar-open' },
    ],
    to: `/orders?from=${toDayParam(bucket.start)}&to=${toDayParam(series.unit === 'week' ? addDays(bucket.start, 6) : bucket.start)}`,
  }))
  const total = series.buckets.reduce((sum, b) => sum + b.complete + b.open, 0)
  const description = describeSeries(series, t)
  const summary = t('overview.date-summary', { count: total, description })
  return (
    <>
      <p className="chart-note">
        {description}{' '}
        <span className="chart-legend" aria-hidden="true">
          <span className="legend-swatch bar-complete" /> {t('overview.complete')}
          <span className="legend-swatch bar-open" /> {t('overview.open')}
        </span>
      </p>
      <BarChart bars={bars} summary={summary} />
      <ChartTable>
        <table>
          <caption className="visually-hidden">{t('overview.orders-by-ship-date')}</caption>
          <thead>
            <tr>
              <th scope="col">
                {series.unit === 'day' ? t('overview.col-day') : t('overview.col-week-of')}
              </th>
              <th scope="col">{t('overview.col-orders')}</th>
              <th scope="col">{t('overview.complete')}</th>
              <th scope="col">{t('overview.open')}</th>
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
