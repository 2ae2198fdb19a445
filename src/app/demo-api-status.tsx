// Says what the demo API is doing while the page would otherwise only wait: that it is starting,
// once that takes more than a second (a silent skeleton reads as broken on a projector), or why it
// cannot start and what to do instead.
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useT } from '../lib/i18n/i18n'
import { useStore } from '../lib/store'
import { demoApiStore } from './demo-api'

/** How long a start may take before the page says so: a quick start shows nothing. */
export const SLOW_START_MS = 1000

/** A command, the same in every language. */
const LOCAL_API = 'npm run api'

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
  const t = useT()
  const state = useStore(demoApiStore)
  const slow = useSlow(state.phase === 'starting')
  return (
    <>
      {/* Fixed, so it moves nothing when it appears; mounted throughout, so it is announced. */}
      <div role="status" className={slow ? 'demo-starting' : undefined}>
        {slow && t('app.demo-starting')}
      </div>
      {state.phase === 'failed' && (
        <div role="alert" className="alert alert-error demo-failed">
          <div className="alert-body">
            <strong>{t('app.demo-failed-title')}</strong>
            <p>{t('app.demo-failed-why')}</p>
            {state.detail && (
              <p className="muted">{t('app.demo-failed-detail', { detail: state.detail })}</p>
            )}
            <p>{t.rich('app.demo-failed-fix', { command: <code>{LOCAL_API}</code> })}</p>
          </div>
          <div className="alert-actions">
            <Link to="/settings">{t('app.open-settings')}</Link>
          </div>
        </div>
      )}
    </>
  )
}
