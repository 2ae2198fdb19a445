// The part of OpenAPI 3.x the console reads, as types, and how to follow a `$ref` in it. The
// contracts themselves are in contract.ts (bundled) and live-contract.ts (a server's own).
/** The part of JSON Schema (as OpenAPI 3.0 and 3.1 write it) that the check reads. */
export type JsonType = 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object' | 'null'

export interface JsonSchema {
  $ref?: string
  /** One type, or (OpenAPI 3.1) a list of them, `["string", "null"]`. */
  type?: JsonType | JsonType[]
  format?: string
  nullable?: boolean
  enum?: unknown[]
  const?: unknown
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  allOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  /** Which schema of oneOf/anyOf (or below this one, through allOf) an object's property names. */
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
  /** Any other keyword (`pattern`, `minimum`…): the check names each one it meets unchecked. */
  [keyword: string]: unknown
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

/**
 * An OpenAPI link: the operation an answer leads to, and its parameters (and body) as constants or
 * runtime expressions (`$response.body#/id`). Its description is the contract's text, never markup.
 */
export interface Link {
  $ref?: string
  operationId?: string
  operationRef?: string
  parameters?: Record<string, unknown>
  requestBody?: unknown
  description?: string
}

interface ContractResponse {
  $ref?: string
  description?: string
  content?: Record<string, MediaType>
  links?: Record<string, Link>
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
  operationId?: string
  summary?: string
  /** The first one groups the operation in the explorer's picker. */
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, MediaType> }
  responses: Record<string, ContractResponse>
}

/** Every method a path item may hold in OpenAPI 3.x; the common ones first, as lists show them. */
export const methods = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'trace',
] as const

/** A path's operations, and the parameters they share. */
export type PathItem = Partial<Record<(typeof methods)[number], Operation>> & {
  parameters?: Parameter[]
}

export interface OpenApi {
  paths: Record<string, PathItem>
  components: {
    schemas: Record<string, JsonSchema>
    responses?: Record<string, ContractResponse>
    links?: Record<string, Link>
  }
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
