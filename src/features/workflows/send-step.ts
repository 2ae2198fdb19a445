// A step's call through the console's one client, so it is in the request log and checked
// against the contract like any other. A call to another server goes with no key at all.
import { request } from '../../api/client'
import { currentTarget } from '../../api/prepare'
import type { RequestRecord } from '../../api/request-record'
import { parseJson, stringifyJson } from '../../lib/json'

export interface Call {
  method: string
  /** Below the base URL, parameters filled in, with its query. */
  path: string
  headers: Record<string, string>
  body: unknown
  /** Another server's base URL, or null for the environment's own. */
  otherServer: string | null
}

export interface Answer {
  record: RequestRecord | null
  /** The body as the client parsed it (int64 exact), else its text. */
  body: unknown
  /** Why no answer came, when none did. */
  error: string | null
}

/** The answer's body as JSON (int64 exact) when it is JSON, else its text. */
function bodyOf(record: RequestRecord): unknown {
  const text = record.responseBody
  if (text === null || text === '') return undefined
  try {
    return parseJson(text)
  } catch {
    return text
  }
}

export type SendCall = (call: Call, signal?: AbortSignal) => Promise<Answer>

export const sendCall: SendCall = async (call, signal) => {
  const answer: Answer = { record: null, body: undefined, error: null }
  const target = call.otherServer
    ? { ...currentTarget(), baseUrl: call.otherServer, apiKey: '' }
    : undefined
  try {
    await request(call.path, {
      method: call.method,
      rawBody: call.body === undefined ? undefined : stringifyJson(call.body),
      headers: call.headers,
      signal,
      target,
      onRecord: (record) => {
        answer.record = record
        answer.body = record.parsedBody !== undefined ? record.parsedBody : bodyOf(record)
      },
    })
  } catch (error) {
    // An HTTP error status is an answer like any other: the criteria judge it.
    if (answer.record?.status == null)
      answer.error = error instanceof Error ? error.message : String(error)
  }
  return answer
}
