// A running workflow: Next step (or the right/down arrow key, as a clicker sends), Run all, Stop,
// the steps so far and the verdict, and its report as JSON.
import { useCallback, useEffect, useState } from 'react'
import { announce } from '../../lib/announcer'
import { modalIsOpen } from '../../lib/dialog'
import { download, exportJson } from '../../lib/export'
import { say, useT } from '../../lib/i18n/i18n'
import type { Arazzo } from './arazzo'
import { runHar, runReport } from './report'
import { WorkflowRun } from './runner'
import { sendCall } from './send-step'
import type { Sources } from './sources'
import { StepView } from './step-view'
import '../../lib/i18n/en/log'
import '../../lib/i18n/en/workflows'

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]')

/** The run's status line, in words. */
function statusText(run: WorkflowRun, t: ReturnType<typeof useT>): string {
  const count = run.results.length
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
function useStepKeys(step: (all: boolean) => Promise<void>, active: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!active || event.altKey || event.ctrlKey || event.metaKey) return
      if (modalIsOpen() || typing(event.target)) return
      if (event.key !== 'ArrowRight' && event.key !== 'PageDown') return
      event.preventDefault()
      void step(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [step, active])
}

export function WorkflowRunView({
  doc,
  sources,
  workflowId,
  inputs,
}: {
  doc: Arazzo
  sources: Sources
  workflowId: string
  inputs: Record<string, unknown>
}) {
  const t = useT()
  const [run] = useState(
    () => new WorkflowRun(doc, sources, workflowId, inputs, { send: sendCall }),
  )
  const [, setTick] = useState(0)
  const [busy, setBusy] = useState(false)

  const step = useCallback(
    async (all: boolean) => {
      if (busy || run.finished) return
      setBusy(true)
      const refresh = () => setTick((n) => n + 1)
      if (all) await run.runAll(refresh)
      else await run.next()
      setBusy(false)
      refresh()
      if (run.finished) announce(statusText(run, t))
    },
    [busy, run, t],
  )

  useStepKeys(step, !run.finished)

  const notices = [...sources.values()].flatMap((source) =>
    'otherServer' in source && source.otherServer
      ? [t('workflows.notice-no-key', { name: source.name, server: source.otherServer })]
      : [],
  )
  const report = () =>
    exportJson(`${workflowId}-report`, runReport(doc.info.title, workflowId, run))

  return (
    <section className="card workflow-run" aria-labelledby="workflow-run-title" aria-busy={busy}>
      <h2 id="workflow-run-title">{t('workflows.run-region')}</h2>
      {notices.map((notice) => (
        <p key={notice} className="workflow-notice card">
          {notice}
        </p>
      ))}
      <RunControls
        disabled={busy || run.finished}
        finished={run.finished}
        onStep={(all) => void step(all)}
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
      <p role="status" className={`workflow-status workflow-${run.status}`}>
        {statusText(run, t)}
      </p>
      <ol className="workflow-steps">
        {run.results.map((result, index) => (
          <li key={index}>
            <StepView result={result} />
          </li>
        ))}
      </ol>
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
