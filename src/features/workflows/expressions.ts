// Arazzo 1.0.1's runtime expressions: OpenAPI's ($url, $method, $statusCode, $request.…,
// $response.…) and Arazzo's own ($inputs, $outputs, $steps, $workflows, $sourceDescriptions,
// $components), each with an optional JSON pointer (`$response.body#/0/petId`). Parsed once,
// evaluated against a run's scope; a value that is not there is `undefined`, never a throw.

export type Expression =
  | { kind: 'url' | 'method' | 'statusCode' }
  | { kind: 'request' | 'response'; source: 'header' | 'query' | 'path' | 'body'; name: string }
  | { kind: 'inputs' | 'outputs'; name: string }
  | { kind: 'steps'; id: string; name: string }
  | { kind: 'workflows'; id: string; field: 'inputs' | 'outputs'; name: string }
  | { kind: 'sourceDescriptions'; id: string; name: string }
  | { kind: 'components'; group: string; name: string }

/** An expression and the JSON pointer after its `#`, when it has one. */
export interface Parsed {
  expression: Expression
  pointer: string | null
}

/** An Arazzo id or name: the characters the specification recommends. */
const NAME = /^[A-Za-z0-9_.\-[\]]+$/
const ID = /^[A-Za-z0-9_-]+$/

/** `$response.body#/0/petId` as data, or null when it is not an expression of the grammar. */
export function parseExpression(text: string): Parsed | null {
  const [head = '', ...rest] = text.trim().split('#')
  const pointer = rest.length > 0 ? rest.join('#') : null
  if (pointer !== null && pointer !== '' && !pointer.startsWith('/')) return null
  const expression = parseHead(head)
  if (!expression) return null
  // Only a body or a value holds a document a pointer can point into.
  if (pointer !== null && 'source' in expression && expression.source !== 'body') return null
  return { expression, pointer }
}

function parseHead(head: string): Expression | null {
  if (head === '$url' || head === '$method' || head === '$statusCode') {
    return { kind: head.slice(1) as 'url' | 'method' | 'statusCode' }
  }
  const [root, ...parts] = head.split('.')
  switch (root) {
    case '$request':
    case '$response':
      return messagePart(root.slice(1) as 'request' | 'response', parts)
    case '$inputs':
    case '$outputs':
      return named(parts.join('.'), (name) => ({ kind: root.slice(1) as 'inputs', name }))
    case '$steps': {
      const [id = '', field, ...name] = parts
      if (!ID.test(id) || field !== 'outputs') return null
      return named(name.join('.'), (n) => ({ kind: 'steps', id, name: n }))
    }
    case '$workflows': {
      const [id = '', field, ...name] = parts
      if (!ID.test(id) || (field !== 'inputs' && field !== 'outputs')) return null
      return named(name.join('.'), (n) => ({ kind: 'workflows', id, field, name: n }))
    }
    case '$sourceDescriptions': {
      const [id = '', ...name] = parts
      if (!ID.test(id)) return null
      return named(name.join('.'), (n) => ({ kind: 'sourceDescriptions', id, name: n }))
    }
    case '$components': {
      const [group = '', ...name] = parts
      if (!ID.test(group)) return null
      return named(name.join('.'), (n) => ({ kind: 'components', group, name: n }))
    }
    default:
      return null
  }
}

const named = (name: string, make: (name: string) => Expression) =>
  NAME.test(name) ? make(name) : null

function messagePart(kind: 'request' | 'response', parts: string[]): Expression | null {
  const [source, ...name] = parts
  if (source === 'body') return name.length === 0 ? { kind, source, name: '' } : null
  if (kind === 'response' && (source === 'query' || source === 'path')) return null
  if (source !== 'header' && source !== 'query' && source !== 'path') return null
  return named(name.join('.'), (n) => ({ kind, source, name: n }))
}

/** What a call was and what it answered, as expressions read them. */
export interface Message {
  url?: string
  method?: string
  headers: Record<string, string>
  query?: Record<string, string>
  path?: Record<string, string>
  body: unknown
  status?: number | null
}

