import { environmentLabel } from '../api/environments'
import { useSettings } from '../api/settings'
import { useT } from '../lib/i18n/i18n'

export function EnvironmentBadge() {
  const t = useT()
  const { environment } = useSettings()
  return (
    <span className={`env-badge env-${environment}`} title={t('app.environment-badge-title')}>
      {environmentLabel(environment)}
    </span>
  )
}
