// The header's "Simulating: 2 s latency, 50% failures" while any demo control is on, so the
// audience knows the errors are staged; one click turns them all off. The demo's state is asked
// for once the page is idle: a first render has the page's own call to make and show first.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { demoQueries, isDemoQuery, useDemoControls } from '../../api/demo'
import { calmControls } from '../../api/demo-contract'
import { useT } from '../../lib/i18n/i18n'
import { useIdle } from '../../lib/idle'
import { joinPhrases, simulation } from './simulation'

export function SimulatingLabel() {
  const t = useT()
  const idle = useIdle()
  const state = useQuery({ ...demoQueries.state(), enabled: idle })
  const active = state.data ? simulation(state.data.controls) : []
  // A status held for a number of calls counts down with each answer: ask again after each one.
  const counting = state.data?.controls.forceCalls != null
  const queryClient = useQueryClient()
  const { refetch } = state
  useEffect(() => {
    if (!counting) return
    // Each answer of the pet store API (not of the demo's own state) may have used one up.
    return queryClient.getQueryCache().subscribe((event) => {
      const settled = event.type === 'updated' && ['success', 'error'].includes(event.action.type)
      if (settled && !isDemoQuery(event.query)) void refetch()
    })
  }, [counting, queryClient, refetch])

  return (
    <div role="status" className={active.length ? 'simulating' : undefined}>
      {active.length > 0 && (
        <>
          <span>{t('demo.simulating-label', { list: joinPhrases(active) })}</span>
          <StopSimulating />
        </>
      )}
    </div>
  )
}

/** Its own component: the controls' mutation is made only while there is something to stop. */
function StopSimulating() {
  const t = useT()
  const controls = useDemoControls()
  return (
    <button type="button" className="button small" onClick={() => controls.mutate(calmControls())}>
      {t('demo.stop')}
    </button>
  )
}
