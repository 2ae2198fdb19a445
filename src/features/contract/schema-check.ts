// Checks one JSON value against a schema of the contract: type (or 3.1's list of types), nullable,
// enum, const, int64/int32 range, date-time, items, required fields, properties and
// additionalProperties, allOf, anyOf, oneOf and discriminator. A field no schema names is a note; a
// keyword it does not check is named in `unchecked`, never passed silently. A generator that yields
// every few hundred values, so a large body can be checked in slices (lib/run-sliced.ts).
import { words, type Words } from '../../lib/i18n/i18n'
import { stringifyJson } from '../../lib/json'
import { contract } from './contract'
import { discriminate, type Choice } from './discriminator'
import { resolve, type JsonSchema, type JsonType, type OpenApi } from './openapi'
import { orWords } from './or-list'
import '../../lib/i18n/en/contract'

export interface Finding {
  /** A JSON path into the body (`$[3].id`), or `status` / `Content-Type`. */
  path: string
  /** Kept as words: the verdict is worded when it is shown, in the language shown then. */
  message: Words
}

/** Only this many findings of each kind are kept per call; the counts stay exact. */
const MAX_FINDINGS = 50
/** Values checked between two chances for the caller to yield. */
const STEP = 250
/** Schemas one value may pass through by allOf, anyOf, oneOf and discriminator, like `$ref` hops. */
const MAX_DEPTH = 20

/** A finding's words, or how to make them: only the findings kept are made. */
type Message = Words | (() => Words)
const made = (message: Message) => (typeof message === 'function' ? message() : message)

