// OpenAPI links from an answer to the next request: which links the answered status offers, the
// operation each opens, and that operation's request filled from the call's runtime expressions.
// The API key never reaches an expression: its header and query parameter are left out first.
import type { Link } from '../contract/openapi'
import { parseJson } from '../../lib/json'
import {
  asText,
  evaluateValue,
  type ExpressionContext,
  type ExpressionProblem,
} from '../../lib/runtime-expression'
import { freshDraft, prettyJson, type Draft } from './draft'
import type {
  ExplorerOperation,
  ExplorerParameter,
  NamedLink,
  OperationSummary,
} from './operations'
import type { Sent } from './send'

/** Something a link asks for that the request could not get. */
export type LinkProblem =
  | { kind: 'expression'; field: string; problem: ExpressionProblem }
  | { kind: 'no-parameter'; field: string }

export interface FollowedLink {
  draft: Draft
  /** The values filled in, by parameter (or `requestBody`), as they will be sent. */
  filled: { field: string; value: string }[]
  problems: LinkProblem[]
}

/** The links of the response that describes `status`: its own, its range's (`2XX`), or default. */
export function linksFor(operation: ExplorerOperation, status: number): NamedLink[] {
  const keys = Object.keys(operation.links)
  const range = `${String(status).charAt(0)}XX`
  const key =
    keys.find((k) => k === String(status)) ??
    keys.find((k) => k.toUpperCase() === range) ??
    keys.find((k) => k === 'default')
  return key ? (operation.links[key] ?? []) : []
}

/** `#/paths/~1pets~1{petId}/get` as its path and method; any other reference is not ours. */
function localOperationRef(ref: string): { path: string; method: string } | null {
  const match = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(ref)
  if (!match) return null
  const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~')
  try {
    return { path: unescape(decodeURIComponent(match[1] ?? '')), method: match[2] ?? '' }
  } catch {
    return null
  }
}

/** The operation a link opens, by operationId or a reference into this contract. */
export function targetOf<T extends OperationSummary>(
  link: Link,
  operations: readonly T[],
): T | undefined {
  if (typeof link.operationId === 'string') {
    return operations.find((operation) => operation.key === link.operationId)
  }
  const ref = typeof link.operationRef === 'string' ? localOperationRef(link.operationRef) : null
  return operations.find(
    (operation) => operation.path === ref?.path && operation.method === ref.method.toUpperCase(),
  )
}

/** What the link names to the user: the contract's own words, shown as text. */
export function linkText({ name, link }: NamedLink): string {
  const description = typeof link.description === 'string' ? link.description.trim() : ''
  return description || name
}

/** `petId`, or `path.petId` when the link names its place. */
function parameterFor(operation: ExplorerOperation, key: string): ExplorerParameter | undefined {
  const exact = operation.parameters.find((p) => p.name === key)
  if (exact) return exact
  const qualified = /^(path|query|header|cookie)\.(.+)$/.exec(key)
  return operation.parameters.find((p) => p.in === qualified?.[1] && p.name === qualified[2])
}

const bodyValue = (text: string | null): unknown => {
  if (text === null || text === '') return undefined
  try {
    return parseJson(text)
  } catch {
    return text
  }
}

/** The call an answer came from, as expressions read it, with the API key left out. */
export function contextOf(sent: Sent): ExpressionContext | null {
  const { record, operation, draft } = sent
  if (!record || record.status === null) return null
  const url = new URL(record.url)
  for (const name of record.secretQuery) url.searchParams.delete(name)
  const secret = new Set(record.secretHeaders.map((name) => name.toLowerCase()))
  const headers = Object.entries(record.requestHeaders).filter(
    ([name]) => !secret.has(name.toLowerCase()),
  )
  const path = operation.parameters.flatMap(({ name, in: place }) => {
    const value = draft.params[name]
    return place === 'path' && value !== undefined ? [[name, value]] : []
  })
  return {
    url: url.toString(),
    method: record.method,
    statusCode: record.status,
    request: {
      path: Object.fromEntries(path),
      query: url.searchParams,
      headers: Object.fromEntries(headers),
      body: bodyValue(record.requestBody),
    },
    response: {
      headers: record.responseHeaders,
      body: sent.hasParsedBody ? sent.parsedBody : bodyValue(record.responseBody),
    },
  }
}

/** The request a link opens: the operation fresh, its parameters and body from the expressions. */
export function followLink(
  link: Link,
  target: ExplorerOperation,
  context: ExpressionContext,
): FollowedLink {
  const draft = freshDraft(target)
  const filled: FollowedLink['filled'] = []
  const problems: LinkProblem[] = []
  const parameters = typeof link.parameters === 'object' && link.parameters ? link.parameters : {}
  for (const [key, written] of Object.entries(parameters)) {
    const parameter = parameterFor(target, key)
    if (!parameter) {
      problems.push({ kind: 'no-parameter', field: key })
      continue
    }
    const result = evaluateValue(written, context)
    if (!result.ok) {
      problems.push({ kind: 'expression', field: parameter.name, problem: result.problem })
      continue
    }
    draft.params[parameter.name] = asText(result.value)
    filled.push({ field: parameter.name, value: asText(result.value) })
  }
  if (link.requestBody !== undefined && target.body) {
    const result = evaluateValue(link.requestBody, context)
    if (!result.ok) {
      problems.push({ kind: 'expression', field: 'requestBody', problem: result.problem })
    } else {
      const body = typeof result.value === 'string' ? result.value : prettyJson(result.value)
      Object.assign(draft, { body, example: null })
      filled.push({ field: 'requestBody', value: body })
    }
  }
  return { draft, filled, problems }
}
