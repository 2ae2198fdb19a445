// The explorer's checks of a request against the contract, as it is typed: each parameter against
// its schema, the body's JSON syntax (by line and column) and then its shape, with the checker the
// request log's contract check uses; and header names the browser would refuse.
import { say, t } from '../../lib/i18n/i18n'
import { parseJson } from '../../lib/json'
import type { Finding } from '../contract/findings'
import { checkValue } from '../contract/schema-check'
import type { Draft } from './draft'
import { findJsonError } from './json-syntax'
import type { ExplorerOperation, ExplorerParameter } from './operations'
import '../../lib/i18n/en/explorer'

export interface Problem {
  /** Where: a JSON path (`$.name`), a parameter's name, `line 3, column 5`, or `header 2`. */
  where: string
  message: string
  /** The control it belongs to: a parameter's name, `body`, or `header-<index>`. */
  field: string
  /** For a syntax error, where in the body to put the cursor. */
  offset?: number
}

export interface RequestCheck {
  problems: Problem[]
  /** Fields the contract does not name: worth a look, no reason to refuse. */
  notes: Problem[]
  /** Keywords of the schemas the request met that the check does not check (`pattern`). */
  unchecked: string[]
}

interface Part {
  problems: Problem[]
  notes: Problem[]
  unchecked: readonly string[]
}

/** A parameter's text as the value its schema expects, when it reads as one; else the text. */
function typed(parameter: ExplorerParameter, text: string): unknown {
  // OpenAPI 3.1 may list types: ["integer", "null"].
  const type = [parameter.schema.type].flat().find((t) => t !== 'null')
  if (type === 'integer' && /^-?\d+$/.test(text)) {
    const n = Number(text)
    return Number.isSafeInteger(n) ? n : BigInt(text)
  }
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

function checkParameter(parameter: ExplorerParameter, draft: Draft): Part {
  const text = draft.params[parameter.name] ?? ''
  const field = parameter.name
  if (text === '') {
    const missing = { where: field, message: t('explorer.problem-required'), field }
    return { problems: parameter.required ? [missing] : [], notes: [], unchecked: [] }
  }
  const result = checkValue(parameter.schema, typed(parameter, text), field)
  const at = (f: Finding) => ({ where: f.path, message: say(f.message), field })
  return { problems: result.violations.map(at), notes: [], unchecked: result.unchecked }
}

function checkBody(operation: ExplorerOperation, draft: Draft): Part {
  const body = operation.body
  if (!body) return { problems: [], notes: [], unchecked: [] }
  if (draft.body.trim() === '') {
    const problems = body.required
      ? [{ where: '$', message: t('explorer.problem-body-required'), field: 'body' }]
      : []
    return { problems, notes: [], unchecked: [] }
  }
  let value: unknown
  try {
    value = parseJson(draft.body)
  } catch {
    const error = findJsonError(draft.body)
    // As strings: a line number is not grouped like a count.
    const place = error && { line: String(error.line), column: String(error.column) }
    const where = place ? t('explorer.problem-at', place) : '$'
    const reason = error?.message ?? t('explorer.problem-not-json')
    const message = t('explorer.problem-malformed', { reason })
    const problem = { where, message, field: 'body', offset: error?.offset }
    return { problems: [problem], notes: [], unchecked: [] }
  }
  const result = checkValue(body.schema, value)
  const at = (f: Finding) => ({ where: f.path, message: say(f.message), field: 'body' })
  return {
    problems: result.violations.map(at),
    notes: result.notes.map(at),
    unchecked: result.unchecked,
  }
}

/** A header name as fetch() accepts it (an RFC 9110 token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

function checkHeaders(draft: Draft): Problem[] {
  return draft.headers.flatMap(({ name, value }, index) => {
    const where = t('explorer.problem-header', { number: index + 1 })
    const field = `header-${index}`
    if (name === '' && value === '') return []
    if (!TOKEN.test(name)) {
      const message = name
        ? t('explorer.problem-header-invalid', { name: JSON.stringify(name) })
        : t('explorer.problem-header-name-missing')
      return [{ where, message, field }]
    }
    if (/[\r\n\0]/.test(value))
      return [{ where, message: t('explorer.problem-header-line-break'), field }]
    return []
  })
}

/** Every problem of the request, in the order of the form. */
export function checkRequest(operation: ExplorerOperation, draft: Draft): RequestCheck {
  const parts = [
    ...operation.parameters.map((p) => checkParameter(p, draft)),
    checkBody(operation, draft),
  ]
  return {
    problems: [...parts.flatMap((part) => part.problems), ...checkHeaders(draft)],
    notes: parts.flatMap((part) => part.notes),
    unchecked: [...new Set(parts.flatMap((part) => part.unchecked))],
  }
}
