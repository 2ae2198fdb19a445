// A running workflow: Next step (or the right/down arrow key, as a clicker sends), Run all, Stop,
// the steps so far and the verdict, and its report as JSON. A call that would change data on
// Production asks first, as the explorer's Send does; declining holds the run at that step.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { getSettings } from '../../api/settings'
import { announce } from '../../lib/announcer'
import { modalIsOpen } from '../../lib/dialog'
import { download, exportJson } from '../../lib/export'
import { say, useT } from '../../lib/i18n/i18n'
import { ConfirmSend, needsConfirmation } from '../explorer/confirm-send'
import type { ExplorerOperation } from '../explorer/operations'
import type { Arazzo } from './arazzo'
import { runHar, runReport } from './report'
import { WorkflowRun } from './runner'
import { RunNotes } from './run-notes'
import { sendCall, type Call } from './send-step'
import type { Sources } from './sources'
import { StepView } from './step-view'
import '../../lib/i18n/en/log'
import '../../lib/i18n/en/workflows'

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]')

/** The run's status line, in words. */
function statusText(run: WorkflowRun, t: ReturnType<typeof useT>): string {
  const count = run.results.length
  if (run.held) return t('workflows.status-held', { step: run.held })
  if (run.status === 'ready') return t('workflows.status-ready')
  if (run.status === 'running') return t('workflows.status-running', { count })
  if (run.status === 'passed') return t('workflows.status-passed', { count })
  if (run.status === 'stopped') return t('workflows.status-stopped')
  return t('workflows.status-failed', { reason: run.reason ? say(run.reason) : '' })
}

/**
 * The right arrow (or Page Down, as a clicker sends) takes the next step while the run has one;
 * the down arrow is left to scroll the page, and once the run ends both keys scroll again.
 */
function useStepKeys(step: (all: boolean) => void, active: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!active || event.altKey || event.ctrlKey || event.metaKey) return
      if (modalIsOpen() || typing(event.target)) return
      if (event.key !== 'ArrowRight' && event.key !== 'PageDown') return
      event.preventDefault()
      step(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [step, active])
}

interface Asking {
  operation: ExplorerOperation
  answer: (send: boolean) => void
}

/** A tour step's wish: run `stepId` of the workflow, once per navigation (`key`). */
export interface RunStepWish {
  key: string
  stepId: string
}

/** Whether the main workflow has made (or is past) `stepId` in this run. */
const reached = (run: WorkflowRun, workflowId: string, stepId: string) =>
  run.finished || run.results.some((r) => r.workflowId === workflowId && r.stepId === stepId)

export function WorkflowRunView({
  doc,
  sources,
  workflowId,
  inputs,
  at,
  wish,
  leftOut,
  onProgress,
}: {
  doc: Arazzo
  sources: Sources
  workflowId: string
  inputs: Record<string, unknown>
  /** The step a link opened the run at: the steps before it run again first. */
  at: string | null
  wish: RunStepWish | null
  /** Inputs that stay out of the page's address (secrets). */
  leftOut: string[]
  /** The step the run is at now, for the page's address. */
  onProgress: (stepId: string | null) => void
}) {
  const t = useT()
  const [asking, setAsking] = useState<Asking | null>(null)
  const confirm = (call: Call, operation: ExplorerOperation) =>
    call.otherServer !== null || !needsConfirmation(operation, getSettings().environment)
      ? Promise.resolve(true)
      : new Promise<boolean>((answer) => setAsking({ operation, answer }))
  const start = () => new WorkflowRun(doc, sources, workflowId, inputs, { send: sendCall, confirm })
  const [run, setRun] = useState(start)
  const [, setTick] = useState(0)
  const [busy, setBusy] = useState(false)

  const act = useCallback(
    async (target: WorkflowRun, work: (refresh: () => void) => Promise<unknown>) => {
      if (busy || target.finished) return
      setBusy(true)
      const refresh = () => setTick((n) => n + 1)
      await work(refresh)
      setBusy(false)
      refresh()
      onProgress(target.upcoming?.stepId ?? target.results.at(-1)?.stepId ?? null)
      if (target.finished) announce(statusText(target, t))
    },
    [busy, t, onProgress],
  )
  const step = useCallback(
    (all: boolean) => void act(run, (refresh) => (all ? run.runAll(refresh) : run.next())),
    [act, run],
  )
  useStepKeys(step, !run.finished)
  useRunWish(wish, (stepId) => {
    // A presenter going back to a step already made starts the run again.
    const target = reached(run, workflowId, stepId) ? start() : run
    if (target !== run) setRun(target)
    void act(target, async (refresh) => {
      await target.runUntil(stepId, refresh)
      if (target.upcoming?.stepId === stepId && !target.held) await target.next()
    })
  })

  const report = () =>
    exportJson(`${workflowId}-report`, runReport(doc.info.title, workflowId, run))

  return (
    <section className="card workflow-run" aria-labelledby="workflow-run-title" aria-busy={busy}>
      <h2 id="workflow-run-title">{t('workflows.run-region')}</h2>
      <RunNotes
        doc={doc}
        sources={sources}
        workflowId={workflowId}
        at={at && !reached(run, workflowId, at) ? at : null}
        upcoming={run.upcoming}
        leftOut={leftOut}
        onRunUntil={(stepId) => void act(run, (refresh) => run.runUntil(stepId, refresh))}
        busy={busy}
      />
      <RunControls
        disabled={busy || run.finished}
        finished={run.finished}
        onStep={step}
        onStop={() => (run.stop(), setTick((n) => n + 1))}
        onReport={report}
        onHar={() =>
          download(
            `${workflowId}.har`,
            `${JSON.stringify(runHar(run), null, 2)}\n`,
            'application/json',
          )
        }
      />
      <p className="muted">{t('workflows.keys-hint')}</p>
      <p role="status" className={`workflow-status workflow-${run.held ? 'held' : run.status}`}>
        {statusText(run, t)}
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
          onSend={() => (setAsking(null), asking.answer(true))}
          onCancel={() => (setAsking(null), asking.answer(false))}
        />
      )}
    </section>
  )
}

/** Acts on each new wish once, as the page opens or a tour step comes back to it. */
function useRunWish(wish: RunStepWish | null, onWish: (stepId: string) => void) {
  const handled = useRef<string | null>(null)
  const fire = useEffectEvent(onWish)
  useEffect(() => {
    if (!wish || handled.current === wish.key) return
    handled.current = wish.key
    fire(wish.stepId)
  }, [wish])
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
