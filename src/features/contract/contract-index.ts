// A read contract as the page asks about it: the operations without their detail, one operation in
// full, the operation a call went to, and the changes against the bundled contract. Each answer
// carries the nodes its `$ref`s reach, so the page checks with them and never holds the whole
// description. Pure: the contract's worker runs it, and the page when no worker starts (decision 0028).
import {
  operationAt,
  summariesOf,
  type ExplorerOperation,
  type OperationSummary,
} from './read-operations'
import { diffContracts, type ContractChange } from './contract-diff'
import { findOperation } from './find-operation'
import type { OpenApi, Operation } from './openapi'
import { pointAt, stepsOf } from './read-contract'

/** Nodes of the contract by where they stand (`components`, `schemas`, `Pet`): what refs reach. */
export type Reached = [steps: string[], node: unknown][]

export interface OperationDetail {
  operation: ExplorerOperation
  reached: Reached
}

export interface CallSlice {
  template: string
  method: string
  operation: Operation
  reached: Reached
}

/** Every node the `$ref`s in `roots` reach, and the ones theirs reach, each once. */
export function reachedFrom(api: OpenApi, roots: unknown[]): Reached {
  const reached: Reached = []
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) stack.push(item)
      continue
    }
    for (const value of Object.values(node)) stack.push(value)
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) continue
    seen.add(ref)
    const target = pointAt(api, ref)
    if (target === undefined) continue
    reached.push([stepsOf(ref), target])
    stack.push(target)
  }
  return reached
}

/** Puts reached nodes where they stand in `api`, keeping what is there already. */
export function placeReached(api: OpenApi, reached: Reached): OpenApi {
  // A node before the nodes inside it, so none is taken for a placeholder made on the way.
  const outerFirst = [...reached].sort(([a], [b]) => a.length - b.length)
  for (const [steps, node] of outerFirst) {
    let at = api as unknown as Record<string, unknown>
    for (const [index, step] of steps.entries()) {
      if (index === steps.length - 1) {
        at[step] ??= node
        break
      }
      const next = at[step]
      if (typeof next !== 'object' || next === null) at[step] = {}
      at = at[step] as Record<string, unknown>
    }
  }
  return api
}

/** An OpenApi with no paths and no schemas, for reached nodes to be placed in. */
export const emptyApi = (): OpenApi => ({ paths: {}, components: { schemas: {} } })

export class ContractIndex {
  readonly operations: OperationSummary[]
  /** Where each key stands; the first of two operations with one key wins, as the explorer's find. */
  private readonly where = new Map<string, OperationSummary>()

  constructor(readonly api: OpenApi) {
    this.operations = summariesOf(api)
    for (const operation of this.operations)
      if (!this.where.has(operation.key)) this.where.set(operation.key, operation)
  }

  /** One operation in full, with what its parameters, body and responses reach. */
  detail(key: string): OperationDetail | null {
    const at = this.where.get(key)
    if (!at) return null
    const operation = operationAt(this.api, at.path, at.method.toLowerCase())
    if (!operation) return null
    const item = this.api.paths[at.path]
    const raw = item?.[at.method.toLowerCase() as 'get']
    return { operation, reached: reachedFrom(this.api, [item?.parameters, raw]) }
  }

  /** The operation a call went to (the response check's find), with what it reaches. */
  forCall(method: string, path: string): CallSlice | null {
    const found = findOperation(this.api, method, path)
    if (!found) return null
    const { template, operation } = found
    return {
      template,
      method: method.toLowerCase(),
      operation,
      reached: reachedFrom(this.api, [operation]),
    }
  }

  changes(bundled: OpenApi): ContractChange[] {
    return diffContracts(bundled, this.api)
  }
}
