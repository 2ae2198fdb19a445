// The header's "Simulating: 2 s latency, 50% failures" while any demo control is on, so the
// audience knows the errors are staged; one click turns them all off.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { outcomeOf, useRequestLog } from '../request-log/request-log-store'
import { demoQueries, useDemoControls } from './api'
import { calmControls, simulation } from './controls'

export function SimulatingLabel() {
  const state = useQuery(demoQueries.state())
  const controls = useDemoControls()
  const active = state.data ? simulation(state.data.controls) : []
  // A status held for a number of calls counts down with each answer: ask again after each one.
  const counting = state.data?.controls.forceCalls != null
  const answered = useRequestLog().filter(
    (entry) => entry.environment === 'demo' && outcomeOf(entry) !== 'pending',
  ).length
  const { refetch } = state
  useEffect(() => {
    if (counting) void refetch()
  }, [counting, answered, refetch])

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
