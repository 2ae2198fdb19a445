// /compare: one read-only call against two environments, side by side, and a structural diff by
// id (only left, only right, changed fields), exportable as JSON. The choice lives in the URL.
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { availableEnvironments } from '../../api/environments'
import type { EnvironmentId } from '../../api/target'
import { useT } from '../../lib/i18n/i18n'
import { PageHeader } from '../../lib/page-header'
import { compareQueries } from './compare-api'
import { choiceFrom, CompareForm, type Choice } from './compare-form'
import { CompareResults } from './compare-results'
import '../../lib/i18n/en/compare'

export function Component() {
  const t = useT()
  const environments = availableEnvironments()
  const offered = environments.map((env) => env.id)
  const [params, setParams] = useSearchParams()
  const submitted = params.has('left') ? choiceFrom(params, offered) : null
  const [draft, setDraft] = useState<Choice>(() => choiceFrom(params, offered))

  const enabled = submitted !== null && (submitted.op !== 'pet' || submitted.id !== '')
  const side = (env: EnvironmentId) => ({
    ...compareQueries.side(env, submitted?.op ?? 'pets', submitted?.id ?? ''),
    enabled,
  })
  const left = useQuery(side(submitted?.left ?? 'demo'))
  const right = useQuery(side(submitted?.right ?? 'demo'))

  const compare = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams({ left: draft.left, right: draft.right, op: draft.op })
    if (draft.op === 'pet') next.set('id', draft.id.trim())
    // The same choice again asks both servers again.
    if (next.toString() === params.toString()) void Promise.all([left.refetch(), right.refetch()])
    else setParams(next)
  }

  return (
    <section className="page">
      <PageHeader title={t('compare.title')} subtitle={t('compare.subtitle')} />
      <CompareForm
        draft={draft}
        onChange={setDraft}
        environments={environments}
        onSubmit={compare}
      />
      {submitted && enabled && <CompareResults choice={submitted} left={left} right={right} />}
      {submitted?.op === 'pet' && !enabled && <p className="muted">{t('compare.enter-pet-id')}</p>}
    </section>
  )
}
