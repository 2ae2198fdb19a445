// Checks a read Arazzo document against itself and its source descriptions: each step's
// operation exists, every id is used once, every expression parses and reads a step that exists,
// every reference and `goto` lands somewhere, every criterion can be evaluated. Each problem is
// named with its path in the document.
import { words } from '../../lib/i18n/i18n'
import {
  isReusable,
  type Action,
  type Arazzo,
  type Criterion,
  type Reusable,
  type Step,
  type Workflow,
} from './arazzo'
import { criterionProblem } from './criteria'
import { expressionsIn } from './expressions'
import type { Problem } from './read-arazzo'
import { findStepOperation, type Sources } from './sources'
import '../../lib/i18n/en/workflows'

type Report = (path: string, problem: Problem['words'], warning?: boolean) => void

/** Every expression in `value` (a string, or strings inside a payload) parses and reads known steps. */
function checkExpressions(value: unknown, path: string, stepIds: Set<string>, report: Report) {
  if (typeof value === 'string') {
    const found = expressionsIn(value)
    if (!found) return report(path, words('workflows.problem-expression', { expression: value }))
    for (const { expression } of found) {
      if (expression.kind === 'steps' && !stepIds.has(expression.id))
        report(path, words('workflows.problem-step-read', { expression: value, id: expression.id }))
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkExpressions(item, `${path}[${i}]`, stepIds, report))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      checkExpressions(item, `${path}.${key}`, stepIds, report)
  }
}

/** `$components.parameters.x` must name a component of that group. */
function checkReference(doc: Arazzo, item: Reusable, group: string, path: string, report: Report) {
  const [root, kind, name = ''] = item.reference.split('.')
  const groupOf = doc.components?.[group as 'parameters']
  if (root !== '$components' || kind !== group || !groupOf || !Object.hasOwn(groupOf, name))
    report(`${path}.reference`, words('workflows.problem-reference', { reference: item.reference }))
}

function checkActions(
  doc: Arazzo,
  workflow: Workflow,
  actions: (Action | Reusable)[] | undefined,
  group: 'successActions' | 'failureActions',
  path: string,
  report: Report,
) {
  const stepIds = new Set(workflow.steps.map((step) => step.stepId))
  actions?.forEach((action, i) => {
    const at = `${path}[${i}]`
    if (isReusable(action)) return checkReference(doc, action, group, at, report)
    action.criteria?.forEach((c, j) => checkCriterion(c, `${at}.criteria[${j}]`, stepIds, report))
    if (action.type !== 'goto') return
    if (Boolean(action.stepId) === Boolean(action.workflowId))
      return report(at, words('workflows.problem-goto-one'))
    if (action.stepId && !stepIds.has(action.stepId))
      report(`${at}.stepId`, words('workflows.problem-goto-step', { id: action.stepId }))
    if (action.workflowId && !findWorkflow(doc, action.workflowId))
      report(`${at}.workflowId`, words('workflows.problem-workflow', { id: action.workflowId }))
  })
}

function checkCriterion(criterion: Criterion, path: string, stepIds: Set<string>, report: Report) {
  if (criterion.context !== undefined) {
    checkExpressions(criterion.context, `${path}.context`, stepIds, report)
  }
  const problem = criterionProblem(criterion)
  if (problem) report(`${path}.${problem.field}`, problem.words, problem.warning)
}

/** A workflow of this document by its id, also as `$sourceDescriptions.this.id`. */
export const findWorkflow = (doc: Arazzo, id: string): Workflow | undefined =>
  doc.workflows.find((workflow) => workflow.workflowId === id.split('.').at(-1))