/** What a run knows when it evaluates an expression. */
export interface Scope {
  inputs: Record<string, unknown>
  /** The current workflow's outputs (or, in a step that ran another workflow, that one's). */
  outputs: Record<string, unknown>
  steps: Record<string, { outputs: Record<string, unknown> }>
  workflows: Record<string, { inputs: Record<string, unknown>; outputs: Record<string, unknown> }>
  sourceDescriptions: Record<string, Record<string, unknown>>
  components: Record<string, unknown>
  request?: Message
  response?: Message
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The value a JSON pointer (RFC 6901) names in `value`, or undefined. */
export function pointInto(value: unknown, pointer: string): unknown {
  if (pointer === '') return value
  let node = value
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(node)) node = /^(0|[1-9]\d*)$/.test(part) ? node[Number(part)] : undefined
    else if (isRecord(node)) node = Object.hasOwn(node, part) ? node[part] : undefined
    else return undefined
  }
  return node
}

/** Header names are case-insensitive. */
const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]

/** A name as given, else a dotted path into nested objects (`$inputs.filter.limit`), as Redocly's
 * Respect and the Arazzo guides read it: the grammar allows dots in a name. */
function field(record: Record<string, unknown> | undefined, name: string): unknown {
  if (!record) return undefined
  if (Object.hasOwn(record, name)) return record[name]
  const [first = '', ...rest] = name.split('.')
  if (rest.length === 0 || !Object.hasOwn(record, first)) return undefined
  const inner = record[first]
  return isRecord(inner) ? field(inner, rest.join('.')) : undefined
}

function valueOf(expression: Expression, scope: Scope): unknown {
  switch (expression.kind) {
    case 'url':
      return scope.request?.url
    case 'method':
      return scope.request?.method
    case 'statusCode':
      return scope.response?.status ?? undefined
    case 'request':
    case 'response': {
      const message = scope[expression.kind]
      if (!message) return undefined
      if (expression.source === 'body') return message.body
      if (expression.source === 'header') return header(message.headers, expression.name)
      return field(message[expression.source], expression.name)
    }
    case 'inputs':
    case 'outputs':
      return field(scope[expression.kind], expression.name)
    case 'steps':
      return field(scope.steps[expression.id]?.outputs, expression.name)
    case 'workflows':
      return field(scope.workflows[expression.id]?.[expression.field], expression.name)
    case 'sourceDescriptions':
      return field(scope.sourceDescriptions[expression.id], expression.name)
    case 'components': {
      const group = scope.components[expression.group]
      return field(isRecord(group) ? group : undefined, expression.name)
    }
  }
}

export function evaluate({ expression, pointer }: Parsed, scope: Scope): unknown {
  const value = valueOf(expression, scope)
  return pointer === null ? value : pointInto(value, pointer)
}

/** `{$inputs.name}` inside a longer string. */
const EMBEDDED = /\{(\$[^{}]+)\}/g

/** A string that is all one expression, or has some embedded, or none; null when one is broken. */
export function expressionsIn(text: string): Parsed[] | null {
  if (text.startsWith('$')) {
    const whole = parseExpression(text)
    return whole ? [whole] : null
  }
  const found: Parsed[] = []
  for (const [, inner = ''] of text.matchAll(EMBEDDED)) {
    const parsed = parseExpression(inner)
    if (!parsed) return null
    found.push(parsed)
  }
  return found
}

const asText = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
      : String(value as string | number | boolean | bigint)

/**
 * A parameter's or payload's value: a string that is one expression becomes its value (an int64
 * id stays exact), one with `{$…}` inside has them filled in, anything else is itself.
 */
export function resolveValue(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('$')) {
      const parsed = parseExpression(value)
      return parsed ? evaluate(parsed, scope) : value
    }
    return value.replace(EMBEDDED, (whole, inner: string) => {
      const parsed = parseExpression(inner)
      return parsed ? asText(evaluate(parsed, scope)) : whole
    })
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope))
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]))
  }
  return value
}
