// The request being written in the explorer, and how it maps to and from the URL, a logged call
// and the history. The URL keeps the operation, its parameters, the example and a small body.
import { parseJson, stringifyJson } from '../../lib/json'
import { BODY_PARAM, EXAMPLE_PARAM, OPERATION_PARAM, type LoggedCall } from './explorer-link'
import {
  findOperation,
  operationForCall,
  type ExampleOption,
  type ExplorerOperation,
} from './operations'

export interface HeaderRow {
  name: string
  value: string
}

export interface Draft {
  /** The operation's key (operationId). */
  operation: string
  /** Path, query and header parameters, by name, as typed. */
  params: Record<string, string>
  body: string
  /** The example the body came from, while it is unchanged or when the URL names it. */
  example: string | null
  headers: HeaderRow[]
}

/** A body longer than this stays out of the URL (the example's name or the history holds it). */
export const MAX_URL_BODY = 1000

/** Pretty JSON of a value, int64 exact. */
export const prettyJson = (value: unknown) => stringifyJson(value, 2)

/** The body as the user would like to edit it: pretty when it is JSON, else as it was. */
function editable(body: string | null): string {
  if (!body) return ''
  try {
    return prettyJson(parseJson(body))
  } catch {
    return body
  }
}

function defaultExample(operation: ExplorerOperation): ExampleOption | undefined {
  const examples = operation.body?.examples ?? []
  return examples.find((example) => !example.invalid) ?? examples[0]
}

/** A fresh request for an operation: no parameters, its first valid example as the body. */
export function freshDraft(operation: ExplorerOperation, exampleName?: string | null): Draft {
  const examples = operation.body?.examples ?? []
  const example = examples.find((e) => e.name === exampleName) ?? defaultExample(operation)
  return {
    operation: operation.key,
    params: {},
    body: example ? prettyJson(example.value) : '',
    example: example?.name ?? null,
    headers: [],
  }
}

/** The draft a URL describes; an unknown operation falls back to the first. */
export function draftFromUrl(
  search: URLSearchParams,
  operations: readonly ExplorerOperation[],
): Draft | null {
  const operation = findOperation(operations, search.get(OPERATION_PARAM)) ?? operations[0]
  if (!operation) return null
  const draft = freshDraft(operation, search.get(EXAMPLE_PARAM))
  for (const { name } of operation.parameters) {
    const value = search.get(name)
    if (value !== null) draft.params[name] = value
  }
  const body = search.get(BODY_PARAM)
  if (body !== null) return { ...draft, body, example: null }
  return draft
}

/**
 * The URL's part of a draft: never its headers, nor a body over MAX_URL_BODY characters, nor a
 * parameter named as the API key is sent (`secretNames`, lower case).
 */
export function urlFromDraft(
  draft: Draft,
  operation: ExplorerOperation,
  secretNames: readonly string[] = [],
): URLSearchParams {
  const search = new URLSearchParams({ [OPERATION_PARAM]: operation.key })
  for (const { name } of operation.parameters) {
    const value = draft.params[name]
    if (value && !secretNames.includes(name.toLowerCase())) search.set(name, value)
  }
  if (draft.example) search.set(EXAMPLE_PARAM, draft.example)
  else if (operation.body && draft.body.length <= MAX_URL_BODY) search.set(BODY_PARAM, draft.body)
  return search
}

/** A logged call as a draft, or the call (`POST /nope`) the contract has no operation for. */
export function draftFromCall(
  call: LoggedCall,
  operations: readonly ExplorerOperation[],
): Draft | { missing: string } {
  const url = new URL(call.url)
  const base = new URL(call.baseUrl).pathname.replace(/\/+$/, '')
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname
  const found = operationForCall(operations, call.method, path || '/')
  if (!found) return { missing: `${call.method} ${path}` }
  const { operation, params } = found
  for (const parameter of operation.parameters) {
    const value =
      parameter.in === 'query'
        ? url.searchParams.get(parameter.name)
        : parameter.in === 'header'
          ? call.headers[parameter.name.toLowerCase()]
          : null
    if (value !== null && value !== undefined) params[parameter.name] = value
  }
  const own = new Set(operation.parameters.map((p) => p.name.toLowerCase()))
  const headers = Object.entries(call.headers)
    .filter(([name]) => !own.has(name.toLowerCase()))
    .map(([name, value]) => ({ name, value }))
  return { operation: operation.key, params, body: editable(call.body), example: null, headers }
}
