// The pets per status: a bar each, linking to the list filtered by it, and the same as a table.
import { useMemo } from 'react'
import { petStatuses, type Pet } from '../../api/schemas'
import { plural } from '../../lib/format'
import { BarChart, type ChartBar } from './bar-chart'
import { ChartTable } from './chart-table'
import { countByStatus } from './stats'

const statusLabel = (status: string) => status || 'no status'
const statusClass = (status: string) =>
  petStatuses.includes(status) ? `bar-${status}` : 'bar-other'

export function PetsByStatus({ petList }: { petList: readonly Pet[] }) {
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
