// Runs a workflow one step at a time: `next()` makes one call (or finishes one step that ran
// another workflow) and says what it found, so a page can go step by step or run all. It honours
// dependsOn, onSuccess/onFailure (goto, retry with retryAfter and retryLimit, end), the
// workflow's own actions, and stops at a named step limit, so a loop of gotos ends.
import { words, type Words } from '../../lib/i18n/i18n'
import type { Arazzo, Step, Workflow } from './arazzo'
import { buildCall, parameterValues } from './build-call'
import type { Scope } from './expressions'
import { chooseAction, evaluateMap, outcome } from './step-outcome'
import {
  defaultSleep,
  DEFAULT_STEP_LIMIT,
  mainStepOf,
  MAX_RETRY_AFTER_S,
  newFrame,
  callScope,
  scopeOf,
  startTop,
  unjudged,
  upcomingOf,
  type Frame,
  type RunOptions,
  type RunStatus,
  type StepResult,
  type Upcoming,
} from './run-types'
import { findStepOperation, type Sources } from './sources'
import { findWorkflow } from './validate'
import '../../lib/i18n/en/workflows'

export class WorkflowRun {
  status: RunStatus = 'ready'
  results: StepResult[] = []
  reason: Words | null = null
  outputs: Record<string, unknown> = {}
  /** A retry's wait, which the next step awaits. */
  private waiting: Promise<void> | null = null
  private stack: Frame[] = []
  private workflows: Scope['workflows'] = {}
  private count = 0
  private readonly controller = new AbortController()
  private readonly limit: number

  constructor(
    private readonly doc: Arazzo,
    private readonly sources: Sources,
    private readonly workflowId: string,
    inputs: Record<string, unknown>,
    private readonly options: RunOptions,
  ) {
    this.limit = options.stepLimit ?? DEFAULT_STEP_LIMIT
    this.push(workflowId, inputs, 'main')
    this.begin()
  }

  get finished(): boolean {
    return !['ready', 'running', 'held'].includes(this.status)
  }

  stop(): void {
    this.controller.abort()
    if (!this.finished) this.end('stopped', words('workflows.reason-stopped'))
  }

  /** Runs until one step has a result, or the run ends; null once it has ended. */
  async next(): Promise<StepResult | null> {
    await this.waiting
    while (!this.finished) {
      this.status = 'running'
      this.begin()
      const frame = this.stack.at(-1)
      if (!frame) return null
      if (frame.index >= frame.workflow.steps.length) {
        const result = this.finishFrame(true, null)
        if (result) return result
        continue
      }
      if (this.count >= this.limit) {
        this.end('failed', words('workflows.reason-step-limit', { limit: this.limit }))
        return null
      }
      const step = frame.workflow.steps[frame.index] as Step
      if (step.workflowId) {
        const scope = this.scope(frame)
        const values = parameterValues(this.doc, frame.workflow.parameters ?? [], step, scope)
        this.push(step.workflowId, Object.fromEntries(values.map((p) => [p.name, p.value])), 'step')
        continue
      }
      const result = await this.callStep(frame, step)
      // A call the user chose not to send holds the run at its step, nothing lost.
      if (!result) this.status = 'held'
      else this.called()
      return result
    }
    return null
  }

  /** A call counts; a workflow it ended ends now, but one a step ran ends as next() judges it. */
  private called(): void {
    this.count++
    const ended = (frame?: Frame) =>
      !this.finished && frame && frame.role !== 'step' && frame.index >= frame.workflow.steps.length
    while (ended(this.stack.at(-1))) this.finishFrame(true, null)
    this.begin()
  }

  async runAll(onStep?: (result: StepResult) => void): Promise<void> {
    for (let result = await this.next(); result; result = await this.next()) onStep?.(result)
  }

  /** The step the next call makes, in the workflow under way; null once the run has ended. */
  get upcoming(): Upcoming | null {
    return this.finished ? null : upcomingOf(this.stack)
  }

  /** The step of the run's own workflow that is next, else the last it made: what a link names. */
  get mainStep(): string | null {
    return mainStepOf(this.stack, this.results, this.workflowId)
  }

  /** Starts the top workflow, dependencies not run yet above it: `upcoming` is the next call. */
  private begin = () => startTop(this.doc, this.stack, (id) => id in this.workflows)

  private push(id: string, inputs: Record<string, unknown>, role: Frame['role']): void {
    this.stack.push(newFrame(findWorkflow(this.doc, id) as Workflow, inputs, role))
  }

  private end(status: RunStatus, reason: Words | null): void {
    this.status = status
    this.reason = reason
  }

