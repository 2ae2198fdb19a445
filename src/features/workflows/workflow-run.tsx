// A running workflow: Next step (or the right arrow, as a clicker sends), Run all, Stop, the steps
// so far and the verdict, and its report as JSON and HAR. A call that would change data on
// Production asks first, as the explorer's Send does; declining holds the run at that step.
import { download, exportJson } from '../../lib/export'
import { say, useT } from '../../lib/i18n/i18n'
import { ConfirmSend } from '../explorer/confirm-send'
import type { Arazzo } from './arazzo'
import { runHar, runReport } from './report'
import { reached } from './run-until'
import type { WorkflowRun } from './runner'
import { RunNotes } from './run-notes'
import type { Sources } from './sources'
import { StepView } from './step-view'
import { useWorkflowRun, type RunStepWish } from './use-workflow-run'
import '../../lib/i18n/en/log'
import '../../lib/i18n/en/workflows'

/** The run's status line, in words; `asking` while the Production question is open. */
function statusText(run: WorkflowRun, t: ReturnType<typeof useT>, asking = false): string {
  const count = run.results.length
  const step = run.upcoming?.stepId ?? ''
  if (asking) return t('workflows.status-asking', { step })
  if (run.status === 'held') return t('workflows.status-held', { step })
  if (run.status === 'ready') return t('workflows.status-ready')
  if (run.status === 'running') return t('workflows.status-running', { count })
  if (run.status === 'passed') return t('workflows.status-passed', { count })
  if (run.status === 'stopped') return t('workflows.status-stopped')
  return t('workflows.status-failed', { reason: run.reason ? say(run.reason) : '' })
}

export function WorkflowRunView(props: {
  doc: Arazzo
  sources: Sources
  workflowId: string
  inputs: Record<string, unknown>
  /** The step a link opened the run at: the steps before it run again first. */
  at: string | null
  wish: RunStepWish | null
  /** Inputs that stay out of the page's address (secrets). */
  leftOut: string[]
  onProgress: (stepId: string | null) => void
}) {
  const t = useT()
  const { doc, workflowId, at } = props
  const verdict = (run: WorkflowRun) => statusText(run, t)
  const { run, busy, step, runUntil, stop, asking } = useWorkflowRun({ ...props, verdict })
  const har = () =>
    download(`${workflowId}.har`, `${JSON.stringify(runHar(run), null, 2)}\n`, 'application/json')

  return (
    <section className="card workflow-run" aria-labelledby="workflow-run-title" aria-busy={busy}>
      <h2 id="workflow-run-title">{t('workflows.run-region')}</h2>
      <RunNotes
        {...props}
        at={at && !reached(run, workflowId, at) ? at : null}
        upcoming={run.upcoming}
        onRunUntil={runUntil}
        busy={busy}
      />
      <RunControls
        disabled={busy || run.finished}
        finished={run.finished}
        onStep={step}
        onStop={stop}
        onReport={() =>
          exportJson(`${workflowId}-report`, runReport(doc.info.title, workflowId, run))
        }
        onHar={har}
      />
      <p className="muted">{t('workflows.keys-hint')}</p>
      <p role="status" className={`workflow-status workflow-${run.status}`}>
        {statusText(run, t, asking !== null)}
      </p>
      <ol className="workflow-steps">
        {run.results.map((result, index) => (
          <li key={index}>
            <StepView result={result} />
          </li>
        ))}
      </ol>
      {asking && (
        <ConfirmSend
          operation={asking.operation}
          onSend={() => asking.answer(true)}
          onCancel={() => asking.answer(false)}
        />
      )}
    </section>
  )
}

function RunControls(props: {
  disabled: boolean
  finished: boolean
  onStep: (all: boolean) => void
  onStop: () => void
  onReport: () => void
  onHar: () => void
}) {
  const t = useT()
  return (
    <div className="workflow-controls">
      <button
        type="button"
        className="button primary"
        disabled={props.disabled}
        onClick={() => props.onStep(false)}
      >
        {t('workflows.next')}
      </button>
      <button
        type="button"
        className="button"
        disabled={props.disabled}
        onClick={() => props.onStep(true)}
      >
        {t('workflows.run-all')}
      </button>
      <button type="button" className="button" disabled={props.finished} onClick={props.onStop}>
        {t('workflows.stop')}
      </button>
      <button type="button" className="button" onClick={props.onReport}>
        {t('workflows.export-report')}
      </button>
      <button type="button" className="button" onClick={props.onHar}>
        {t('log.export-har')}
      </button>
    </div>
  )
}
