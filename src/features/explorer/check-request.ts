// The explorer's checks of a request against the contract, as it is typed: each parameter against
// its schema, the body's JSON syntax (by line and column) and then its shape, with the checker the
// request log's contract check uses; and header names the browser would refuse.
import { t } from '../../lib/i18n/i18n'
import { parseJson } from '../../lib/json'
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

function checkParameters(operation: ExplorerOperation, draft: Draft): Problem[] {
  return operation.parameters.flatMap((parameter) => {
    const text = draft.params[parameter.name] ?? ''
    if (text === '') {
      return parameter.required
        ? [
            {
              where: parameter.name,
              message: t('explorer.problem-required'),
              field: parameter.name,
            },
          ]
        : []
    }
    const { violations } = checkValue(parameter.schema, typed(parameter, text), parameter.name)
    return violations.map((f) => ({ where: f.path, message: f.message, field: parameter.name }))
  })
}

function checkBody(operation: ExplorerOperation, draft: Draft): RequestCheck {
  const body = operation.body
  if (!body) return { problems: [], notes: [] }
  if (draft.body.trim() === '') {
    const problems = body.required
      ? [{ where: '$', message: t('explorer.problem-body-required'), field: 'body' }]
      : []
    return { problems, notes: [] }
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
    return { problems: [{ where, message, field: 'body', offset: error?.offset }], notes: [] }
  }
  const result = checkValue(body.schema, value)
  const at = (f: { path: string; message: string }) => ({ ...f, where: f.path, field: 'body' })
  return { problems: result.violations.map(at), notes: result.notes.map(at) }
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
  const body = checkBody(operation, draft)
  return {
    problems: [...checkParameters(operation, draft), ...body.problems, ...checkHeaders(draft)],
    notes: body.notes,
  }
}