function checkStep(
  doc: Arazzo,
  sources: Sources,
  workflow: Workflow,
  step: Step,
  path: string,
  report: Report,
) {
  const stepIds = new Set(workflow.steps.map((s) => s.stepId))
  const targets = [step.operationId, step.operationPath, step.workflowId].filter(Boolean)
  if (targets.length !== 1) report(path, words('workflows.problem-one-target'))
  else if (step.workflowId && !findWorkflow(doc, step.workflowId))
    report(`${path}.workflowId`, words('workflows.problem-workflow', { id: step.workflowId }))
  else if (!step.workflowId) {
    const found = findStepOperation(sources, step)
    if ('problem' in found)
      report(`${path}.${step.operationId ? 'operationId' : 'operationPath'}`, found.problem)
  }
  step.parameters?.forEach((parameter, i) => {
    const at = `${path}.parameters[${i}]`
    if (isReusable(parameter)) return checkReference(doc, parameter, 'parameters', at, report)
    if (!step.workflowId && !parameter.in) report(`${at}.in`, words('workflows.problem-in'))
    checkExpressions(parameter.value, `${at}.value`, stepIds, report)
  })
  if (step.requestBody) {
    checkExpressions(step.requestBody.payload, `${path}.requestBody.payload`, stepIds, report)
    step.requestBody.replacements?.forEach((r, i) =>
      checkExpressions(r.value, `${path}.requestBody.replacements[${i}].value`, stepIds, report),
    )
  }
  step.successCriteria?.forEach((c, i) =>
    checkCriterion(c, `${path}.successCriteria[${i}]`, stepIds, report),
  )
  checkActions(doc, workflow, step.onSuccess, 'successActions', `${path}.onSuccess`, report)
  checkActions(doc, workflow, step.onFailure, 'failureActions', `${path}.onFailure`, report)
  for (const [name, value] of Object.entries(step.outputs ?? {}))
    checkExpressions(value, `${path}.outputs.${name}`, stepIds, report)
}

function checkWorkflow(
  doc: Arazzo,
  sources: Sources,
  workflow: Workflow,
  path: string,
  report: Report,
) {
  const stepIds = new Set<string>()
  workflow.steps.forEach((step, i) => {
    if (stepIds.has(step.stepId))
      report(
        `${path}.steps[${i}].stepId`,
        words('workflows.problem-duplicate', { id: step.stepId }),
      )
    stepIds.add(step.stepId)
  })
  workflow.steps.forEach((step, i) =>
    checkStep(doc, sources, workflow, step, `${path}.steps[${i}]`, report),
  )
  workflow.dependsOn?.forEach((id, i) => {
    if (!findWorkflow(doc, id))
      report(`${path}.dependsOn[${i}]`, words('workflows.problem-workflow', { id }))
  })
  checkActions(
    doc,
    workflow,
    workflow.successActions,
    'successActions',
    `${path}.successActions`,
    report,
  )
  checkActions(
    doc,
    workflow,
    workflow.failureActions,
    'failureActions',
    `${path}.failureActions`,
    report,
  )
  for (const [name, value] of Object.entries(workflow.outputs ?? {}))
    checkExpressions(value, `${path}.outputs.${name}`, stepIds, report)
}

/** Every problem of `doc` with these sources; warnings (XPath) leave it runnable. */
export function validateArazzo(doc: Arazzo, sources: Sources): Problem[] {
  const problems: Problem[] = []
  const report: Report = (path, what, warning) =>
    problems.push(warning ? { path, words: what, warning } : { path, words: what })
  for (const [i, source] of doc.sourceDescriptions.entries()) {
    const known = sources.get(source.name)
    if (known && 'problem' in known) report(`sourceDescriptions[${i}]`, known.problem)
  }
  const ids = new Set<string>()
  doc.workflows.forEach((workflow, i) => {
    if (ids.has(workflow.workflowId))
      report(
        `workflows[${i}].workflowId`,
        words('workflows.problem-duplicate', { id: workflow.workflowId }),
      )
    ids.add(workflow.workflowId)
    checkWorkflow(doc, sources, workflow, `workflows[${i}]`, report)
  })
  return problems
}
