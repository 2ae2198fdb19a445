// The operations the explorer offers, read from the contract (the server's own, or openapi.yaml):
// an operation, parameter or example added to it shows up here with no new code. How they are read
// is read-operations.ts, which the contract's worker runs too.
import { contract } from '../contract/contract'
import type { OpenApi } from '../contract/openapi'
import {
  listOperationsOf,
  type ExplorerOperation,
  type OperationSummary,
} from '../contract/read-operations'

export type {
  ExampleOption,
  ExplorerOperation,
  ExplorerParameter,
  NamedLink,
  OperationSummary,
} from '../contract/read-operations'

/** Every operation of the contract, in the file's order. */
export function listOperations(api: OpenApi = contract()): ExplorerOperation[] {
  return listOperationsOf(api)
}

/** The operation a URL or a tour names: by its key (operationId) or as `POST /pets`. */
export function findOperation<T extends OperationSummary>(
  operations: readonly T[],
  name: string | null,
): T | undefined {
  if (!name) return undefined
  const label = name.trim().replace(/\s+/, ' ')
  return operations.find((o) => o.key === name || o.label.toLowerCase() === label.toLowerCase())
}

/** The path parameters of `path` when it fits `template` (`/pets/7` fits `/pets/{petId}`). */
function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const value = have[index] ?? ''
    const name = /^\{(.+)\}$/.exec(part)?.[1]
    if (name) params[name] = decodeSegment(value)
    else if (part !== value) return null
  }
  return params
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The operation a call went to and its path parameters; a literal path beats a template. */
export function operationForCall<T extends OperationSummary>(
  operations: readonly T[],
  method: string,
  path: string,
): { operation: T; params: Record<string, string> } | null {
  let templated: { operation: T; params: Record<string, string> } | null = null
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase()) continue
    const params = matchPath(operation.path, path)
    if (!params) continue
    if (Object.keys(params).length === 0) return { operation, params }
    templated ??= { operation, params }
  }
  return templated
}
