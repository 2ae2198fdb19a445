// What the schema check reads of a schema and of a value: the keywords it checks and those it names
// as unchecked, a schema's facts found once, JSON equality and types, and the checks of one value.
import { words } from '../../lib/i18n/i18n'
import { stringifyJson } from '../../lib/json'
import type { Findings } from './findings'
import type { JsonSchema, JsonType } from './openapi'
import { orWords } from './or-list'
import '../../lib/i18n/en/contract'

/** `string "7"`, `integer 4`, `null`, `object`: how a value is named in a finding. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'string') return `string ${JSON.stringify(value.slice(0, 40))}`
  if (typeof value === 'bigint' || Number.isInteger(value)) return `integer ${String(value)}`
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`
  return typeof value
}

/** A value the contract names (in an enum or a const): strings as they are, the rest as JSON. */
const literal = (value: unknown) =>
  typeof value === 'string' ? value : stringifyJson(value).slice(0, 60)

const RANGES: Record<string, bigint> = { int32: 2n ** 31n - 1n, int64: 2n ** 63n - 1n }
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/

/** Keywords that constrain a value and that this check does not check. */
const UNCHECKED = new Set([
  'not',
  'if',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'minProperties',
  'maxProperties',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'unevaluatedProperties',
  '$dynamicRef',
])
/** Formats checked, or with nothing to check. */
const FORMATS = new Set(['int32', 'int64', 'date-time', 'float', 'double'])

/** Keywords that only describe: beside a `$ref` they change nothing the check would say. */
const ANNOTATIONS = new Set([
  '$ref',
  '$comment',
  'title',
  'summary',
  'description',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  'xml',
])

/** What `make` finds in a schema, found once: a long list applies the same schema often. */
function once<T>(make: (schema: JsonSchema) => T): (schema: JsonSchema) => T {
  const found = new WeakMap<JsonSchema, T>()
  return (schema) => found.get(schema) ?? (found.set(schema, make(schema)).get(schema) as T)
}

/** The keywords beside a `$ref`, which the check does not apply (3.1 would; 3.0 ignores them). */
export const besideRef = once((raw) =>
  Object.keys(raw)
    .filter((keyword) => !ANNOTATIONS.has(keyword) && !keyword.startsWith('x-'))
    .map((keyword) => `${keyword} beside $ref`),
)

/** What the check reads of a schema, found once: a long list applies the same schema often. */
interface Facts {
  /** OpenAPI 3.1 lists types: ["string", "null"]; none means any. */
  types: JsonType[]
  /** The largest integer of its format (int32, int64), when it is an integer schema. */
  max: bigint | undefined
  /** It says the value is an object: by its type, its properties or additionalProperties. */
  object: boolean
  /** Its keywords that the check does not check. */
  unchecked: string[]
}
export const factsOf = once((schema): Facts => {
  const types = schema.type === undefined ? [] : [schema.type].flat()
  const unchecked = Object.keys(schema).filter((keyword) => UNCHECKED.has(keyword))
  if (schema.format !== undefined && !FORMATS.has(schema.format))
    unchecked.push(`format ${schema.format}`)
  // A reference left unresolved: to nothing, outside the file, or past the hop limit.
  if (schema.$ref !== undefined) unchecked.push('$ref')
  return {
    types,
    max: types.includes('integer') && schema.format ? RANGES[schema.format] : undefined,
    object:
      types.includes('object') ||
      schema.properties !== undefined ||
      schema.additionalProperties !== undefined,
    unchecked,
  }
})

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function typeMatches(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null
    case 'integer':
      return typeof value === 'bigint' || Number.isInteger(value)
    case 'number':
      return typeof value === 'bigint' || Number.isFinite(value)
    case 'array':
      return Array.isArray(value)
    case 'object':
      return isRecord(value)
    default:
      return typeof value === type
  }
}

/** Equal as JSON values: an int64 read as bigint equals the same number written in the contract. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint')
    return (
      [a, b].every((n) => Number.isInteger(n) || typeof n === 'bigint') &&
      BigInt(a as number) === BigInt(b as number)
    )
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]))
  if (isRecord(a)) {
    const names = Object.keys(a)
    return (
      isRecord(b) &&
      names.length === Object.keys(b).length &&
      names.every((name) => same(a[name], b[name]))
    )
  }
  return a === b
}

export const key = (path: string, name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`

/** The type: false (and a finding) when the value has none of the schema's types. */
export function checkType(types: JsonType[], value: unknown, path: string, out: Findings): boolean {
  if (types.length === 0 || types.some((type) => typeMatches(type, value))) return true
  out.violation(path, () =>
    words('contract.expected-type', { types: orWords(types), value: describeValue(value) }),
  )
  return false
}

/** What a value must be, whatever its kind: enum, const, the integer formats' range, date-time. */
export function checkScalar(
  schema: JsonSchema,
  max: bigint | undefined,
  value: unknown,
  path: string,
  out: Findings,
) {
  const allowed = schema.enum
  if (allowed && !allowed.some((option) => same(option, value))) {
    out.violation(path, () =>
      words('contract.expected-enum', {
        values: allowed.map(literal).join(', '),
        value: describeValue(value),
      }),
    )
  }
  if ('const' in schema && !same(schema.const, value)) {
    // null is named as it is either way.
    const expected =
      typeof schema.const === 'object' ? literal(schema.const) : describeValue(schema.const)
    out.violation(path, () =>
      words('contract.expected-const', { expected, value: describeValue(value) }),
    )
  }
  if (max !== undefined && (typeof value === 'bigint' || Number.isInteger(value))) {
    const n = BigInt(value as number | bigint)
    if (n > max || n < -max - 1n) {
      const format = String(schema.format)
      out.violation(path, () => words('contract.out-of-range', { number: String(n), format }))
    }
  }
  if (schema.format === 'date-time' && typeof value === 'string' && !DATE_TIME.test(value)) {
    out.violation(path, () => words('contract.expected-date-time', { value: describeValue(value) }))
  }
}
