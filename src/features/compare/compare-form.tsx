// What to compare: two environments, an operation and, for one pet, its id; the URL holds the
// choice once Compare is pressed, the form holds it while it is being made.
import type { FormEvent } from 'react'
import { environmentLabel } from '../../api/environments'
import type { EnvironmentId } from '../../api/target'
import { SelectField, TextField } from '../../lib/fields'
import { useT } from '../../lib/i18n/i18n'
import { operations, type Operation } from './compare-api'
import '../../lib/i18n/en/compare'

export interface Choice {
  left: EnvironmentId
  right: EnvironmentId
  op: Operation
  id: string
}

export function choiceFrom(params: URLSearchParams, offered: readonly EnvironmentId[]): Choice {
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

export function CompareForm({
  draft,
  onChange,
  environments,
  onSubmit,
}: {
  draft: Choice
  onChange: (next: Choice) => void
  environments: readonly { id: EnvironmentId }[]
  onSubmit: (event: FormEvent) => void
}) {
  const t = useT()
  const envOptions = environments.map((env) => ({ value: env.id, label: environmentLabel(env.id) }))
  const opOptions = operations.map(({ value, request }) => ({
    value,
    label: t(`compare.operation-${value}`, { request }),
  }))
  return (
    <form className="card compare-form" onSubmit={onSubmit}>
      <SelectField
        label={t('compare.left')}
        value={draft.left}
        options={envOptions}
        onChange={(value) => onChange({ ...draft, left: value as EnvironmentId })}
      />
      <SelectField
        label={t('compare.right')}
        value={draft.right}
        options={envOptions}
        onChange={(value) => onChange({ ...draft, right: value as EnvironmentId })}
      />
      <SelectField
        label={t('compare.operation')}
        value={draft.op}
        options={opOptions}
        onChange={(value) => onChange({ ...draft, op: value as Operation })}
      />
      {draft.op === 'pet' && (
        <TextField
          label={t('compare.pet-id')}
          inputMode="numeric"
          value={draft.id}
          onChange={(id) => onChange({ ...draft, id })}
        />
      )}
      <button type="submit" className="button primary">
        {t('compare.submit')}
      </button>
    </form>
  )
}
