// A pet's status as a pill. Any string a server sends is shown; the usual ones get colours.
import { petStatuses } from '../../api/schemas'

export function StatusBadge({ status }: { status: string | undefined }) {
  if (status === undefined) return <span className="muted">—</span>
  const tone = petStatuses.includes(status) ? `status-${status}` : 'status-other'
  return (
    <span className={`status ${tone}`} title={status}>
      {status}
    </span>
  )
}
