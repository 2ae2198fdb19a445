// The header's "Simulating: 2 s latency, 50% failures" while any demo control is on, so the
// audience knows the errors are staged; one click turns them all off.
import { useQuery } from '@tanstack/react-query'
import { demoQueries } from '../../api/demo'
import { calmControls } from '../../api/demo-contract'
import { useDemoControls } from './api'
import { simulation } from './simulation'

export function SimulatingLabel() {
  const state = useQuery(demoQueries.state())
  const controls = useDemoControls()
  const active = state.data ? simulation(state.data.controls) : []
  return (
    <div role="status" className={active.length ? 'simulating' : undefined}>
      {active.length > 0 && (
        <>
          <span>Simulating: {active.join(', ')}</span>
          <button
            type="button"
            className="button small"
            onClick={() => controls.mutate(calmControls())}
          >
            Stop simulating
          </button>
        </>
      )}
    </div>
  )
}
