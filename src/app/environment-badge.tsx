import { environmentLabels } from '../api/environments'
import { useSettings } from '../api/settings'

export function EnvironmentBadge() {
  const { environment } = useSettings()
  return (
    <span className={`env-badge env-${environment}`} title="Live API environment">
      {environmentLabels[environment]}
    </span>
  )
}
