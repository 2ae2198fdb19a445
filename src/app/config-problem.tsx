// What is wrong with where the console runs, said where everyone sees it once config.json is read:
// a file that cannot be used (naming the key: the console opened on Demo instead), or a server it
// names that the CSP built into the page blocks (blocked-servers.tsx).
import { lazy, Suspense, useId } from 'react'
import { runtimeConfig } from '../api/runtime-config'
import { say, useT, type Words } from '../lib/i18n/i18n'
import { useStore } from '../lib/store'

const BlockedServers = lazy(() =>
  import('./blocked-servers').then((module) => ({ default: module.BlockedServers })),
)

export function ConfigProblem() {
  const read = useStore(runtimeConfig)
  if (read.status === 'broken') return <BrokenConfig problem={read.problem} />
  if (read.status === 'none') return null
  return (
    <Suspense fallback={null}>
      <BlockedServers config={read.config} />
    </Suspense>
  )
}

function BrokenConfig({ problem }: { problem: Words }) {
  const t = useT()
  const title = useId()
  return (
    <div role="alert" aria-labelledby={title} className="alert alert-error config-problem">
      <div className="alert-body">
        <strong id={title}>{t('app.config-broken-title')}</strong>
        <p>{t('app.config-broken-problem', { problem: say(problem) })}</p>
        <p>{t('app.config-broken-fallback')}</p>
      </div>
    </div>
  )
}
