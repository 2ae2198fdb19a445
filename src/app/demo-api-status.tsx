// Says what the demo API is doing while the page would otherwise only wait: that it is starting,
// once that takes more than a second (a silent skeleton reads as broken on a projector), or why it
// cannot start and what to do instead.
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useStore } from '../lib/store'
import { demoApiStore } from './demo-api'

/** How long a start may take before the page says so: a quick start shows nothing. */
export const SLOW_START_MS = 1000

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
            <p>
              It runs inside this page, and its code did not load: the network may have dropped, or
              the site was updated since this page opened.
            </p>
            {state.detail && <p className="muted">The browser said: {state.detail}</p>}
            <p>
              Press Retry or reload the page once the network is back. Or run the local API with{' '}
              <code>npm run api</code> and choose Custom in Settings, with the address it prints.
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