/** The findings of one check: the first few of each kind, exact counts, keywords not checked. */
export class Findings {
  violations: Finding[] = []
  violationCount = 0
  notes: Finding[] = []
  noteCount = 0
  /** Keywords of the schemas applied that the check does not check (`pattern`, `format email`). */
  readonly unchecked: Set<string>
  /** How many violations to keep: a branch of oneOf tried aside keeps only its first. */
  private readonly keep: number
  constructor(unchecked = new Set<string>(), keep = MAX_FINDINGS) {
    this.unchecked = unchecked
    this.keep = keep
  }
  violation(path: string, message: Message) {
    if (this.violations.length < this.keep) this.violations.push({ path, message: made(message) })
    this.violationCount++
  }
  note(path: string, message: Message) {
    if (this.notes.length < MAX_FINDINGS) this.notes.push({ path, message: made(message) })
    this.noteCount++
  }
  /** Takes the notes of a branch tried aside that matched. */
  adopt(branch: Findings) {
    this.notes.push(...branch.notes.slice(0, MAX_FINDINGS - this.notes.length))
    this.noteCount += branch.noteCount
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
const besideRef = once((raw) =>
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
const factsOf = once((schema): Facts => {
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
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

const key = (path: string, name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`

/** The type: false (and a finding) when the value has none of the schema's types. */
function checkType(types: JsonType[], value: unknown, path: string, out: Findings): boolean {
  if (types.length === 0 || types.some((type) => typeMatches(type, value))) return true
  out.violation(path, () =>
    words('contract.expected-type', { types: orWords(types), value: describeValue(value) }),
  )
  return false
}

/** What a value must be, whatever its kind: enum, const, the integer formats' range, date-time. */
function checkScalar(
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

/** What the schemas applied to one object say of its fields: those they name, or every one. */
interface Fields {
  named: Set<string>
  /** A schema said the value is an object (by its type or its properties): others are notes. */
  object: boolean
  /** Every field is accounted for: a failed oneOf already said what is wrong. */
  all: boolean
}
const newFields = (): Fields => ({ named: new Set(), object: false, all: false })

/** One check under way: the contract, and where its findings go. */
interface Check {
  api: OpenApi
  out: Findings
}

/** Checks `value` at `path` against `raw`, into `out`. */
export function* validate(
  api: OpenApi,
  raw: JsonSchema,
  value: unknown,
  path: string,
  out: Findings,
): Generator<void, void> {
  yield* checkAt({ api, out }, raw, value, path)
}

/** A value at its own path: the schema and all it composes, then the fields none of them name. */
function* checkAt(c: Check, raw: JsonSchema, value: unknown, path: string): Generator<void, void> {
  const fields = isRecord(value) ? newFields() : undefined
  yield* apply(c, raw, value, path, fields, 0, undefined)
  if (!fields || !fields.object || fields.all) return
  for (const name of Object.keys(value as object)) {
    if (!fields.named.has(name))
      c.out.note(key(path, name), () => words('contract.field-not-in-contract'))
  }
}

/**
 * One schema applied to a value, which other schemas (allOf…) may apply to as well: `fields`
 * gathers what they name; `depth` counts them; `picked` is the schema a discriminator chose.
 */
function* apply(
  c: Check,
  raw: JsonSchema,
  value: unknown,
  path: string,
  fields: Fields | undefined,
  depth: number,
  picked: JsonSchema | undefined,
): Generator<void, void> {
  const schema = resolve(c.api, raw)
  const facts = factsOf(schema)
  for (const keyword of facts.unchecked) c.out.unchecked.add(keyword)
  if (schema !== raw) for (const keyword of besideRef(raw)) c.out.unchecked.add(keyword)
  if (value === null && schema.nullable) return
  if (!checkType(facts.types, value, path, c.out)) return
  checkScalar(schema, facts.max, value, path, c.out)
  if (Array.isArray(value) && schema.items) {
    for (let index = 0; index < value.length; index++) {
      yield* checkAt(c, schema.items, value[index], `${path}[${index}]`)
      if (index % STEP === STEP - 1) yield
    }
  }
  if (fields) {
    fields.object ||= facts.object
    yield* checkFields(c, schema, value as Record<string, unknown>, path, fields)
  }
  if (depth >= MAX_DEPTH) {
    for (const keyword of ['allOf', 'anyOf', 'oneOf', 'discriminator'] as const)
      if (schema[keyword]) c.out.unchecked.add(keyword)
    return
  }
  yield* compose(c, schema, value, path, fields, depth + 1, picked)
}

/** Required fields, and each field against its property or additionalProperties. */
function* checkFields(
  c: Check,
  schema: JsonSchema,
  record: Record<string, unknown>,
  path: string,
  fields: Fields,
): Generator<void, void> {
  const { properties = {}, additionalProperties: extra } = schema
  for (const name of schema.required ?? []) {
    if (record[name] === undefined)
      c.out.violation(key(path, name), () => words('contract.required-missing'))
  }
  for (const [name, field] of Object.entries(record)) {
    const declared = Object.hasOwn(properties, name) ? properties[name] : undefined
    const against = declared ?? (typeof extra === 'object' ? extra : undefined)
    if (against) yield* checkAt(c, against, field, key(path, name))
    else if (extra === false)
      c.out.violation(key(path, name), () => words('contract.field-not-allowed'))
    else continue
    fields.named.add(name)
  }
}

/** allOf, then a discriminator's choice, or else oneOf and anyOf. */
function* compose(
  c: Check,
  schema: JsonSchema,
  value: unknown,
  path: string,
  fields: Fields | undefined,
  depth: number,
  picked: JsonSchema | undefined,
): Generator<void, void> {
  for (const member of schema.allOf ?? [])
    yield* apply(c, member, value, path, fields, depth, picked)
  // Fields are gathered for an object only: the value is one.
  if (schema.discriminator && fields) {
    const record = value as Record<string, unknown>
    const choice = discriminate(c.api, schema.discriminator, schema.oneOf ?? schema.anyOf, record)
    if (choice.kind !== 'schema') {
      c.out.violation(key(path, choice.property), () => wrongChoice(choice, record))
      fields.all = true
    } else if (choice.schema !== picked && choice.schema !== schema) {
      // Below the schema it chose, the same discriminator is met again (Cat: allOf [Pet]).
      yield* apply(c, choice.schema, value, path, fields, depth, choice.schema)
    }
    return
  }
  if (schema.oneOf) yield* alternatives(c, 'oneOf', schema.oneOf, value, path, fields, depth)
  if (schema.anyOf) yield* alternatives(c, 'anyOf', schema.anyOf, value, path, fields, depth)
}

/** What is wrong with the property a discriminator reads. */
function wrongChoice(choice: Exclude<Choice, { kind: 'schema' }>, record: Record<string, unknown>) {
  switch (choice.kind) {
    case 'missing':
      return words('contract.required-missing')
    case 'not-string':
      return words('contract.expected-type', {
        types: 'string',
        value: describeValue(record[choice.property]),
      })
    case 'unknown':
      return choice.allowed.length > 0
        ? words('contract.expected-enum', {
            values: choice.allowed.join(', '),
            value: describeValue(choice.value),
          })
        : words('contract.discriminator-unknown', { value: describeValue(choice.value) })
  }
}

/** oneOf (exactly one matches) or anyOf (one or more): each tried aside, then the verdict. */
function* alternatives(
  c: Check,
  kind: 'oneOf' | 'anyOf',
  branches: readonly JsonSchema[],
  value: unknown,
  path: string,
  fields: Fields | undefined,
  depth: number,
): Generator<void, void> {
  const matched: { out: Findings; fields: Fields }[] = []
  let nearest: { index: number; count: number; first: Finding } | undefined
  for (const [index, branch] of branches.entries()) {
    const trial = { api: c.api, out: new Findings(c.out.unchecked, 1) }
    const own = newFields()
    yield* apply(trial, branch, value, path, fields && own, depth, undefined)
    // A branch tried aside keeps its first violation: it has one exactly when it failed.
    const [first] = trial.out.violations
    const count = trial.out.violationCount
    if (!first) matched.push({ out: trial.out, fields: own })
    else if (!nearest || count < nearest.count) nearest = { index, count, first }
  }
  const total = branches.length
  if (matched.length === 0 || (kind === 'oneOf' && matched.length > 1)) {
    if (fields) fields.all = true
    c.out.violation(path, () =>
      matched.length !== 0
        ? words('contract.one-of-many', { count: matched.length, total })
        : nearest
          ? words('contract.none-of-nearest', {
              kind,
              total,
              index: nearest.index + 1,
              path: nearest.first.path,
              reason: nearest.first.message,
            })
          : words('contract.none-of', { kind, total }),
    )
    return
  }
  matched.forEach((branch, index) => {
    // The notes of one branch: another that matches too would say them again.
    if (index === 0) c.out.adopt(branch.out)
    if (!fields) return
    for (const name of branch.fields.named) fields.named.add(name)
    fields.object ||= branch.fields.object
  })
}

/** Checks any value against a schema of the contract at once: the explorer checks what it sends. */
export function checkValue(
  schema: JsonSchema,
  value: unknown,
  path = '$',
): Pick<Findings, 'violations' | 'violationCount' | 'notes' | 'noteCount'> & {
  unchecked: string[]
} {
  const out = new Findings()
  const steps = validate(contract(), schema, value, path, out)
  while (!steps.next().done);
  const { violations, violationCount, notes, noteCount } = out
  return { violations, violationCount, notes, noteCount, unchecked: [...out.unchecked] }
}
