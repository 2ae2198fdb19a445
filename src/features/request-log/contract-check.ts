// Checks one logged response against openapi.yaml: status allowed for its operation, content type,
// body shape, int64/int32 range, required fields; fields the contract does not name are notes.
// The check is a generator that yields every few hundred values, so a caller can run it in slices
// and a 20,000-order body never holds the main thread for long (see runSliced).
import type { RequestRecord } from '../../api/client'
import type { Store } from '../../lib/store'
import { parseJson } from '../../lib/json'
import { contract, resolve, type JsonSchema, type OpenApi, type Operation } from './contract'

export interface Finding {
  /** A JSON path into the body (`$[3].id`), or `status` / `Content-Type`. */
  path: string
  message: string
}

export interface ContractResult {
  /** The operationId the call matched, or null when the contract has no such operation. */
  operation: string | null
  violations: Finding[]
  violationCount: number
  notes: Finding[]
  noteCount: number
}

export type ContractResults = ReadonlyMap<number, ContractResult>

/** What the check needs of a logged call. */
export interface CheckedCall {
  method: string
  url: string
  baseUrl: string
  status: number
  contentType: string | null
  body: string
  /** The body as the client parsed it (int64-exact), when it did: saves parsing it again. */
  parsedBody?: unknown
}

/** Only this many findings of each kind are kept per call; the counts stay exact. */
const MAX_FINDINGS = 50
/** Values checked between two chances for the caller to yield. */
const STEP = 250

class Findings {
  violations: Finding[] = []
  violationCount = 0
  notes: Finding[] = []
  noteCount = 0
  violation(path: string, message: string) {
    if (this.violations.length < MAX_FINDINGS) this.violations.push({ path, message })
    this.violationCount++
  }
  note(path: string, message: string) {
    if (this.notes.length < MAX_FINDINGS) this.notes.push({ path, message })
    this.noteCount++
  }
}

/** `string "7"`, `integer 4`, `null`, `object`: how a value is named in a finding. */
function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'string') return `string ${JSON.stringify(value.slice(0, 40))}`
  if (typeof value === 'bigint' || Number.isInteger(value)) return `integer ${String(value)}`
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`
  return typeof value
}

const RANGES: Record<string, bigint> = { int32: 2n ** 31n - 1n, int64: 2n ** 63n - 1n }
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/

function typeMatches(type: JsonSchema['type'], value: unknown): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'bigint' || Number.isInteger(value)
    case 'number':
      return typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))
    case 'array':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case undefined:
      return true
    default:
      return typeof value === type
  }
}

const key = (path: string, name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`

function* validate(
  api: OpenApi,
  raw: JsonSchema,
  value: unknown,
  path: string,
  out: Findings,
): Generator<void, void> {
  const schema = resolve(api, raw)
  if (value === null && schema.nullable) return
  if (!typeMatches(schema.type, value)) {
    out.violation(path, `expected ${schema.type}, got ${describeValue(value)}`)
    return
  }
  if (schema.enum && !schema.enum.includes(value)) {
    out.violation(path, `expected one of ${schema.enum.join(', ')}, got ${describeValue(value)}`)
  }
  const max = schema.type === 'integer' && schema.format ? RANGES[schema.format] : undefined
  if (max !== undefined) {
    const n = BigInt(value as number | bigint)
    if (n > max || n < -max - 1n) {
      out.violation(path, `${n} is outside the ${schema.format} range`)
    }
  }
  if (schema.format === 'date-time' && typeof value === 'string' && !DATE_TIME.test(value)) {
    out.violation(path, `expected a date-time (RFC 3339), got ${describeValue(value)}`)
  }
  if (Array.isArray(value) && schema.items) {
    for (let index = 0; index < value.length; index++) {
      yield* validate(api, schema.items, value[index], `${path}[${index}]`, out)
      if (index % STEP === STEP - 1) yield
    }
  }
  if (schema.type === 'object') {
    const record = value as Record<string, unknown>
    for (const name of schema.required ?? []) {
      if (record[name] === undefined) out.violation(key(path, name), 'required field missing')
    }
    const properties = schema.properties ?? {}
    for (const [name, field] of Object.entries(record)) {
      const declared = properties[name]
      if (declared) yield* validate(api, declared, field, key(path, name), out)
      else if (schema.additionalProperties === false)
        out.violation(key(path, name), 'field not allowed by the contract')
      else out.note(key(path, name), 'field not in the contract')
    }
  }
}

/** The operation for a method and a path below the base URL, with `{param}` segments matched. */
function findOperation(api: OpenApi, method: string, path: string): Operation | null {
  const verb = method.toLowerCase() as 'get'
  let templated: Operation | null = null
  for (const [template, item] of Object.entries(api.paths)) {
    const operation = item[verb]
    if (!operation) continue
    if (template === path) return operation
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    if (pattern.test(path)) templated ??= operation
  }
  return templated
}

