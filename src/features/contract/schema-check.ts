// Checks one JSON value against a schema of the contract: type, enum, int64/int32 range, date-time,
// required fields; a field the schema does not name is a note. A generator that yields every few
// hundred values, so a large body can be checked in slices (lib/run-sliced.ts).
import { t } from '../../lib/i18n/i18n'
import { contract } from './contract'
import { resolve, type JsonSchema, type JsonType, type OpenApi } from './openapi'
import { orList } from './or-list'
import '../../lib/i18n/en/contract'

export interface Finding {
  /** A JSON path into the body (`$[3].id`), or `status` / `Content-Type`. */
  path: string
  message: string
}

/** Only this many findings of each kind are kept per call; the counts stay exact. */
const MAX_FINDINGS = 50
/** Values checked between two chances for the caller to yield. */
const STEP = 250

/** A finding's words, or how to make them: only the findings kept are put in words. */
type Message = string | (() => string)
const words = (message: Message) => (typeof message === 'string' ? message : message())

/** The findings of one check: the first few of each kind, and exact counts. */
export class Findings {
  violations: Finding[] = []
  violationCount = 0
  notes: Finding[] = []
  noteCount = 0
  violation(path: string, message: Message) {
    if (this.violations.length < MAX_FINDINGS)
      this.violations.push({ path, message: words(message) })
    this.violationCount++
  }
  note(path: string, message: Message) {
    if (this.notes.length < MAX_FINDINGS) this.notes.push({ path, message: words(message) })
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

function typeMatches(type: JsonType | undefined, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null
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

/** Checks `value` at `path` against `raw`, into `out`. */
export function* validate(
  api: OpenApi,
  raw: JsonSchema,
  value: unknown,
  path: string,
  out: Findings,
): Generator<void, void> {
  const schema = resolve(api, raw)
  if (value === null && schema.nullable) return
  // OpenAPI 3.1 lists types: ["string", "null"].
  const types: (JsonType | undefined)[] =
    schema.type === undefined ? [undefined] : [schema.type].flat()
  if (!types.some((type) => typeMatches(type, value))) {
    // A type left out matches anything, so every type here is named.
    const expected = types.filter((type) => type !== undefined)
    out.violation(path, () =>
      t('contract.expected-type', { types: orList(expected), value: describeValue(value) }),
    )
    return
  }
  if (value === null) return
  if (schema.enum && !schema.enum.includes(value)) {
    const allowed = schema.enum
    out.violation(path, () =>
      t('contract.expected-enum', { values: allowed.join(', '), value: describeValue(value) }),
    )
  }
  const max = types.includes('integer') && schema.format ? RANGES[schema.format] : undefined
  if (max !== undefined && (typeof value === 'bigint' || Number.isInteger(value))) {
    const n = BigInt(value as number | bigint)
    if (n > max || n < -max - 1n) {
      const format = schema.format ?? ''
      out.violation(path, () => t('contract.out-of-range', { number: String(n), format }))
    }
  }
  if (schema.format === 'date-time' && typeof value === 'string' && !DATE_TIME.test(value)) {
    out.violation(path, () => t('contract.expected-date-time', { value: describeValue(value) }))
  }
  if (Array.isArray(value) && schema.items) {
    for (let index = 0; index < value.length; index++) {
      yield* validate(api, schema.items, value[index], `${path}[${index}]`, out)
      if (index % STEP === STEP - 1) yield
    }
  }
  if (types.includes('object') && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    for (const name of schema.required ?? []) {
      if (record[name] === undefined)
        out.violation(key(path, name), () => t('contract.required-missing'))
    }
    const properties = schema.properties ?? {}
    for (const [name, field] of Object.entries(record)) {
      const declared = properties[name]
      if (declared) yield* validate(api, declared, field, key(path, name), out)
      else if (schema.additionalProperties === false)
        out.violation(key(path, name), () => t('contract.field-not-allowed'))
      else out.note(key(path, name), () => t('contract.field-not-in-contract'))
    }
  }
}

/** Checks any value against a schema of the contract at once: the explorer checks what it sends. */
export function checkValue(
  schema: JsonSchema,
  value: unknown,
  path = '$',
): Pick<Findings, 'violations' | 'violationCount' | 'notes' | 'noteCount'> {
  const out = new Findings()
  const steps = validate(contract(), schema, value, path, out)
  while (!steps.next().done);
  return out
}
