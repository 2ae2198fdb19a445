// The operations the explorer offers, read from the contract (the server's own, or openapi.yaml):
// an operation, parameter or example added to it shows up here with no new code.
import { contract } from '../contract/contract'
import {
  methods,
  resolve,
  type JsonSchema,
  type Link,
  type OpenApi,
  type Operation,
  type Parameter,
} from '../contract/openapi'

export interface ExampleOption {
  name: string
  summary: string
  value: unknown
  /** Marked `x-invalid: true`: it breaks the contract on purpose. */
  invalid: boolean
}

export interface ExplorerParameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  description: string
  schema: JsonSchema
}

export interface ExplorerOperation {
  /** How the URL names it: the operationId, else `POST /pets`. */
  key: string
  method: string
  /** The path template below the base URL: `/pets/{petId}`. */
  path: string
  /** `GET /pets/{petId}`, as the Operation field and its options read. */
  label: string
  summary: string
  /** Its first tag, which groups it in the picker; null when it has none. */
  tag: string | null
  parameters: ExplorerParameter[]
  /** The JSON request body, when the operation takes one. */
  body: { required: boolean; schema: JsonSchema; examples: ExampleOption[] } | null
  /** The name of a JSON body schema (`Pet`), for words such as "creates a pet". */
  bodyName: string | null
  /** Each response's OpenAPI links by its key (`201`, `2XX`, `default`), `$ref`s followed. */
  links: Record<string, NamedLink[]>
}

export interface NamedLink {
  name: string
  link: Link
}

const byIn = { path: 0, query: 1, header: 2 } as const

function parametersOf(api: OpenApi, shared: Parameter[], own: Parameter[]): ExplorerParameter[] {
  const merged = new Map<string, Parameter>()
  // An operation's own parameter replaces a path-level one of the same name and place.
  for (const parameter of [...shared, ...own].map((p) => resolve(api, p))) {
    merged.set(`${parameter.in} ${parameter.name}`, parameter)
  }
  return [...merged.values()]
    .filter((p): p is Parameter & { in: ExplorerParameter['in'] } => p.in !== 'cookie')
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.in === 'path' || p.required === true,
      description: p.description ?? '',
      // Resolved here, so the form reads its type even from a server's `$ref`.
      schema: p.schema ? resolve(api, p.schema) : {},
    }))
    .sort((a, b) => byIn[a.in] - byIn[b.in])
}

function bodyOf(operation: NonNullable<OpenApi['paths'][string]['get']>) {
  const content = operation.requestBody?.content ?? {}
  const [, media] = Object.entries(content).find(([type]) => /json/i.test(type)) ?? []
  if (!media) return null
  const examples = Object.entries(media.examples ?? {}).map(([name, example]) => ({
    name,
    summary: example.summary ?? name,
    value: example.value,
    invalid: example['x-invalid'] === true,
  }))
  return {
    required: operation.requestBody?.required === true,
    schema: media.schema ?? {},
    examples,
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A server's contract is data: a link that is not an object is left out, not followed. */
function linksOf(api: OpenApi, operation: Operation): Record<string, NamedLink[]> {
  return Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, response]) => {
      const links = isObject(response) ? resolve(api, response).links : undefined
      const named = Object.entries(isObject(links) ? links : {}).flatMap(([name, raw]) => {
        const link: unknown = isObject(raw) ? resolve(api, raw as Link) : null
        return isObject(link) ? [{ name, link: link as Link }] : []
      })
      return [status, named]
    }),
  )
}

/** Every operation of the contract, in the file's order. */
export function listOperations(api: OpenApi = contract()): ExplorerOperation[] {
  return Object.entries(api.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method]
      if (!operation) return []
      const label = `${method.toUpperCase()} ${path}`
      const body = bodyOf(operation)
      return [
        {
          key: operation.operationId || label,
          method: method.toUpperCase(),
          path,
          label,
          summary: operation.summary ?? '',
          tag: operation.tags?.find((tag) => typeof tag === 'string' && tag !== '') ?? null,
          parameters: parametersOf(api, item.parameters ?? [], operation.parameters ?? []),
          body,
          bodyName: body?.schema.$ref?.split('/').at(-1) ?? null,
          links: linksOf(api, operation),
        },
      ]
    }),
  )
}

/** The operation a URL or a tour names: by its key (operationId) or as `POST /pets`. */
export function findOperation(
  operations: readonly ExplorerOperation[],
  name: string | null,
): ExplorerOperation | undefined {
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
export function operationForCall(
  operations: readonly ExplorerOperation[],
  method: string,
  path: string,
): { operation: ExplorerOperation; params: Record<string, string> } | null {
  let templated: { operation: ExplorerOperation; params: Record<string, string> } | null = null
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase()) continue
    const params = matchPath(operation.path, path)
    if (!params) continue
    if (Object.keys(params).length === 0) return { operation, params }
    templated ??= { operation, params }
  }
  return templated
}
