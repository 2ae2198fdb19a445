// Which schema an object's discriminator property names (OpenAPI): by the mapping, or by the name
// of a schema in components (the implicit mapping), among the alternatives of oneOf/anyOf when the
// schema lists them.
import { resolve, type JsonSchema, type OpenApi } from './openapi'

export type Choice =
  | { kind: 'schema'; schema: JsonSchema }
  | { kind: 'missing'; property: string }
  | { kind: 'not-string'; property: string }
  /** It names no schema: `allowed` are the names that would, when the schema lists them. */
  | { kind: 'unknown'; property: string; value: string; allowed: string[] }

const PREFIX = '#/components/schemas/'

/** The schema `#/components/schemas/<name>`, if the contract has one of that name. */
function named(api: OpenApi, name: string): JsonSchema | undefined {
  const schemas = api.components.schemas
  return Object.hasOwn(schemas, name) ? resolve(api, schemas[name] as JsonSchema) : undefined
}

/** A mapping's target: a reference, or a schema's bare name. */
function target(api: OpenApi, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return named(api, ref)
  const schema = resolve(api, { $ref: ref })
  return schema.$ref === undefined ? schema : undefined
}

/** The schema names of the alternatives that are references: the implicit mapping's values. */
const branchNames = (branches: readonly JsonSchema[]) =>
  branches.flatMap(({ $ref }) => ($ref?.startsWith(PREFIX) ? [$ref.slice(PREFIX.length)] : []))

/** The schema a discriminator picks for `record`, among `branches` when its schema lists them. */
export function discriminate(
  api: OpenApi,
  discriminator: NonNullable<JsonSchema['discriminator']>,
  branches: readonly JsonSchema[] | undefined,
  record: Record<string, unknown>,
): Choice {
  const { propertyName: property, mapping = {} } = discriminator
  const value = record[property]
  if (value === undefined) return { kind: 'missing', property }
  if (typeof value !== 'string') return { kind: 'not-string', property }
  const names = branches ? branchNames(branches) : []
  const found = Object.hasOwn(mapping, value)
    ? target(api, mapping[value] as string)
    : !branches || names.includes(value)
      ? named(api, value)
      : undefined
  if (found) return { kind: 'schema', schema: found }
  const allowed = [...new Set([...Object.keys(mapping), ...names])]
  return { kind: 'unknown', property, value, allowed }
}
