// The pets per status: a bar each, linking to the list filtered by it, and the same as a table.
import { useMemo } from 'react'
import { petStatuses, type Pet } from '../../api/schemas'
import { useT } from '../../lib/i18n/i18n'
import { BarChart, type ChartBar } from './bar-chart'
import { ChartTable } from './chart-table'
import { countByStatus } from './stats'
import '../../lib/i18n/en/overview'

const statusClass = (status: string) =>
  petStatuses.includes(status) ? `bar-${status}` : 'bar-other'

export function PetsByStatus({ petList }: { petList: readonly Pet[] }) {
  const t = useT()
  const counts = useMemo(() => countByStatus(petList), [petList])
  if (counts.length === 0) return <p className="empty-state">{t('overview.no-pets')}</p>
  // A status is shown as the server sent it; only its absence is put in words.
  const statusLabel = (status: string) => status || t('overview.no-status')
  const bars: ChartBar[] = counts.map(({ status, count }) => ({
    key: status,
    label: statusLabel(status),
    name: t('overview.status-bar', { status: statusLabel(status), count }),
    segments: [{ value: count, className: statusClass(status) }],
    to: status ? `/pets?status=${encodeURIComponent(status)}` : '/pets',
  }))
  const list = counts
    .map((c) => `${statusLabel(c.status)} ${c.count}`)
    .join(t('overview.list-separator'))
  const summary = t('overview.status-summary', { list })
  return (
    <>
      <p className="chart-note">
        {t('overview.status-note', { count: petList.length, statuses: counts.length })}
      </p>
      <BarChart bars={bars} summary={summary} maxBarWidth={72} />
      <ChartTable>
        <table>
          <caption className="visually-hidden">{t('overview.pets-by-status')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.col-status')}</th>
              <th scope="col">{t('overview.col-pets')}</th>
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
