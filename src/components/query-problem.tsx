// What a query that has not given its data is going through: "Retrying (2 of 3)…", then the alert
// with Retry (error-alert.tsx). That code loads when a request first fails, or at the page's first
// idle moment: the first rows never wait for it, and a failure that takes the network with it
// finds it already loaded.
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { whenIdle } from '../lib/idle'

const loadAlert = () => import('./error-alert')
const Problem = lazy(() => loadAlert().then((module) => ({ default: module.QueryProblem })))

export function QueryProblem(props: { query: UseQueryResult<unknown>; what: string }) {
  useEffect(() => whenIdle(() => void loadAlert().catch(() => {}), 2000), [])
  const { isError, failureCount } = props.query
  if (!isError && failureCount === 0) return null
  return (
    <Suspense fallback={null}>
      <Problem {...props} />
    </Suspense>
  )
}
