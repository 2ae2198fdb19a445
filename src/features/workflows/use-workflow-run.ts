// A workflow run as a page drives it: one step or all (the right arrow and a clicker's Page Down
// take the next step), up to a step (a link's), a tour step's wish to run a step, and the question
// before a call that changes data on Production, asked with the explorer's own dialog.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { getSettings } from '../../api/settings'
import { announce } from '../../lib/announcer'
import { modalIsOpen } from '../../lib/modal-is-open'
import { isTypingTarget } from '../../lib/typing-target'
import { needsConfirmation } from '../explorer/confirm-send'
import type { ExplorerOperation } from '../explorer/operations'
import type { Arazzo } from './arazzo'
import { reached, runUntil } from './run-until'
import { WorkflowRun } from './runner'
import { sendCall, type Call } from './send-step'
import type { Sources } from './sources'

/** A call waiting for the user's yes or no. */
export interface Asking {
  operation: ExplorerOperation
  answer: (send: boolean) => void
}

/** A tour step's wish: run `stepId` of the workflow, once per navigation (`key`). */
export interface RunStepWish {
  key: string
  stepId: string
}

export interface RunSetup {
  doc: Arazzo
  sources: Sources
  workflowId: string
  inputs: Record<string, unknown>
  wish: RunStepWish | null
  /** The step the run is at now, for the page's address. */
  onProgress: (stepId: string | null) => void
  /** Said when the run ends. */
  verdict: (run: WorkflowRun) => string
}

/**
 * The right arrow (or Page Down) takes the next step while the run has one; the down arrow is left
 * to scroll. Heard on the window, after the document: a running tour has the keys first.
 */
function useStepKeys(step: (all: boolean) => void, active: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !active || event.altKey || event.ctrlKey || event.metaKey)
        return
      if (modalIsOpen() || isTypingTarget(event.target)) return
      if (event.key !== 'ArrowRight' && event.key !== 'PageDown') return
      event.preventDefault()
      step(false)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [step, active])
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

export function useWorkflowRun({ doc, sources, workflowId, inputs, wish, ...page }: RunSetup) {
  const [asking, setAsking] = useState<Asking | null>(null)
  const confirm = (call: Call, operation: ExplorerOperation) =>
    call.otherServer !== null || !needsConfirmation(operation, getSettings().environment)
      ? Promise.resolve(true)
      : new Promise<boolean>((answer) => setAsking({ operation, answer }))
  const start = () => new WorkflowRun(doc, sources, workflowId, inputs, { send: sendCall, confirm })
  const [run, setRun] = useState(start)
  const [, setTick] = useState(0)
  const [busy, setBusy] = useState(false)
  const { onProgress, verdict } = page

  const act = useCallback(
    async (target: WorkflowRun, work: (refresh: () => void) => Promise<unknown>) => {
      if (busy || target.finished) return
      setBusy(true)
      const refresh = () => setTick((n) => n + 1)
      await work(refresh)
      setBusy(false)
      refresh()
      onProgress(target.mainStep)
      if (target.finished) announce(verdict(target))
    },
    [busy, onProgress, verdict],
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
      await runUntil(target, stepId, refresh)
      if (target.upcoming?.main && target.upcoming.stepId === stepId) await target.next()
    })
  })

  return {
    run,
    busy,
    step,
    runUntil: (stepId: string) => void act(run, (refresh) => runUntil(run, stepId, refresh)),
    stop: () => (run.stop(), setTick((n) => n + 1)),
    asking: asking && {
      operation: asking.operation,
      answer: (send: boolean) => (setAsking(null), asking.answer(send)),
    },
  }
}
