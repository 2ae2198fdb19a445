// A run's inputs as a link may carry them: whatever looks like a secret is left out, by the
// schema (`format: password`, `writeOnly`), by its name (password, token, key…) or because its
// value holds an API key saved in this console. The names left out are shown, never the values.
import { getApiKey } from '../../api/settings'
import type { EnvironmentId } from '../../api/target'
import type { JsonSchema } from '../contract/openapi'
import type { Arazzo, Workflow } from './arazzo'
import { asSchema, inputSchema } from './inputs'

const SECRET_NAME = /pass(word|phrase)?|secret|token|api[-_]?key|credential|auth|cookie|session/i
const ENVIRONMENTS: EnvironmentId[] = ['demo', 'production', 'staging', 'custom']

/** Every API key saved in this console, of any environment. */
export const savedKeys = (): string[] =>
  ENVIRONMENTS.map((id) => getApiKey(id).key).filter((key) => key !== '')

const holdsKey = (value: unknown, keys: string[]): boolean => {
  if (typeof value === 'string') return keys.some((key) => value.includes(key))
  if (typeof value !== 'object' || value === null) return false
  return Object.values(value).some((inner) => holdsKey(inner, keys))
}

const secretByName = (name: string, schema: JsonSchema) =>
  SECRET_NAME.test(name) || schema.format === 'password' || schema.writeOnly === true

function keep(
  doc: Arazzo,
  value: Record<string, unknown>,
  schema: JsonSchema,
  path: string,
  keys: string[],
  left: string[],
): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [name, inner] of Object.entries(value)) {
    const property = asSchema(doc, schema.properties?.[name])
    const where = path ? `${path}.${name}` : name
    if (secretByName(name, property)) left.push(where)
    else if (typeof inner === 'object' && inner !== null && !Array.isArray(inner))
      kept[name] = keep(doc, inner as Record<string, unknown>, property, where, keys, left)
    else if (holdsKey(inner, keys)) left.push(where)
    else kept[name] = inner
  }
  return kept
}

export function shareableInputs(
  doc: Arazzo,
  workflow: Workflow,
  inputs: Record<string, unknown>,
): { inputs: Record<string, unknown>; left: string[] } {
  const left: string[] = []
  const kept = keep(doc, inputs, inputSchema(doc, workflow), '', savedKeys(), left)
  return { inputs: kept, left }
}
