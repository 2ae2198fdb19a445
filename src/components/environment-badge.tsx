import { environmentLabels } from '../config/environments'
import { useSettings } from '../config/settings'

export function EnvironmentBadge() {
  const { environment } = useSettings()
  return (
    <span className={`env-badge env-${environment}`} title="Live API environment">
      {environmentLabels[environment]}
    </span>
  )
}
