// What a server's own contract adds, removes or changes against the bundled one: its operations,
// their parameters, and the fields of each schema. Data, not words: Contract changes words it.
import { methods, resolve, type JsonSchema, type OpenApi, type Parameter } from './openapi'

/** A schema's type as data: a named schema, or its types (null: any) with format and nullable. */
export type SchemaType =
  | { ref: string }
  | { types: Array<string | null | { items: SchemaType }>; format?: string; nullable: boolean }

/** A parameter or field: its type, and whether it must be there. */
export interface Typed {
  type: SchemaType
  required: boolean
}

export type ContractChange =
  | {
      kind: 'added' | 'removed'
      /** `GET /store/inventory`, `GET /pets: query limit`, `Pet.nickname`. */
      subject: string
      /** An operation's summary as the contract has it, or a parameter's or field's type. */
      what: { summary: string } | Typed
    }
  | {
      kind: 'changed'
      subject: string
      /** Set when the type changed. */
      type?: { old: SchemaType; new: SchemaType }
      /** Set when it became required (true) or optional (false). */
      required?: boolean
    }

function typeOf(api: OpenApi, schema: JsonSchema | undefined): SchemaType {
  if (!schema) return { types: [null], nullable: false }
  if (schema.$ref) return { ref: schema.$ref.split('/').at(-1) ?? schema.$ref }
  const types = schema.type === undefined ? [null] : [schema.type].flat()
  return {
    types: types.map((type) => (type === 'array' ? { items: typeOf(api, schema.items) } : type)),
    ...(schema.format ? { format: schema.format } : {}),
    nullable: schema.nullable === true,
  }
}

/** Compares two named sets: added and removed by name, and `changed` for what both have. */
function compare<T>(
  before: Map<string, T>,
  after: Map<string, T>,
  changed: (name: string, old: T, now: T) => ContractChange[],
  what: (value: T) => { summary: string } | Typed,
): ContractChange[] {
  const out: ContractChange[] = []
  for (const [name, value] of after)
    if (!before.has(name)) out.push({ kind: 'added', subject: name, what: what(value) })
  for (const [name, value] of before)
    if (!after.has(name)) out.push({ kind: 'removed', subject: name, what: what(value) })
  for (const [name, value] of after) {
    const old = before.get(name)
    if (old !== undefined) out.push(...changed(name, old, value))
  }
  return out
}

const sameType = (a: SchemaType, b: SchemaType) => JSON.stringify(a) === JSON.stringify(b)

function changeOf(subject: string, old: Typed, now: Typed): ContractChange[] {
  const type = sameType(old.type, now.type) ? undefined : { old: old.type, new: now.type }
  const required = old.required === now.required ? undefined : now.required
  if (!type && required === undefined) return []
  return [
    {
      kind: 'changed',
      subject,
      ...(type ? { type } : {}),
      ...(required === undefined ? {} : { required }),
    },
  ]
}

const typed = (value: Typed): Typed => value

function operationsOf(api: OpenApi) {
  const all = new Map<string, { summary: string; parameters: Map<string, Typed> }>()
  for (const [path, item] of Object.entries(api.paths))
    for (const method of methods) {
      const operation = item[method]
      if (!operation) continue
      const parameters = new Map<string, Typed>()
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const p = resolve<Parameter>(api, raw)
        parameters.set(`${p.in} ${p.name}`, {
          type: typeOf(api, p.schema),
          required: p.in === 'path' || p.required === true,
        })
      }
      all.set(`${method.toUpperCase()} ${path}`, { summary: operation.summary ?? '', parameters })
    }
  return all
}

function fieldsOf(api: OpenApi) {
  const all = new Map<string, Typed>()
  for (const [name, raw] of Object.entries(api.components.schemas)) {
    const schema = resolve(api, raw)
    for (const [field, value] of Object.entries(schema.properties ?? {}))
      all.set(`${name}.${field}`, {
        type: typeOf(api, value),
        required: schema.required?.includes(field) === true,
      })
  }
  return all
}

/** Every difference, operations first, then their parameters, then schema fields. */
export function diffContracts(bundled: OpenApi, live: OpenApi): ContractChange[] {
  const operations = compare(
    operationsOf(bundled),
    operationsOf(live),
    (name, old, now) =>
      compare(
        old.parameters,
        now.parameters,
        (p, a, b) => changeOf(`${name}: ${p}`, a, b),
        typed,
      ).map((change) =>
        change.kind === 'changed' ? change : { ...change, subject: `${name}: ${change.subject}` },
      ),
    ({ summary }) => ({ summary }),
  )
  const fields = compare(fieldsOf(bundled), fieldsOf(live), changeOf, typed)
  return [...operations, ...fields]
}
