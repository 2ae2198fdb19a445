// Links into the API explorer, for the request log, tours and the explorer's history. The URL names
// the operation, its parameters and the example; a logged call's body and headers ride in the
// navigation's state, so a large body or a header never reaches the address bar.
import type { RequestRecord } from '../../api/request-record'
import type { Draft } from './draft'

export const EXPLORER_PATH = '/explorer'
export const OPERATION_PARAM = 'operation'
export const EXAMPLE_PARAM = 'example'
export const BODY_PARAM = 'body'

/** `/explorer?operation=createPet&example=no-name`: the operation by operationId or `POST /pets`. */
export function explorerHref(operation: string, example?: string): string {
  const search = new URLSearchParams({ [OPERATION_PARAM]: operation })
  if (example) search.set(EXAMPLE_PARAM, example)
  return `${EXPLORER_PATH}?${search.toString()}`
}

/** A call to open in the explorer, without its key. */
export interface LoggedCall {
  method: string
  url: string
  baseUrl: string
  body: string | null
  headers: Record<string, string>
}

/** What a navigation to the explorer may carry besides its URL. */
export interface ExplorerState {
  call?: LoggedCall
  /** A request from the history, as it was sent. */
  draft?: Draft
  /** Send as soon as it opens, problems or not: a tour step that shows the answer. */
  send?: boolean
  /** Set by the explorer on its own URL updates: the visit they belong to goes on. */
  own?: string
}

/** Headers the client sets on every call: the explorer sets them again itself. */
const CLIENT_HEADERS = new Set(['accept', 'content-type'])

/** A logged call as the explorer opens it: the key's headers and query parameters left out. */
export function callOf(
  record: Pick<
    RequestRecord,
    | 'method'
    | 'url'
    | 'baseUrl'
    | 'requestBody'
    | 'requestHeaders'
    | 'secretHeaders'
    | 'secretQuery'
  >,
): LoggedCall {
  const url = new URL(record.url)
  for (const name of record.secretQuery) url.searchParams.delete(name)
  const secret = new Set(record.secretHeaders.map((name) => name.toLowerCase()))
  const headers = Object.fromEntries(
    Object.entries(record.requestHeaders).filter(
      ([name]) => !secret.has(name.toLowerCase()) && !CLIENT_HEADERS.has(name.toLowerCase()),
    ),
  )
  return {
    method: record.method,
    url: url.toString(),
    baseUrl: record.baseUrl,
    body: record.requestBody,
    headers,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isDraft(value: unknown): value is Draft {
  return (
    isRecord(value) &&
    typeof value.operation === 'string' &&
    typeof value.body === 'string' &&
    isRecord(value.params) &&
    Array.isArray(value.headers)
  )
}

function isCall(value: unknown): value is LoggedCall {
  return (
    isRecord(value) &&
    typeof value.method === 'string' &&
    typeof value.url === 'string' &&
    typeof value.baseUrl === 'string' &&
    (value.body === null || typeof value.body === 'string') &&
    isRecord(value.headers)
  )
}

/** The explorer's part of a location's state; anything else there is ignored. */
export function readExplorerState(state: unknown): ExplorerState {
  if (!isRecord(state)) return {}
  return {
    call: isCall(state.call) ? state.call : undefined,
    draft: isDraft(state.draft) ? state.draft : undefined,
    send: state.send === true,
    own: typeof state.own === 'string' ? state.own : undefined,
  }
}
