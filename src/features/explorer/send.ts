// Sends the explorer's request through the one client, so it gets what every call gets: the base
// URL, the API key placed as Settings says (prepareRequest), the demo's in-browser API, the timeout,
// the request log and its contract check. The answer is the call's own record.
import { request } from '../../api/client'
import type { RequestRecord } from '../../api/request-record'
import type { Draft } from './draft'
import type { ExplorerOperation } from './operations'

export interface Sent {
  /** What was sent: the answer's links read their values from it. */
  operation: ExplorerOperation
  draft: Draft
  /** The call as it settled; null when it could not even be prepared. */
  record: RequestRecord | null
  /** The body as the client parsed it (int64 exact), when it was JSON. */
  parsedBody: unknown
  hasParsedBody: boolean
  /** Why no answer came: a network error, a timeout, a header the browser refused. */
  error: string | null
}

/** The path below the base URL, parameters filled in (URL-encoded, as typed), with its query. */
export function requestPath(operation: ExplorerOperation, draft: Draft): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(draft.params[name] ?? ''),
  )
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    const value = draft.params[parameter.name]
    if (parameter.in === 'query' && value) query.set(parameter.name, value)
  }
  return query.size > 0 ? `${path}?${query.toString()}` : path
}

function headersOf(operation: ExplorerOperation, draft: Draft): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const parameter of operation.parameters) {
    const value = draft.params[parameter.name]
    if (parameter.in === 'header' && value) headers[parameter.name] = value
  }
  for (const { name, value } of draft.headers) if (name) headers[name] = value
  return headers
}

export async function sendDraft(
  operation: ExplorerOperation,
  draft: Draft,
  signal?: AbortSignal,
): Promise<Sent> {
  const sent: Sent = {
    operation,
    draft,
    record: null,
    parsedBody: undefined,
    hasParsedBody: false,
    error: null,
  }
  const hasBody = operation.body !== null && draft.body.trim() !== ''
  try {
    await request(requestPath(operation, draft), {
      method: operation.method,
      rawBody: hasBody ? draft.body : undefined,
      headers: headersOf(operation, draft),
      signal,
      onRecord: (record) => {
        sent.record = record
        if (record.parsedBody !== undefined) {
          sent.parsedBody = record.parsedBody
          sent.hasParsedBody = true
        }
      },
    })
  } catch (error) {
    // An HTTP error status or an unexpected body is an answer like any other: the record has it.
    const answered = sent.record?.status !== null && sent.record?.status !== undefined
    if (!answered) sent.error = error instanceof Error ? error.message : String(error)
  }
  return sent
}
