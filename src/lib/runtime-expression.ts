// OpenAPI 3.x runtime expressions (`$response.body#/id`, `{$request.path.petId}` inside a string):
// parsed by the specification's grammar and evaluated against one request and its answer. Pure, so
// a link, a value picked from an answer, or a runner of steps reads them alike. A problem is data
// (its reason and where it is), worded by whoever shows it.
import { stringifyJson } from './json'

export type ExpressionPart = 'header' | 'query' | 'path' | 'body'

export type RuntimeExpression =
  | { source: 'url' | 'method' | 'statusCode' }
  | {
      source: 'request' | 'response'
      part: ExpressionPart
      /** The header, query or path parameter's name; empty for the body. */
      name: string
      /** The body's JSON pointer as reference tokens, unescaped; null for the whole body. */
      pointer: string[] | null
    }

export type ExpressionProblemReason =
  /** Nothing at all, or `{}` in a string. */
  | 'empty'
  /** Does not start with `$`. */
  | 'noDollar'
  /** Not `$url`, `$method`, `$statusCode`, `$request.` or `$response.`. */
  | 'unknownSource'
  /** After `$request.` / `$response.`: not `header.`, `query.`, `path.` or `body`. */
  | 'unknownPart'
  /** A header name with a character a header name cannot have, or none. */
  | 'badHeaderName'
  /** After `body`: not `#` and a JSON pointer. */
  | 'badPointer'
  /** `~` not followed by 0 or 1 in a pointer. */
  | 'badEscape'
  /** Text left after a whole expression (`$urlx`). */
  | 'trailingText'
  /** `{$` in a string without its `}`. */
  | 'unclosedBrace'
  /** The request or answer has nothing there. */
  | 'notFound'
  /** A part an answer does not have (`$response.path.x`). */
  | 'notInResponse'

export interface ExpressionProblem {
  reason: ExpressionProblemReason
  /** The expression (or string) as written. */
  expression: string
  /** Where in it the problem starts, from 0. */
  at: number
}

export type Evaluated<T> = { ok: true; value: T } | { ok: false; problem: ExpressionProblem }

/** One call as expressions read it. Bodies are parsed JSON (int64 as bigint), or text. */
export interface ExpressionContext {
  url: string
  method: string
  statusCode: number
  request: {
    /** Path parameters by name, as filled in the template. */
    path: Readonly<Record<string, string>>
    /** Query parameters; a name sent twice gives its first value. */
    query: URLSearchParams
    headers: Readonly<Record<string, string>>
    /** undefined: no body was sent. */
    body?: unknown
  }
  response: {
    headers: Readonly<Record<string, string>>
    body?: unknown
  }
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

const fail = (reason: ExpressionProblemReason, expression: string, at: number) =>
  ({ ok: false, problem: { reason, expression, at } }) as const

/** `/a/b~1c` as its tokens `a`, `b/c`; ~0 is `~`, ~1 is `/` (RFC 6901). */
function parsePointer(text: string, expression: string, at: number): Evaluated<string[]> {
  if (text === '') return { ok: true, value: [] }
  if (!text.startsWith('/')) return fail('badPointer', expression, at)
  const bad = /~(?![01])/.exec(text)
  if (bad) return fail('badEscape', expression, at + bad.index)
  const tokens = text
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
  return { ok: true, value: tokens }
}

function parseSource(
  source: 'request' | 'response',
  rest: string,
  expression: string,
  at: number,
): Evaluated<RuntimeExpression> {
  if (rest.startsWith('body')) {
    const after = rest.slice(4)
    if (after === '') return { ok: true, value: { source, part: 'body', name: '', pointer: null } }
    if (!after.startsWith('#')) return fail('trailingText', expression, at + 4)
    const pointer = parsePointer(after.slice(1), expression, at + 5)
    if (!pointer.ok) return pointer
    return { ok: true, value: { source, part: 'body', name: '', pointer: pointer.value } }
  }
  const part = /^(header|query|path)\./.exec(rest)?.[1] as ExpressionPart | undefined
  if (!part) return fail('unknownPart', expression, at)
  const name = rest.slice(part.length + 1)
  if (part === 'header' && !TOKEN.test(name)) {
    return fail('badHeaderName', expression, at + part.length + 1)
  }
  return { ok: true, value: { source, part, name, pointer: null } }
}

/** Reads one whole expression, `$method` or `$request.body#/pet/id`, by the specification's ABNF. */
export function parseExpression(expression: string): Evaluated<RuntimeExpression> {
  if (expression === '') return fail('empty', expression, 0)
  if (!expression.startsWith('$')) return fail('noDollar', expression, 0)
  for (const source of ['url', 'method', 'statusCode'] as const) {
    if (!expression.startsWith(`$${source}`)) continue
    if (expression.length > source.length + 1) {
      return fail('trailingText', expression, source.length + 1)
    }
    return { ok: true, value: { source } }
  }
  for (const source of ['request', 'response'] as const) {
    const prefix = `$${source}.`
    if (expression.startsWith(prefix)) {
      return parseSource(source, expression.slice(prefix.length), expression, prefix.length)
    }
  }
  return fail('unknownSource', expression, 1)
}

function headerOf(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase()
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1]
}

