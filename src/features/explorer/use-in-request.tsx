// "Use in request…": the JSON tree's current value into a parameter of the request being written,
// or of another operation, which it then opens. One select lists every parameter, grouped by
// operation, this request's first; the one named like the value's key is chosen to start with.
import { useId, useRef, useState, type RefObject } from 'react'
import { announce } from '../../lib/announcer'
import { Dialog } from '../../lib/dialog'
import { useT } from '../../lib/i18n/i18n'
import { asText } from '../../lib/runtime-expression'
import { freshDraft, type Draft } from './draft'
import type { TreeRow } from './json-tree-model'
import type { ExplorerOperation } from './operations'
import type { OpenRequest } from './response-links'
import '../../lib/i18n/en/explorer'

interface Choice {
  operation: ExplorerOperation
  name: string
  place: string
}

/** The dialog shows this much of a value; a whole list of orders still goes in whole. */
const SHOWN_CHARS = 2000

const choiceKey = ({ operation, name }: Choice) => JSON.stringify([operation.key, name])

/** This request's operation first, then the others that take parameters, in the contract's order. */
function choicesFor(operations: readonly ExplorerOperation[], current: ExplorerOperation) {
  return [current, ...operations.filter((o) => o !== current)]
    .filter((operation) => operation.parameters.length > 0)
    .map((operation) => ({
      operation,
      choices: operation.parameters.map((p) => ({ operation, name: p.name, place: p.in })),
    }))
}

/** `id` fills `id`, else a parameter that ends like it (`petId`), else this request's first. */
function likelyChoice(groups: ReturnType<typeof choicesFor>, key: string | null) {
  const all = groups.flatMap((group) => group.choices)
  const lower = key?.toLowerCase() ?? '\u0000'
  return (
    all.find((c) => c.name === key) ??
    all.find((c) => c.name.toLowerCase().endsWith(lower)) ??
    all[0]
  )
}

export function UseInRequest({
  row,
  operations,
  operation,
  draft,
  onOpen,
}: {
  row: TreeRow
  operations: readonly ExplorerOperation[]
  /** The request being written, and its operation. */
  operation: ExplorerOperation
  draft: Draft
  onOpen: OpenRequest
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        {t('explorer.use-in-request')}
      </button>
      {open && (
        <UseDialog
          row={row}
          operations={operations}
          operation={operation}
          draft={draft}
          onClose={() => setOpen(false)}
          onOpen={onOpen}
        />
      )}
    </>
  )
}

function UseDialog({
  row,
  operations,
  operation,
  draft,
  onClose,
  onOpen,
}: {
  row: TreeRow
  operations: readonly ExplorerOperation[]
  operation: ExplorerOperation
  draft: Draft
  onClose: () => void
  onOpen: OpenRequest
}) {
  const t = useT()
  const select = useRef<HTMLSelectElement>(null)
  const groups = choicesFor(operations, operation)
  const [chosen, setChosen] = useState(() => {
    const likely = likelyChoice(groups, row.parent ? row.name : null)
    return likely ? choiceKey(likely) : ''
  })
  const text = asText(row.value)
  const use = () => {
    const choice = groups.flatMap((g) => g.choices).find((c) => choiceKey(c) === chosen)
    if (!choice) return onClose()
    const base = choice.operation === operation ? draft : freshDraft(choice.operation)
    onClose()
    onOpen({ ...base, params: { ...base.params, [choice.name]: text } })
    announce(
      t('explorer.use-done', {
        parameter: choice.name,
        operation: choice.operation.label,
        value: text,
      }),
    )
  }
  return (
    <Dialog title={t('explorer.use-title')} onClose={onClose} initialFocus={select}>
      <p>{t.rich('explorer.use-value', { path: row.path, code: (c) => <code>{c}</code> })}</p>
      <pre className="log-pre explorer-use-value" dir="ltr">
        {text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text}
      </pre>
      {groups.length === 0 ? (
        <p>{t('explorer.use-none')}</p>
      ) : (
        <ParameterSelect
          ref={select}
          groups={groups}
          current={operation}
          value={chosen}
          onChange={setChosen}
        />
      )}
      <div className="row explorer-use-actions">
        {groups.length > 0 && (
          <button type="button" className="button primary" onClick={use}>
            {t('explorer.use-confirm')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('explorer.use-cancel')}
        </button>
      </div>
    </Dialog>
  )
}

/** Every parameter, grouped by operation: each option reads as its name and place. */
function ParameterSelect({
  ref,
  groups,
  current,
  value,
  onChange,
}: {
  ref: RefObject<HTMLSelectElement | null>
  groups: ReturnType<typeof choicesFor>
  current: ExplorerOperation
  value: string
  onChange: (value: string) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{t('explorer.use-parameter')}</label>
      <select ref={ref} id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {groups.map((group) => (
          <optgroup
            key={group.operation.key}
            label={
              group.operation === current
                ? t('explorer.use-this-request', { operation: group.operation.label })
                : group.operation.label
            }
          >
            {group.choices.map((choice) => (
              <option key={choice.name} value={choiceKey(choice)}>
                {t('explorer.use-option', {
                  name: choice.name,
                  place: t('explorer.parameter-in', { in: choice.place }),
                })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}