/** The call's path below its base URL: `/pets/7` for `<base>/pets/7?api_key=…`. */
function operationPath(url: string, baseUrl: string): string {
  const base = new URL(baseUrl).pathname.replace(/\/+$/, '')
  const { pathname } = new URL(url)
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname
}

function* checkCall(api: OpenApi, call: CheckedCall): Generator<void, ContractResult> {
  const out = new Findings()
  const path = operationPath(call.url, call.baseUrl)
  const operation = findOperation(api, call.method, path)
  const result = () => ({
    operation: operation?.operationId ?? null,
    violations: out.violations,
    violationCount: out.violationCount,
    notes: out.notes,
    noteCount: out.noteCount,
  })
  if (!operation) {
    out.violation('status', `the contract has no operation ${call.method} ${path}`)
    return result()
  }
  const statuses = Object.keys(operation.responses)
  const declared =
    operation.responses[String(call.status)] ??
    operation.responses[`${Math.floor(call.status / 100)}XX`] ??
    operation.responses.default
  if (!declared) {
    out.violation(
      'status',
      `${call.status} is not a status of ${operation.operationId} (allowed: ${statuses.join(', ')})`,
    )
    return result()
  }
  const response = resolve(api, declared)
  const media = call.contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  const content = Object.entries(response.content ?? {})
  const hasBody = call.body.trim() !== ''
  if (content.length === 0) {
    if (hasBody) out.violation('$', `expected no body for ${call.status}, got one`)
    return result()
  }
  const expected = content.map(([type]) => type).join(' or ')
  if (!hasBody) {
    out.violation('$', `expected a body (${expected}), got none`)
    return result()
  }
  const match = content.find(([type]) => type.toLowerCase() === media)
  if (!match) {
    out.violation('Content-Type', `expected ${expected}, got ${media || 'none'}`)
  }
  const [type, { schema } = {}] = match ?? content[0] ?? []
  if (!schema || !type || !/json/i.test(type)) return result()
  let body = call.parsedBody
  if (body === undefined) {
    try {
      body = parseJson(call.body)
    } catch {
      out.violation('$', 'the body is not valid JSON')
      return result()
    }
  }
  yield* validate(api, schema, body, '$', out)
  return result()
}

/** The check as steps: run it with runSliced, or drain it at once in a test. */
export function checkAgainstContract(call: CheckedCall): Generator<void, ContractResult> {
  return checkCall(contract(), call)
}

/** Checks any value against a schema of the contract at once: the explorer checks what it sends. */
export function checkValue(
  schema: JsonSchema,
  value: unknown,
  path = '$',
): Pick<ContractResult, 'violations' | 'violationCount' | 'notes' | 'noteCount'> {
  const out = new Findings()
  const steps = validate(contract(), schema, value, path, out)
  while (!steps.next().done);
  return out
}

/** Gives the main thread back: scheduler.yield() where the browser has it, else a macrotask. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Slices of at most about this long; well under the 50 ms that counts as a long task. */
const SLICE_MS = 8

/** Runs a generator in slices of about SLICE_MS, yielding to the main thread between them. */
export async function runSliced<T>(
  task: Generator<void, T>,
  giveWay: () => Promise<void> = yieldToMain,
): Promise<T> {
  for (;;) {
    const end = performance.now() + SLICE_MS
    let step = task.next()
    while (!step.done && performance.now() < end) step = task.next()
    if (step.done) return step.value
    await giveWay()
  }
}

/** Checks a logged call in slices; a check that throws reports that, instead of breaking the log. */
export async function checkRecord(
  record: Pick<
    RequestRecord,
    'method' | 'url' | 'baseUrl' | 'status' | 'responseHeaders' | 'responseBody' | 'parsedBody'
  >,
): Promise<ContractResult> {
  try {
    return await runSliced(
      checkAgainstContract({
        method: record.method,
        url: record.url,
        baseUrl: record.baseUrl,
        status: record.status ?? 0,
        contentType: record.responseHeaders['content-type'] ?? null,
        body: record.responseBody ?? '',
        parsedBody: record.parsedBody,
      }),
    )
  } catch (error) {
    const message = `the check failed: ${error instanceof Error ? error.message : String(error)}`
    return {
      operation: null,
      violations: [{ path: '$', message }],
      violationCount: 1,
      notes: [],
      noteCount: 0,
    }
  }
}

/** Results kept, newest last: more than the log holds, so every entry shown still has its own. */
const MAX_RESULTS = 400

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 })
    else setTimeout(resolve, 0)
  })

/** Checks the queued calls one by one, each after the browser is idle, into `results`. */
export async function checkQueued(
  queue: RequestRecord[],
  results: Store<ContractResults>,
): Promise<void> {
  for (let record = queue.shift(); record; record = queue.shift()) {
    await idle()
    const { id } = record
    const result = await checkRecord(record)
    results.set((old) => {
      const next = new Map(old).set(id, result)
      for (const key of next.keys()) if (next.size > MAX_RESULTS) next.delete(key)
      return next
    })
  }
}
