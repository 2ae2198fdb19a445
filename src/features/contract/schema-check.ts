// Checks one JSON value against a schema of the contract: type (or 3.1's list of types), nullable,
// enum, const, int64/int32 range, date-time, items, required fields, properties and
// additionalProperties, allOf, anyOf, oneOf and discriminator. A field no schema names is a note; a
// keyword it does not check is named in `unchecked`, never passed silently. A generator that yields
// every few hundred values, so a large body can be checked in slices (lib/run-sliced.ts).
import { words } from '../../lib/i18n/i18n'
import { contract } from './contract'
import { discriminate, type Choice } from './discriminator'
import { Findings, type Finding } from './findings'
import { resolve, type JsonSchema, type OpenApi } from './openapi'
import {
  besideRef,
  checkScalar,
  checkType,
  describeValue,
  factsOf,
  isRecord,
  key,
} from './schema-facts'
import '../../lib/i18n/en/contract'

/** Values checked between two chances for the caller to yield. */
const STEP = 250
/** Schemas one value may pass through by allOf, anyOf, oneOf and discriminator, like `$ref` hops. */
const MAX_DEPTH = 20

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

/**
 * Where a schema is applied: the value at its path; `fields` gathers what the schemas applied to
 * an object name; `depth` counts the schemas composed on the way (allOf…).
 */
interface At {
  value: unknown
  path: string
  fields: Fields | undefined
  depth: number
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
  yield* apply(c, raw, { value, path, fields, depth: 0 }, undefined)
  if (!fields || !fields.object || fields.all) return
  for (const name of Object.keys(value as object)) {
    if (!fields.named.has(name))
      c.out.note(key(path, name), () => words('contract.field-not-in-contract'))
  }
}

/**
 * One schema applied to a value, which other schemas (allOf…) may apply to as well; `picked` is
 * the schema a discriminator chose.
 */
function* apply(
  c: Check,
  raw: JsonSchema,
  at: At,
  picked: JsonSchema | undefined,
): Generator<void, void> {
  const { value, path, fields } = at
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
  if (at.depth >= MAX_DEPTH) {
    for (const keyword of ['allOf', 'anyOf', 'oneOf', 'discriminator'] as const)
      if (schema[keyword]) c.out.unchecked.add(keyword)
    return
  }
  yield* compose(c, schema, { ...at, depth: at.depth + 1 }, picked)
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
  at: At,
  picked: JsonSchema | undefined,
): Generator<void, void> {
  const { value, path, fields } = at
  for (const member of schema.allOf ?? []) yield* apply(c, member, at, picked)
  // Fields are gathered for an object only: the value is one.
  if (schema.discriminator && fields) {
    const record = value as Record<string, unknown>
    const choice = discriminate(c.api, schema.discriminator, schema.oneOf ?? schema.anyOf, record)
    if (choice.kind !== 'schema') {
      c.out.violation(key(path, choice.property), () => wrongChoice(choice, record))
      fields.all = true
    } else if (choice.schema !== picked && choice.schema !== schema) {
      // Below the schema it chose, the same discriminator is met again (Cat: allOf [Pet]).
      yield* apply(c, choice.schema, at, choice.schema)
    }
    return
  }
  if (schema.oneOf) yield* alternatives(c, 'oneOf', schema.oneOf, at)
  if (schema.anyOf) yield* alternatives(c, 'anyOf', schema.anyOf, at)
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
  at: At,
): Generator<void, void> {
  const { path, fields } = at
  const matched: { out: Findings; fields: Fields }[] = []
  let nearest: { index: number; count: number; first: Finding } | undefined
  for (const [index, branch] of branches.entries()) {
    const trial = { api: c.api, out: new Findings(c.out.unchecked, 1) }
    const own = newFields()
    yield* apply(trial, branch, { ...at, fields: fields && own }, undefined)
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
