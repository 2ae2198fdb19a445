// What a run is made of and what it reports: each step's result, its status, the frames of the
// workflows under way (one per workflow a step or dependsOn started).
import type { Words } from '../../lib/i18n/i18n'
import type { Arazzo, Workflow } from './arazzo'
import type { Verdict } from './criteria'
import type { Scope } from './expressions'
import type { Answer, Call, SendCall } from './send-step'
import type { ExplorerOperation } from '../explorer/operations'
import { findWorkflow } from './validate'

export const DEFAULT_STEP_LIMIT = 50
/** A server's retryAfter beyond this is waited for this long: the user is watching. */
export const MAX_RETRY_AFTER_S = 60

export interface StepResult {
  workflowId: string
  stepId: string
  attempt: number
  call: Call | null
  answer: Answer | null
  verdicts: Verdict[]
  passed: boolean
  outputs: Record<string, unknown>
  /** What the run does next because of this step: goto, retry, end; null for the next step. */
  then: Words | null
  /** Why the step could not be made or failed beyond its criteria. */
  note: Words | null
}

/** `held`: the user chose not to send a step's call; the next step asks again. */
export type RunStatus = 'ready' | 'running' | 'held' | 'passed' | 'failed' | 'stopped'

export interface Frame {
  workflow: Workflow
  inputs: Record<string, unknown>
  steps: Scope['steps']
  index: number
  attempts: number
  started: boolean
  /** The step of the frame below that ran this workflow, or a dependency to finish first. */
  role: 'main' | 'dependency' | 'step'
  outputs: Record<string, unknown>
}

export interface RunOptions {
  send: SendCall
  /** Asked before each call; false holds the run at that step, with nothing sent or lost. */
  confirm?: (call: Call, operation: ExplorerOperation) => Promise<boolean>
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  stepLimit?: number
}

export const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

export const newFrame = (
  workflow: Workflow,
  inputs: Frame['inputs'],
  role: Frame['role'],
): Frame => ({
  workflow,
  inputs,
  steps: {},
  index: 0,
  attempts: 0,
  started: false,
  role,
  outputs: {},
})

/** The step the next call makes; `main` when it is a step of the workflow the run is for. */
export interface Upcoming {
  workflowId: string
  stepId: string
  main: boolean
}

/** Starts the top workflow of `stack`: each it depends on that has not `ran` goes above it. */
export function startTop(doc: Arazzo, stack: Frame[], ran: (workflowId: string) => boolean) {
  for (let frame = stack.at(-1); frame && !frame.started; frame = stack.at(-1)) {
    frame.started = true
    for (const id of [...(frame.workflow.dependsOn ?? [])].reverse()) {
      const workflow = findWorkflow(doc, id) as Workflow
      if (!ran(workflow.workflowId)) stack.push(newFrame(workflow, {}, 'dependency'))
    }
  }
}

/** The step the top workflow makes next; null while it is past its last step. */
export function upcomingOf(stack: Frame[]): Upcoming | null {
  const frame = stack.at(-1)
  const step = frame?.workflow.steps[frame.index]
  if (!frame || !step) return null
  return { workflowId: frame.workflow.workflowId, stepId: step.stepId, main: frame.role === 'main' }
}

/** The next step of `workflowId` (the run's own, at the bottom), else the last it made. */
export function mainStepOf(stack: Frame[], results: StepResult[], workflowId: string) {
  const main = stack[0]
  const next = main?.workflow.workflowId === workflowId && main.workflow.steps[main.index]
  if (next) return next.stepId
  return results.filter((r) => r.workflowId === workflowId).at(-1)?.stepId ?? null
}

/** What `$request` and `$response` read after a call. */
export function callScope(
  call: Call,
  params: { path: Record<string, string>; query: Record<string, string> },
  answer: Answer,
): Pick<Scope, 'request' | 'response'> {
  const record = answer.record
  return {
    request: {
      url: record?.url,
      method: call.method,
      headers: record?.requestHeaders ?? call.headers,
      ...params,
      body: call.body,
    },
    response: {
      headers: record?.responseHeaders ?? {},
      body: answer.body,
      status: record?.status ?? null,
    },
  }
}

/** A step that made no call: nothing judged yet. */
export const unjudged = { verdicts: [], passed: false, outputs: {}, then: null }

/** What expressions read in `frame`, with the workflows run so far. */
export function scopeOf(
  doc: Arazzo,
  frame: Frame,
  workflows: Scope['workflows'],
  extra: Partial<Scope> = {},
): Scope {
  return {
    inputs: frame.inputs,
    outputs: frame.outputs,
    steps: frame.steps,
    workflows,
    sourceDescriptions: Object.fromEntries(doc.sourceDescriptions.map((s) => [s.name, { ...s }])),
    components: (doc.components ?? {}) as Record<string, unknown>,
    ...extra,
  }
}
