// A workflow's inputs, one field per property of its input schema (JSON for anything but a
// string), starting from the schema's defaults and checked against it before the run starts.
import { useId, useState, type FormEvent } from 'react'
import { say, useT } from '../../lib/i18n/i18n'
import type { Finding } from '../contract/findings'
import type { Arazzo, Workflow } from './arazzo'
import { inputFields, readInputs, startingText } from './inputs'
import '../../lib/i18n/en/workflows'

export function InputsForm({
  doc,
  workflow,
  initial,
  onStart,
}: {
  doc: Arazzo
  workflow: Workflow
  /** What the fields start with, when a link gave some of them. */
  initial?: Record<string, string>
  onStart: (inputs: Record<string, unknown>) => void
}) {
  const t = useT()
  const id = useId()
  const fields = inputFields(doc, workflow)
  const [typed, setTyped] = useState(() => initial ?? startingText(doc, workflow))
  const [problems, setProblems] = useState<Finding[]>([])
  const title = workflow.summary || workflow.workflowId

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const read = readInputs(doc, workflow, typed)
    setProblems(read.problems)
    if (read.problems.length === 0) onStart(read.inputs)
  }

  return (
    <form className="card workflow-inputs" onSubmit={submit} noValidate>
      <h2>{t('workflows.inputs-title', { workflow: title })}</h2>
      {fields.length === 0 && <p className="muted">{t('workflows.inputs-none')}</p>}
      {fields.map((field, index) => {
        const fieldId = `${id}-${index}`
        const props = {
          id: fieldId,
          value: typed[field.name] ?? '',
          required: field.required,
          spellCheck: false,
          'aria-invalid': problems.length > 0 || undefined,
          'aria-describedby': problems.length > 0 ? `${id}-problems` : undefined,
          onChange: (e: { target: { value: string } }) =>
            setTyped((before) => ({ ...before, [field.name]: e.target.value })),
        }
        return (
          <div className="field" key={field.name}>
            <label htmlFor={fieldId}>
              {field.name}
              {field.json && <span className="muted"> ({t('workflows.input-json-hint')})</span>}
            </label>
            {field.json ? (
              <textarea className="workflow-json" rows={6} {...props} />
            ) : (
              <input {...props} />
            )}
            {field.description && <p className="field-hint">{field.description}</p>}
          </div>
        )
      })}
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="field-error" role="alert">
          {problems.map((problem, index) => (
            <li key={index}>
              {t('workflows.input-problem', { path: problem.path, message: say(problem.message) })}
            </li>
          ))}
        </ul>
      )}
      <div>
        <button type="submit" className="button primary">
          {t('workflows.start')}
        </button>
      </div>
    </form>
  )
}
