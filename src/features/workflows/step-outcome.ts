// What follows one step: its verdicts and outputs, and the action its success or failure
// chooses (the step's own onSuccess/onFailure, else its workflow's successActions/failureActions;
// the first whose criteria hold). Reusable actions come from `components`.
import {
  isReusable,
  type Action,
  type Arazzo,
  type Reusable,
  type Step,
  type Workflow,
} from './arazzo'
import { judge, type Verdict } from './criteria'
import { resolveValue, type Scope } from './expressions'

/** Every criterion judged, whether the step passed, and its outputs. */
export function outcome(
  step: Step,
  scope: Scope,
  called: boolean,
): { verdicts: Verdict[]; passed: boolean; outputs: Record<string, unknown> } {
  const verdicts = (step.successCriteria ?? []).map((criterion) => judge(criterion, scope))
  const status = scope.response?.status
  const answered = !called || (status !== null && status !== undefined)
  // Without criteria a call passes on a 2xx; a step that ran a workflow, when that one passed.
  const statusPasses = !called || (status != null && status >= 200 && status < 300)
  const passed = answered && (verdicts.length > 0 ? verdicts.every((v) => v.passed) : statusPasses)
  return { verdicts, passed, outputs: evaluateMap(step.outputs, scope) }
}

/** A map of names to expressions (outputs), each evaluated. */
export const evaluateMap = (map: Record<string, string> | undefined, scope: Scope) =>
  Object.fromEntries(
    Object.entries(map ?? {}).map(([name, expression]) => [name, resolveValue(expression, scope)]),
  )

function resolveActions(
  doc: Arazzo,
  items: (Action | Reusable)[] | undefined,
  group: 'successActions' | 'failureActions',
): Action[] {
  return (items ?? []).flatMap((item) => {
    if (!isReusable(item)) return [item]
    const found = doc.components?.[group]?.[item.reference.split('.').at(-1) ?? '']
    return found ? [found as Action] : []
  })
}

/** The first action whose criteria hold: the step's own, else its workflow's. */
export function chooseAction(
  doc: Arazzo,
  workflow: Workflow,
  step: Step,
  passed: boolean,
  scope: Scope,
): Action | undefined {
  const group = passed ? 'successActions' : 'failureActions'
  const own = resolveActions(doc, passed ? step.onSuccess : step.onFailure, group)
  const shared = resolveActions(
    doc,
    passed ? workflow.successActions : workflow.failureActions,
    group,
  )
  const fits = (action: Action) => (action.criteria ?? []).every((c) => judge(c, scope).passed)
  return (own.length > 0 ? own : shared).find(fits)
}
