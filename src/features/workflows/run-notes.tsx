// What a run says before its steps: a source description whose calls go without a key, a link
// that opened the run at a later step (whose earlier steps, and the workflows it depends on, run
// again first: their outputs are never made up), the inputs kept out of the page's address, and
// the step that comes next.
import { useT } from '../../lib/i18n/i18n'
import type { Arazzo } from './arazzo'
import type { Sources } from './sources'
import { findWorkflow } from './validate'
import '../../lib/i18n/en/workflows'

/** `a, b and c` in the console's language; the runtime's default should an engine refuse it. */
function list(items: string[], code: string): string {
  for (const locale of [code, undefined]) {
    try {
      return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
    } catch {
      // the language tag (a pseudo-locale): the runtime's default next
    }
  }
  return items.join(', ')
}

function AtStep(props: {
  doc: Arazzo
  workflowId: string
  at: string
  busy: boolean
  onRunUntil: (stepId: string) => void
}) {
  const t = useT()
  const workflow = findWorkflow(props.doc, props.workflowId)
  const steps = workflow?.steps ?? []
  const dependsOn = (workflow?.dependsOn ?? []).map(
    (id) => findWorkflow(props.doc, id)?.workflowId ?? id,
  )
  const index = steps.findIndex((step) => step.stepId === props.at)
  if (index < 0)
    return (
      <p className="workflow-notice card">
        {t.rich('workflows.link-no-step', {
          step: <bdi className="workflow-id">{props.at}</bdi>,
          workflow: <bdi>{props.workflowId}</bdi>,
        })}
      </p>
    )
  if (index === 0) return null
  const before = steps.slice(0, index).map((step) => step.stepId)
  return (
    <div className="workflow-notice card workflow-at">
      <p>
        {/* Step ids read left to right in any language: each is isolated from the sentence. */}
        {t.rich('workflows.link-at', {
          step: <bdi className="workflow-id">{props.at}</bdi>,
          count: before.length,
          before: <bdi>{list(before, t.language.code)}</bdi>,
        })}
        {dependsOn.length > 0 && ' '}
        {dependsOn.length > 0 &&
          t.rich('workflows.link-depends', {
            workflow: <bdi className="workflow-id">{props.workflowId}</bdi>,
            count: dependsOn.length,
            workflows: <bdi>{list(dependsOn, t.language.code)}</bdi>,
          })}
      </p>
      <button
        type="button"
        className="button"
        disabled={props.busy}
        onClick={() => props.onRunUntil(props.at)}
      >
        {t.rich('workflows.run-until', { step: <bdi className="workflow-id">{props.at}</bdi> })}
      </button>
    </div>
  )
}

export function RunNotes(props: {
  doc: Arazzo
  sources: Sources
  workflowId: string
  at: string | null
  upcoming: { workflowId: string; stepId: string } | null
  leftOut: string[]
  busy: boolean
  onRunUntil: (stepId: string) => void
}) {
  const t = useT()
  const noKey = [...props.sources.values()].flatMap((source) =>
    'otherServer' in source && source.otherServer
      ? [t('workflows.notice-no-key', { name: source.name, server: source.otherServer })]
      : [],
  )
  return (
    <>
      {noKey.map((notice) => (
        <p key={notice} className="workflow-notice card">
          {notice}
        </p>
      ))}
      {props.at && props.upcoming?.stepId !== props.at && <AtStep {...props} at={props.at} />}
      {props.leftOut.length > 0 && (
        <p className="muted">
          {t('workflows.left-out', {
            count: props.leftOut.length,
            names: list(props.leftOut, t.language.code),
          })}
        </p>
      )}
      {props.upcoming && (
        <p className="workflow-upcoming">
          {t('workflows.upcoming', {
            workflow: props.upcoming.workflowId,
            step: props.upcoming.stepId,
          })}
        </p>
      )}
    </>
  )
}
