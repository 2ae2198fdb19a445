// A step's request made from its parameters and request body, each value a constant or a runtime
// expression evaluated in the run's scope. Reusable parameters come from `components`, with the
// step's `value` in place of theirs when it gives one.
import { stringifyJson } from '../../lib/json'
import { isReusable, type Arazzo, type Parameter, type Reusable, type Step } from './arazzo'
import { resolveValue, type Scope } from './expressions'
import type { Call } from './send-step'
import type { Source } from './sources'
import type { ExplorerOperation } from '../explorer/operations'

/** A reusable parameter as the parameter it names. */
export function parameterOf(doc: Arazzo, item: Parameter | Reusable): Parameter | null {
  if (!isReusable(item)) return item
  const name = item.reference.split('.').at(-1) ?? ''
  const found = doc.components?.parameters?.[name]
  if (!found) return null
  return 'value' in item && item.value !== undefined ? { ...found, value: item.value } : found
}

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : stringifyJson(value)

/** Sets `value` at a JSON pointer inside `target` (a copy), making no new branches. */
function replaceAt(target: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '' || pointer === '/') return value
  const copy = structuredClone(target)
  const parts = pointer.replace(/^#/, '').slice(1).split('/')
  const last = parts.pop() ?? ''
  let node: unknown = copy
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node === 'object' && node !== null) (node as Record<string, unknown>)[last] = value
  return copy
}

/** The values of a step's parameters (and its workflow's), evaluated: for a call or a workflow. */
export function parameterValues(
  doc: Arazzo,
  shared: (Parameter | Reusable)[],
  step: Step,
  scope: Scope,
) {
  const merged = new Map<string, { in?: string; value: unknown }>()
  for (const item of [...shared, ...(step.parameters ?? [])]) {
    const parameter = parameterOf(doc, item)
    if (parameter)
      merged.set(`${parameter.in ?? ''} ${parameter.name}`, {
        in: parameter.in,
        value: resolveValue(parameter.value, scope),
      })
  }
  return [...merged].map(([key, { in: where, value }]) => ({
    name: key.slice(key.indexOf(' ') + 1),
    in: where,
    value,
  }))
}

/** The call a step makes, from its operation and parameters. */
export function buildCall(
  doc: Arazzo,
  shared: (Parameter | Reusable)[],
  step: Step,
  found: { source: Source; operation: ExplorerOperation },
  scope: Scope,
): { call: Call; path: Record<string, string>; query: Record<string, string> } {
  const values = parameterValues(doc, shared, step, scope)
  const path: Record<string, string> = {}
  const query: Record<string, string> = {}
  const headers: Record<string, string> = {}
  for (const { name, in: where, value } of values) {
    if (where === 'path') path[name] = asText(value)
    // An input left out (an optional one) leaves its query or header out, not sent empty.
    if (value === undefined) continue
    if (where === 'query') query[name] = asText(value)
    if (where === 'header') headers[name] = asText(value)
  }
  const filled = found.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? ''),
  )
  const search = new URLSearchParams(query).toString()
  let body: unknown = undefined
  if (step.requestBody) {
    body = resolveValue(step.requestBody.payload, scope)
    for (const { target, value } of step.requestBody.replacements ?? [])
      body = replaceAt(body, target, resolveValue(value, scope))
    if (step.requestBody.contentType) headers['Content-Type'] = step.requestBody.contentType
  }
  const call: Call = {
    method: found.operation.method,
    path: search ? `${filled}?${search}` : filled,
    headers,
    body,
    otherServer: found.source.otherServer,
  }
  return { call, path, query }
}
