// The contract, openapi.yaml, as data (the build parses it), in this lazy chunk only, never in the
// first page's code.
import openapi from '../../../openapi.yaml'

/** The part of JSON Schema (as OpenAPI 3.0 writes it) that the contract uses. */
export interface JsonSchema {
  $ref?: string
  type?: 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object'
  format?: string
  nullable?: boolean
  enum?: unknown[]
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
}

/** A named example; `x-invalid: true` marks one that breaks the contract on purpose. */
export interface Example {
  summary?: string
  value?: unknown
  'x-invalid'?: boolean
}

export interface MediaType {
  schema?: JsonSchema
  examples?: Record<string, Example>
}

interface ContractResponse {
  $ref?: string
  description?: string
  content?: Record<string, MediaType>
}

export interface Parameter {
  $ref?: string
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  description?: string
  schema?: JsonSchema
}

export interface Operation {
  operationId: string
  summary?: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, MediaType> }
  responses: Record<string, ContractResponse>
}

export const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

/** A path's operations, and the parameters they share. */
export type PathItem = Partial<Record<(typeof methods)[number], Operation>> & {
  parameters?: Parameter[]
}

export interface OpenApi {
  paths: Record<string, PathItem>
  components: {
    schemas: Record<string, JsonSchema>
    responses?: Record<string, ContractResponse>
  }
}

export function contract(): OpenApi {
  return openapi as OpenApi
}

/** Follows a local `#/components/...` reference; anything else is returned as it is. */
export function resolve<T extends { $ref?: string }>(api: OpenApi, node: T): T {
  let current = node
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const path = current.$ref.replace(/^#\//, '').split('/')
    let target: unknown = api
    for (const part of path) target = (target as Record<string, unknown> | undefined)?.[part]
    if (!target) return current
    current = target as T
  }
  return current
}
