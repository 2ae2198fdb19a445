// How the explorer's operations are read from a contract: pure, so the contract's worker
// (contract-worker.ts) runs it as well as the page, for the bundled contract or as the fallback.
import {
  methods,
  resolve,
  type JsonSchema,
  type Link,
  type OpenApi,
  type Operation,
  type Parameter,
} from './openapi'

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

/** What the picker, a link and the log need of an operation: its detail waits until it is opened. */
export interface OperationSummary {
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
}

export interface ExplorerOperation extends OperationSummary {
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

function bodyOf(operation: Operation) {
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

type Method = (typeof methods)[number]

/** Each operation with where it stands, in the file's order. */
function* eachOperation(api: OpenApi): Generator<[string, Method, Operation]> {
  for (const [path, item] of Object.entries(api.paths))
    for (const method of methods) {
      const operation = item[method]
      if (operation) yield [path, method, operation]
    }
}

function summaryOf(path: string, method: Method, operation: Operation): OperationSummary {
  const label = `${method.toUpperCase()} ${path}`
  return {
    key: operation.operationId || label,
    method: method.toUpperCase(),
    path,
    label,
    summary: operation.summary ?? '',
    tag: operation.tags?.find((tag) => typeof tag === 'string' && tag !== '') ?? null,
  }
}

function detailOf(api: OpenApi, path: string, method: Method): ExplorerOperation | null {
  const item = api.paths[path]
  const operation = item?.[method]
  if (!item || !operation) return null
  const body = bodyOf(operation)
  return {
    ...summaryOf(path, method, operation),
    parameters: parametersOf(api, item.parameters ?? [], operation.parameters ?? []),
    body,
    bodyName: body?.schema.$ref?.split('/').at(-1) ?? null,
    links: linksOf(api, operation),
  }
}

/** The operations without their detail: what a contract's index holds. */
export function summariesOf(api: OpenApi): OperationSummary[] {
  return [...eachOperation(api)].map(([path, method, operation]) =>
    summaryOf(path, method, operation),
  )
}

/** One operation in full, by where it stands: `/pets/{petId}` and `get`. */
export function operationAt(api: OpenApi, path: string, method: string): ExplorerOperation | null {
  return methods.includes(method as Method) ? detailOf(api, path, method as Method) : null
}

/** Every operation of the contract in full, in the file's order. */
export function listOperationsOf(api: OpenApi): ExplorerOperation[] {
  return [...eachOperation(api)].flatMap(([path, method]) => detailOf(api, path, method) ?? [])
}
