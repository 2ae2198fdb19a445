// A step's success criteria: `simple` conditions, `regex` (ECMAScript) on a context, and JSONPath
// per RFC 9535 (jsonpath-rfc9535) on a context, which holds when the query selects anything.
// XPath is not supported: such a criterion is named on load and fails when it is reached.
import { query, type JsonValue } from 'jsonpath-rfc9535'
import { words, type Words } from '../../lib/i18n/i18n'
import type { Criterion } from './arazzo'
import { holds, parseCondition } from './condition'
import { evaluate, parseExpression, type Scope } from './expressions'
import '../../lib/i18n/en/workflows'

export type CriterionType = 'simple' | 'regex' | 'jsonpath' | 'xpath'

export const typeOf = (criterion: Criterion): CriterionType =>
  typeof criterion.type === 'object' ? criterion.type.type : (criterion.type ?? 'simple')

/** A JSON value the query library can read: an int64 beyond 2^53 as its digits. */
const plain = (value: unknown): unknown =>
  typeof value === 'bigint'
    ? Number.isSafeInteger(Number(value))
      ? Number(value)
      : value.toString()
    : Array.isArray(value)
      ? value.map(plain)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        : value

function jsonPathError(condition: string): string | null {
  try {
    query(null, condition)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

function regexError(condition: string): string | null {
  try {
    new RegExp(condition)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** What makes a criterion impossible to evaluate, with the field it is in; null when none. */
export function criterionProblem(
  criterion: Criterion,
): { field: string; words: Words; warning?: boolean } | null {
  const type = typeOf(criterion)
  const { condition, context } = criterion
  if (type !== 'simple' && context === undefined)
    return { field: 'context', words: words('workflows.problem-context') }
  if (context !== undefined && !parseExpression(context))
    return {
      field: 'context',
      words: words('workflows.problem-expression', { expression: context }),
    }
  if (type === 'xpath') return { field: 'type', words: words('workflows.xpath'), warning: true }
  if (type === 'simple' && !parseCondition(condition))
    return { field: 'condition', words: words('workflows.problem-condition', { condition }) }
  const error =
    type === 'regex' ? regexError(condition) : type === 'jsonpath' ? jsonPathError(condition) : null
  if (error === null) return null
  const id = type === 'regex' ? 'workflows.problem-regex' : 'workflows.problem-jsonpath'
  return { field: 'condition', words: words(id, { condition, error }) }
}

export interface Verdict {
  type: CriterionType
  condition: string
  context: string | null
  passed: boolean
  /** Why it failed when the answer alone does not say: XPath, a context that is not text. */
  note: Words | null
}

/** Whether `criterion` holds for the step's answer in `scope`. */
export function judge(criterion: Criterion, scope: Scope): Verdict {
  const type = typeOf(criterion)
  const verdict = { type, condition: criterion.condition, context: criterion.context ?? null }
  const fail = (note: Words | null = null): Verdict => ({ ...verdict, passed: false, note })
  const problem = criterionProblem(criterion)
  if (problem) return fail(problem.words)
  const parsedContext = criterion.context ? parseExpression(criterion.context) : null
  const context = parsedContext ? evaluate(parsedContext, scope) : undefined
  if (type === 'simple') {
    const tree = parseCondition(criterion.condition)
    return { ...verdict, passed: tree !== null && holds(tree, scope), note: null }
  }
  if (type === 'regex') {
    if (typeof context !== 'string' && typeof context !== 'number' && typeof context !== 'bigint')
      return fail(words('workflows.regex-not-text'))
    return { ...verdict, passed: new RegExp(criterion.condition).test(String(context)), note: null }
  }
  if (context === undefined) return fail(words('workflows.context-missing'))
  return {
    ...verdict,
    passed: query(plain(context) as JsonValue, criterion.condition).length > 0,
    note: null,
  }
}
