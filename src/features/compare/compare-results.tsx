// The comparison's answer: each side's status (its count, or its error with Retry), and the diff
// once both sides have answered, exportable as JSON.
import type { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { environmentLabel } from '../../api/environments'
import { ErrorAlert } from '../../components/error-alert'
import { exportJson } from '../../lib/export'
import { useT } from '../../lib/i18n/i18n'
import type { Choice } from './compare-form'
import { countsOf, diffRecords } from './diff'
import { DiffView } from './diff-view'
import '../../lib/i18n/en/compare'

type SideQuery = ReturnType<typeof useQuery<Record<string, unknown>[]>>

export function CompareResults({
  choice,
  left,
  right,
}: {
  choice: Choice
  left: SideQuery
  right: SideQuery
}) {
  const t = useT()
  const leftData = left.data
  const rightData = right.data
  const diff = useMemo(
    () => (leftData && rightData ? diffRecords(leftData, rightData) : null),
    [leftData, rightData],
  )
  const names = {
    left: t('compare.side-left', { environment: environmentLabel(choice.left) }),
    right: t('compare.side-right', { environment: environmentLabel(choice.right) }),
  }
  return (
    <>
      <div className="compare-sides">
        <SideStatus name={names.left} query={left} />
        <SideStatus name={names.right} query={right} />
      </div>
      {diff && (
        <DiffView
          diff={diff}
          names={names}
          onExport={() =>
            exportJson(`compare-${choice.left}-${choice.right}-${choice.op}`, {
              left: choice.left,
              right: choice.right,
              operation: choice.op,
              petId: choice.op === 'pet' ? choice.id : undefined,
              counts: countsOf(diff),
              ...diff,
            })
          }
        />
      )}
    </>
  )
}

function SideStatus({ name, query }: { name: string; query: SideQuery }) {
  const t = useT()
  return (
    <section className="card compare-side" aria-label={name} aria-busy={query.isFetching}>
      <h2>{name}</h2>
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <p>{t('compare.records', { count: query.data.length })}</p>
      ) : (
        <p className="muted">{t('compare.calling')}</p>
      )}
    </section>
  )
}
