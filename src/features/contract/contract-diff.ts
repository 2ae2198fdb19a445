// What a server's own contract adds, removes or changes against the bundled one: its operations,
// their parameters, and the fields of each schema. Contract changes lists them.
import { t } from '../../lib/i18n/i18n'
import { methods, resolve, type JsonSchema, type OpenApi, type Parameter } from './openapi'
import { andList, orList } from './or-list'
import '../../lib/i18n/en/contract'

export interface ContractChange {
  kind: 'added' | 'removed' | 'changed'
  /** `GET /store/inventory`, `GET /pets: query limit`, `Pet.nickname`. */
  subject: string
  /** What it is, or what changed: `string`, `integer int64 → string`, `now required`. */
  detail: string
}

/** A schema in a few words: `integer int64`, `array of Pet`, `string or null`. */
function describe(api: OpenApi, schema: JsonSchema | undefined): string {
  if (!schema) return t('contract.type-any')
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? schema.$ref
  const types = schema.type === undefined ? [t('contract.type-any')] : [schema.type].flat()
  const base = types.map((type) =>
    type === 'array' ? t('contract.type-array', { items: describe(api, schema.items) }) : type,
  )
  return [orList(base), schema.format, schema.nullable ? t('contract.type-nullable') : '']
    .filter(Boolean)
    .join(' ')
}

/** Compares two named sets: added and removed by name, and `changed` for what both have. */
function compare<T>(
  before: Map<string, T>,
  after: Map<string, T>,
  changed: (name: string, old: T, now: T) => ContractChange[],
  word: (name: string, value: T) => string,
): ContractChange[] {
  const out: ContractChange[] = []
  for (const [name, value] of after)
    if (!before.has(name)) out.push({ kind: 'added', subject: name, detail: word(name, value) })
  for (const [name, value] of before)
    if (!after.has(name)) out.push({ kind: 'removed', subject: name, detail: word(name, value) })
  for (const [name, value] of after) {
    const old = before.get(name)
    if (old !== undefined) out.push(...changed(name, old, value))
  }
  return out
}

type Described = { text: string; required: boolean }

function changeOf(subject: string, old: Described, now: Described): ContractChange[] {
  const details = []
  if (old.text !== now.text) details.push(`${old.text} → ${now.text}`)
  if (old.required !== now.required)
    details.push(t(now.required ? 'contract.now-required' : 'contract.now-optional'))
  return details.length ? [{ kind: 'changed', subject, detail: andList(details) }] : []
}

const word = (_: string, value: Described) =>
  value.required ? t('contract.type-required', { type: value.text }) : value.text

function operationsOf(api: OpenApi) {
  const all = new Map<string, { text: string; parameters: Map<string, Described> }>()
  for (const [path, item] of Object.entries(api.paths))
    for (const method of methods) {
      const operation = item[method]
      if (!operation) continue
      const parameters = new Map<string, Described>()
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const p = resolve<Parameter>(api, raw)
        parameters.set(`${p.in} ${p.name}`, {
          text: describe(api, p.schema),
          required: p.in === 'path' || p.required === true,
        })
      }
      all.set(`${method.toUpperCase()} ${path}`, { text: operation.summary ?? '', parameters })
    }
  return all
}

function fieldsOf(api: OpenApi) {
  const all = new Map<string, Described>()
  for (const [name, raw] of Object.entries(api.components.schemas)) {
    const schema = resolve(api, raw)
    for (const [field, value] of Object.entries(schema.properties ?? {}))
      all.set(`${name}.${field}`, {
        text: describe(api, value),
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
        word,
      ).map((change) =>
        change.kind === 'changed' ? change : { ...change, subject: `${name}: ${change.subject}` },
      ),
    (_, value) => value.text || t('contract.operation'),
  )
  const fields = compare(fieldsOf(bundled), fieldsOf(live), changeOf, word)
  return [...operations, ...fields]
}
