// What is wrong with where the console runs, said where everyone sees it once config.json is read:
// a file that cannot be used (naming the key: the console opened on Demo instead), or a server it
// names that the CSP built into the page blocks. Both load only then (blocked-servers.tsx), so the
// first page of a site with a good file, or none, carries neither.
import { lazy, Suspense } from 'react'
import { runtimeConfig } from '../api/runtime-config'
import { useStore } from '../lib/store'

const ConfigProblems = lazy(() =>
  import('./blocked-servers').then((module) => ({ default: module.ConfigProblems })),
)

export function ConfigProblem() {
  const read = useStore(runtimeConfig)
  if (read.status === 'none') return null
  return (
    <Suspense fallback={null}>
      <ConfigProblems read={read} />
    </Suspense>
  )
}
