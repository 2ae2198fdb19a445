// The request being written: the operation, its parameters, the example and the JSON body, and the
// user's own headers. Every control that has a problem says so (aria-invalid) and points at it.
import { useId, type RefObject } from 'react'
import { SelectField } from '../../lib/fields'
import { useT } from '../../lib/i18n/i18n'
import type { Problem } from './check-request'
import { prettyJson, type Draft } from './draft'
import { HeaderRows } from './header-rows'
import { OperationPicker } from './operation-picker'
import type { ExplorerOperation, ExplorerParameter, OperationSummary } from './operations'
import '../../lib/i18n/en/explorer'

export const problemId = (index: number) => `explorer-problem-${index}`

interface FormProps {
  operations: readonly OperationSummary[]
  operation: ExplorerOperation
  draft: Draft
  onChange: (draft: Draft) => void
  /** Another operation was picked: its detail may have to be asked for first. */
  onChoose: (operation: OperationSummary) => void
  problems: readonly Problem[]
  bodyRef: RefObject<HTMLTextAreaElement | null>
}

export function RequestForm({
  operations,
  operation,
  draft,
  onChange,
  onChoose,
  problems,
  bodyRef,
}: FormProps) {
  const describedBy = (field: string) => {
    const ids = problems.flatMap((p, index) => (p.field === field ? [problemId(index)] : []))
    return ids.length > 0 ? ids.join(' ') : undefined
  }
  return (
    <div className="explorer-form">
      <OperationPicker operations={operations} operation={operation} onChoose={onChoose} />
      {operation.parameters.map((parameter) => (
        <ParameterField
          key={`${parameter.in} ${parameter.name}`}
          parameter={parameter}
          value={draft.params[parameter.name] ?? ''}
          describedBy={describedBy(parameter.name)}
          onChange={(value) =>
            onChange({ ...draft, params: { ...draft.params, [parameter.name]: value } })
          }
        />
      ))}
      {operation.body && (
        <BodyFields
          operation={operation}
          draft={draft}
          onChange={onChange}
          describedBy={describedBy('body')}
          bodyRef={bodyRef}
        />
      )}
      <HeaderRows
        rows={draft.headers}
        onChange={(headers) => onChange({ ...draft, headers })}
        describedBy={(index) => describedBy(`header-${index}`)}
      />
    </div>
  )
}

function ParameterField({
  parameter,
  value,
  describedBy,
  onChange,
}: {
  parameter: ExplorerParameter
  value: string
  describedBy: string | undefined
  onChange: (value: string) => void
}) {
  const t = useT()
  const id = useId()
  const type = [parameter.schema.type, parameter.schema.format].filter(Boolean).join(', ')
  const hint = [
    t('explorer.parameter-in', { in: parameter.in }),
    type,
    parameter.required ? t('explorer.parameter-required') : t('explorer.parameter-optional'),
    parameter.description,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <div className="field">
      <label htmlFor={id}>{parameter.name}</label>
      <input
        id={id}
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  )
}

function BodyFields({
  operation,
  draft,
  onChange,
  describedBy,
  bodyRef,
}: {
  operation: ExplorerOperation
  draft: Draft
  onChange: (draft: Draft) => void
  describedBy: string | undefined
  bodyRef: RefObject<HTMLTextAreaElement | null>
}) {
  const t = useT()
  const id = useId()
  const examples = operation.body?.examples ?? []
  const pick = (name: string) => {
    const example = examples.find((e) => e.name === name)
    if (example) onChange({ ...draft, body: prettyJson(example.value), example: example.name })
  }
  return (
    <>
      {examples.length > 0 && (
        <SelectField
          label={t('explorer.example')}
          value={draft.example ?? ''}
          options={[
            ...(draft.example ? [] : [{ value: '', label: t('explorer.example-own') }]),
            ...examples.map((e) => ({
              value: e.name,
              label: e.invalid ? t('explorer.example-invalid', { summary: e.summary }) : e.summary,
            })),
          ]}
          onChange={pick}
        />
      )}
      {/* What a tour step here talks about: its card keeps clear of it (tours/tour-placement.ts). */}
      <div className="field" data-tour-target="">
        <label htmlFor={id}>{t('explorer.body-label')}</label>
        <textarea
          id={id}
          ref={bodyRef}
          className="explorer-body"
          rows={9}
          value={draft.body}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={describedBy ? true : undefined}
          aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
          onChange={(event) => onChange({ ...draft, body: event.target.value, example: null })}
        />
        <p id={`${id}-hint`} className="field-hint">
          {operation.body?.required ? t('explorer.body-hint-required') : t('explorer.body-hint')}
        </p>
      </div>
    </>
  )
}