/** The value at `tokens` in `value`, or undefined. An array index is digits without a leading 0. */
export function atPointer(value: unknown, tokens: readonly string[]): unknown {
  let current = value
  for (const token of tokens) {
    if (Array.isArray(current)) {
      if (!/^(?:0|[1-9]\d*)$/.test(token)) return undefined
      current = current[Number(token)]
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token]
    } else {
      return undefined
    }
  }
  return current
}

function valueOf(expression: RuntimeExpression, context: ExpressionContext): unknown {
  if (!('part' in expression)) {
    const { url, method, statusCode } = context
    return { url, method: method.toUpperCase(), statusCode }[expression.source]
  }
  const { part, name, pointer } = expression
  const side = expression.source === 'request' ? context.request : context.response
  if (part === 'header') return headerOf(side.headers, name)
  if (part === 'body') return pointer ? atPointer(side.body, pointer) : side.body
  if (part === 'path') return context.request.path[name]
  return context.request.query.get(name) ?? undefined
}

/** The value one whole expression names: its type kept (a number stays a number, int64 a bigint). */
export function evaluateExpression(
  expression: string,
  context: ExpressionContext,
): Evaluated<unknown> {
  const parsed = parseExpression(expression)
  if (!parsed.ok) return parsed
  const { value } = parsed
  if (value.source === 'response' && (value.part === 'path' || value.part === 'query')) {
    return fail('notInResponse', expression, '$response.'.length)
  }
  const found = valueOf(value, context)
  if (found === undefined) return fail('notFound', expression, 0)
  return { ok: true, value: found }
}

/** A value as text in a URL, a header or a string: JSON for objects, int64 exact. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
  }
  return stringifyJson(value)
}

/** A string with expressions inside braces: `pets/{$response.body#/id}`; other braces stay. */
export function evaluateTemplate(text: string, context: ExpressionContext): Evaluated<string> {
  let out = ''
  let from = 0
  for (let open = text.indexOf('{$'); open !== -1; open = text.indexOf('{$', from)) {
    const close = text.indexOf('}', open)
    if (close === -1) return fail('unclosedBrace', text, open)
    const inner = evaluateExpression(text.slice(open + 1, close), context)
    if (!inner.ok) {
      const { reason, at } = inner.problem
      return fail(reason, text, open + 1 + at)
    }
    out += text.slice(from, open) + asText(inner.value)
    from = close + 1
  }
  return { ok: true, value: out + text.slice(from) }
}

/**
 * A value as a link's parameter or body writes it: a string that starts with `$` is an expression,
 * one with `{$…}` inside is a template, and anything else is the constant it is.
 */
export function evaluateValue(value: unknown, context: ExpressionContext): Evaluated<unknown> {
  if (typeof value !== 'string') return { ok: true, value }
  if (value.startsWith('$')) return evaluateExpression(value, context)
  if (value.includes('{$')) return evaluateTemplate(value, context)
  return { ok: true, value }
}
