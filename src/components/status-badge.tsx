// A pet's status as a pill. Any string a server sends is shown; the suggested ones get colours.
import { suggestedStatuses } from '../api/schemas'

const known: readonly string[] = suggestedStatuses

export function StatusBadge({ status }: { status: string | undefined }) {
  if (status === undefined) return <span className="muted">—</span>
  const tone = known.includes(status) ? `status-${status}` : 'status-other'
  return (
    <span className={`status ${tone}`} title={status}>
      {status}
    </span>
  )
}
