// The Overview's cards: a number with its label, and a chart with its heading, each showing its
// query's skeleton, problem or data.
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { QueryProblem } from '../../components/query-problem'
import { formatCount } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/overview'

export function StatCard({
  label,
  query,
  value,
}: {
  label: string
  query: UseQueryResult<unknown>
  value: number | undefined
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="card stat-card" role="group" aria-labelledby={id} aria-busy={query.isPending}>
      <p id={id} className="stat-label">
        {label}
      </p>
      <p className="stat-value">
        {value !== undefined ? (
          formatCount(value)
        ) : query.isPending ? (
          <span className="skeleton stat-skeleton" />
        ) : (
          <span className="muted" title={t('overview.could-not-load')}>
            —
          </span>
        )}
      </p>
    </div>
  )
}

export function ChartCard<T>({
  title,
  query,
  what,
  children,
}: {
  title: string
  query: UseQueryResult<T>
  what: string
  children: (data: T) => ReactNode
}) {
  const id = useId()
  return (
    <section className="card chart-card" aria-labelledby={id} aria-busy={query.isPending}>
      <h2 id={id}>{title}</h2>
      <QueryProblem query={query} what={what} />
      {query.isSuccess ? (
        children(query.data)
      ) : query.isError ? null : (
        <div className="chart-skeleton skeleton" />
      )}
    </section>
  )
}
