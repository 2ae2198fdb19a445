// Settings' demo controls: simulated latency, failures, a forced status, offline, the dataset and
// a reset. Each change goes to the demo API at once (no Save), so a presenter sees it on the next call.
import { useQuery } from '@tanstack/react-query'
import { ErrorAlert } from '../../components/error-alert'
import { demoQueries, useDemoControls } from '../../api/demo'
import { calmControls } from '../../api/demo-contract'
import { useT } from '../../lib/i18n/i18n'
import { DemoDataControls } from './demo-data-controls'
import { SimulationControls } from './simulation-controls'
import { joinPhrases, simulation } from './simulation'
import '../../lib/i18n/en/demo'

export function DemoControlsPanel() {
  const t = useT()
  const state = useQuery(demoQueries.state())
  const controls = useDemoControls()

  if (state.isPending) return <p className="muted">{t('demo.loading')}</p>
  if (state.isError)
    return (
      <ErrorAlert
        error={state.error}
        what={t('demo.what-controls')}
        onRetry={() => void state.refetch()}
      />
    )

  const active = simulation(state.data.controls)
  return (
    <div className="demo-controls">
      <p className="muted demo-summary">
        {active.length ? t('demo.simulating', { list: joinPhrases(active) }) : t('demo.calm')}
      </p>
      <SimulationControls
        current={state.data.controls}
        onChange={(change) => controls.mutate(change)}
      />
      <DemoDataControls
        state={state.data}
        active={active}
        onCalm={() => controls.mutate(calmControls())}
      />
    </div>
  )
}
