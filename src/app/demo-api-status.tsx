// Says what the demo API is doing while the page would otherwise only wait: that it is starting,
// once that takes more than a second (a silent skeleton reads as broken on a projector), or why it
// cannot start and what to do instead.
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useStore } from '../lib/store'
import { demoApiStore } from './demo-api'
import type { DemoProblem } from './demo-worker'

/** How long a start may take before the page says so: a quick start shows nothing. */
export const SLOW_START_MS = 1000

const causes: Record<DemoProblem, string> = {
  unsupported:
    'This browser offers no service workers on this page, and the demo API runs in one. Some ' +
    'private windows turn them off, and every browser needs the page served over https or from ' +
    'localhost.',
  refused:
    'The browser refused the service worker the demo API runs in. Private windows and some ' +
    'privacy settings block them.',
  failed: 'The demo API did not start in this browser.',
}

/** True once `starting` has lasted SLOW_START_MS; false again as soon as it ends. */
function useSlow(starting: boolean): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!starting) return
    const timer = setTimeout(() => setSlow(true), SLOW_START_MS)
    return () => {
      clearTimeout(timer)
      setSlow(false)
    }
  }, [starting])
  return starting && slow
}

export function DemoApiStatus() {
  const state = useStore(demoApiStore)
  const slow = useSlow(state.phase === 'starting')
  return (
    <>
      {/* Fixed, so it moves nothing when it appears; mounted throughout, so it is announced. */}
      <div role="status" className={slow ? 'demo-starting' : undefined}>
        {slow && 'Starting the demo API…'}
      </div>
      {state.phase === 'failed' && (
        <div role="alert" className="alert alert-error demo-failed">
          <div className="alert-body">
            <strong>The demo API cannot start</strong>
            <p>{causes[state.problem]}</p>
            {state.detail && <p className="muted">The browser said: {state.detail}</p>}
            <p>
              Open the console in a normal window, over https or from localhost. Or run the local
              API with <code>npm run api</code> and choose Custom in Settings, with the address it
              prints.
            </p>
          </div>
          <div className="alert-actions">
            <Link to="/settings">Open Settings</Link>
          </div>
        </div>
      )}
    </>
  )
}
