// Running a workflow up to one of its steps: the steps before it run (again), so that step has the
// outputs it reads. A link or a tour opens a run at a step this way; nothing is made up.
import type { WorkflowRun } from './runner'
import type { StepResult } from './run-types'

/** Runs until `stepId` of the run's own workflow is next; stops early when it ends or is held. */
export async function runUntil(
  run: WorkflowRun,
  stepId: string,
  onStep?: (result: StepResult) => void,
): Promise<void> {
  while (!run.finished) {
    const next = run.upcoming
    if (next?.main && next.stepId === stepId) return
    const result = await run.next()
    if (!result) return
    onStep?.(result)
  }
}

/** Whether the run's own workflow has made `stepId` (or the run has ended). */
export const reached = (run: WorkflowRun, workflowId: string, stepId: string) =>
  run.finished || run.results.some((r) => r.workflowId === workflowId && r.stepId === stepId)
