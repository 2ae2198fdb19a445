// Settings' demo controls: simulated latency, failures, a forced status, offline, the dataset and
// a reset. Each change goes to the demo API at once (no Save), so a presenter sees it on the next call.
import { useQuery } from '@tanstack/react-query'
import { ErrorAlert } from '../../components/error-alert'
import { demoQueries, useDemoControls } from '../../api/demo'
import { calmControls } from '../../api/demo-contract'
import { DemoDataControls } from './demo-data-controls'
import { SimulationControls } from './simulation-controls'
import { simulation } from './simulation'

export function DemoControlsPanel() {
  const state = useQuery(demoQueries.state())
  const controls = useDemoControls()

  if (state.isPending) return <p className="muted">Loading the demo controls…</p>
  if (state.isError)
    return (
      <ErrorAlert
        error={state.error}
        what="the demo controls"
        onRetry={() => void state.refetch()}
      />
    )

  const active = simulation(state.data.controls)
  return (
    <div className="demo-controls">
      <p className="muted demo-summary">
        {active.length
          ? `Simulating: ${active.join(', ')}.`
          : 'No simulated problems: calls answer at once.'}
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