  private scope(frame: Frame, extra: Partial<Scope> = {}): Scope {
    return scopeOf(this.doc, frame, this.workflows, extra)
  }

  /** The step's call and what came of it; null when the user chose not to send it. */
  private async callStep(frame: Frame, step: Step): Promise<StepResult | null> {
    const base = {
      workflowId: frame.workflow.workflowId,
      stepId: step.stepId,
      attempt: frame.attempts + 1,
    }
    const found = findStepOperation(this.sources, step)
    if ('problem' in found) {
      const result = { ...base, call: null, answer: null, note: found.problem }
      return this.after(frame, step, { ...result, ...unjudged }, this.scope(frame))
    }
    const { call, path, query } = buildCall(
      this.doc,
      frame.workflow.parameters ?? [],
      step,
      found,
      this.scope(frame),
    )
    if (this.options.confirm && !(await this.options.confirm(call, found.operation))) return null
    const answer = await this.options.send(call, this.controller.signal)
    const scope = this.scope(frame, callScope(call, { path, query }, answer))
    return this.judged(frame, step, { ...base, call, answer, note: null }, scope)
  }

  /** Criteria, outputs and the action that follows, for a call or a finished workflow step. */
  private judged(
    frame: Frame,
    step: Step,
    base: Pick<StepResult, 'workflowId' | 'stepId' | 'attempt' | 'call' | 'answer' | 'note'>,
    scope: Scope,
  ): StepResult {
    const judged = outcome(step, scope, base.answer !== null)
    const passed = base.note === null && judged.passed
    const { verdicts, outputs } = judged
    if (passed) frame.steps[step.stepId] = { outputs }
    return this.after(frame, step, { ...base, verdicts, passed, outputs, then: null }, scope)
  }

  private after(frame: Frame, step: Step, result: StepResult, scope: Scope): StepResult {
    this.results.push(result)
    const action = chooseAction(this.doc, frame.workflow, step, result.passed, scope)
    const move = (then: Words | null) => {
      result.then = then
      return result
    }
    frame.attempts = action?.type === 'retry' ? frame.attempts : 0
    if (!action) {
      if (result.passed) {
        frame.index++
        return move(null)
      }
      this.finishFrame(false, words('workflows.reason-step-failed', { step: step.stepId }))
      return move(words('workflows.then-fail'))
    }
    if (action.type === 'end') {
      this.finishFrame(
        result.passed,
        result.passed ? null : words('workflows.reason-step-failed', { step: step.stepId }),
      )
      return move(words('workflows.then-end', { name: action.name }))
    }
    if (action.type === 'retry') {
      const limit = action.retryLimit ?? 1
      if (frame.attempts >= limit) {
        this.finishFrame(false, words('workflows.reason-retries', { step: step.stepId, limit }))
        return move(words('workflows.then-fail'))
      }
      frame.attempts++
      const seconds = Math.min(action.retryAfter ?? 0, MAX_RETRY_AFTER_S)
      this.waiting = (this.options.sleep ?? defaultSleep)(seconds * 1000, this.controller.signal)
      return move(words('workflows.then-retry', { name: action.name, seconds }))
    }
    if (action.stepId) {
      frame.index = frame.workflow.steps.findIndex((s) => s.stepId === action.stepId)
      return move(words('workflows.then-goto', { name: action.name, target: action.stepId }))
    }
    this.stack.pop()
    this.push(action.workflowId ?? '', frame.inputs, frame.role)
    return move(
      words('workflows.then-goto', { name: action.name, target: action.workflowId ?? '' }),
    )
  }

  /** Ends the top workflow; a step that ran it is then judged. */
  private finishFrame(passed: boolean, reason: Words | null): StepResult | null {
    const frame = this.stack.pop() as Frame
    const outputs = evaluateMap(frame.workflow.outputs, this.scope(frame))
    this.workflows[frame.workflow.workflowId] = { inputs: frame.inputs, outputs }
    const below = this.stack.at(-1)
    if (frame.role === 'main' || !below) {
      this.outputs = outputs
      this.end(passed ? 'passed' : 'failed', reason)
      return null
    }
    if (frame.role === 'dependency') {
      if (!passed)
        this.end('failed', words('workflows.reason-dependency', { id: frame.workflow.workflowId }))
      return null
    }
    const step = below.workflow.steps[below.index] as Step
    const base = {
      workflowId: below.workflow.workflowId,
      stepId: step.stepId,
      attempt: below.attempts + 1,
      call: null,
      answer: null,
      note: passed ? null : reason,
    }
    return this.judged(below, step, base, this.scope(below, { outputs }))
  }
}
