// /compare: one read-only call against two environments, side by side, and a structural diff by
// id (only left, only right, changed fields), exportable as JSON. The choice lives in the URL.
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  availableEnvironments,
  environmentLabels,
  type EnvironmentId,
} from '../../api/environments'
import { ErrorAlert } from '../../components/error-alert'
import { exportJson } from '../../lib/export'
import { SelectField, TextField } from '../../lib/fields'
import { plural } from '../../lib/format'
import { PageHeader } from '../../lib/page-header'
import { compareQueries, operations, type Operation } from './compare-api'
import { countsOf, diffRecords } from './diff'
import { DiffView } from './diff-view'

interface Choice {
  left: EnvironmentId
  right: EnvironmentId
  op: Operation
  id: string
}

function choiceFrom(params: URLSearchParams, offered: readonly EnvironmentId[]): Choice {
  const env = (name: string, fallback: EnvironmentId) => {
    const value = params.get(name) as EnvironmentId | null
    return value && offered.includes(value) ? value : fallback
  }
  const op = operations.find((o) => o.value === params.get('op'))?.value ?? 'pets'
  return {
    left: env('left', offered[0] ?? 'demo'),
    right: env('right', offered[1] ?? 'custom'),
    op,
    id: params.get('id') ?? '',
  }
}

export function Component() {
  const environments = availableEnvironments()
  const offered = environments.map((env) => env.id)
  const [params, setParams] = useSearchParams()
  const submitted = params.has('left') ? choiceFrom(params, offered) : null
  const [draft, setDraft] = useState<Choice>(() => choiceFrom(params, offered))

  const compare = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams({ left: draft.left, right: draft.right, op: draft.op })
    if (draft.op === 'pet') next.set('id', draft.id.trim())
    // The same choice again asks both servers again.
    if (next.toString() === params.toString()) void Promise.all([left.refetch(), right.refetch()])
    else setParams(next)
  }

  const enabled = submitted !== null && (submitted.op !== 'pet' || submitted.id !== '')
  const side = (env: EnvironmentId) => ({
    ...compareQueries.side(env, submitted?.op ?? 'pets', submitted?.id ?? ''),
    enabled,
  })
  const left = useQuery(side(submitted?.left ?? 'demo'))
  const right = useQuery(side(submitted?.right ?? 'demo'))
  const leftData = left.data
  const rightData = right.data
  const diff = useMemo(
    () => (leftData && rightData ? diffRecords(leftData, rightData) : null),
    [leftData, rightData],
  )
  const envOptions = environments.map((env) => ({ value: env.id, label: env.label }))
  const names = submitted && {
    left: `${environmentLabels[submitted.left]} (left)`,
    right: `${environmentLabels[submitted.right]} (right)`,
  }

  return (
    <section className="page">
      <PageHeader
        title="Compare environments"
        subtitle="One read-only call (GET) against two environments, each with its own key, and what differs between the answers."
      />
      <form className="card compare-form" onSubmit={compare}>
        <SelectField
          label="Left environment"
          value={draft.left}
          options={envOptions}
          onChange={(value) => setDraft({ ...draft, left: value as EnvironmentId })}
        />
        <SelectField
          label="Right environment"
          value={draft.right}
          options={envOptions}
          onChange={(value) => setDraft({ ...draft, right: value as EnvironmentId })}
        />
        <SelectField
          label="Operation"
          value={draft.op}
          options={operations}
          onChange={(value) => setDraft({ ...draft, op: value as Operation })}
        />
        {draft.op === 'pet' && (
          <TextField
            label="Pet ID"
            inputMode="numeric"
            value={draft.id}
            onChange={(id) => setDraft({ ...draft, id })}
          />
        )}
        <button type="submit" className="button primary">
          Compare
        </button>
      </form>

      {submitted && names && enabled && (
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
                exportJson(`compare-${submitted.left}-${submitted.right}-${submitted.op}`, {
                  left: submitted.left,
                  right: submitted.right,
                  operation: submitted.op,
                  petId: submitted.op === 'pet' ? submitted.id : undefined,
                  counts: countsOf(diff),
                  ...diff,
                })
              }
            />
          )}
        </>
      )}
      {submitted?.op === 'pet' && !enabled && <p className="muted">Enter a pet ID to compare.</p>}
    </section>
  )
}

function SideStatus({
  name,
  query,
}: {
  name: string
  query: ReturnType<typeof useQuery<Record<string, unknown>[]>>
}) {
  return (
    <section className="card compare-side" aria-label={name} aria-busy={query.isFetching}>
      <h2>{name}</h2>
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <p>{plural(query.data.length, 'record')}</p>
      ) : (
        <p className="muted">Calling…</p>
      )}
    </section>
  )
}
