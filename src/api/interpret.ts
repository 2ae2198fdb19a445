// Interpreting an answer (the client's last step): the body read int64-exact, then either the data,
// checked against its schema, or a typed error that says what the call was (CallInfo).
import type * as v from 'valibot'
import { t } from '../lib/i18n/i18n'
import { parseJson } from '../lib/json'
import {
  HttpError,
  ShapeError,
  isHtml,
  parseRetryAfter,
  serverMessageOf,
  type ApiError,
  type CallInfo,
} from './errors'
import type { PreparedRequest } from './prepare'
import { check } from './schemas'
import type { ApiTarget } from './target'

/** What a failed call was, for the hints that name the fix (never the key). */
export function describeCall(target: ApiTarget, prepared: PreparedRequest): CallInfo {
  return {
    method: prepared.method,
    environment: target.environment,
    baseUrl: target.baseUrl,
    headerNames: Object.keys(prepared.requestHeaders),
    secretHeaders: prepared.secretHeaders,
    secretQuery: prepared.secretQuery,
    auth: target.auth,
    htmlBody: false,
  }
}

export function withCall<E extends ApiError>(error: E, call: CallInfo): E {
  error.call = call
  return error
}

/** A response as read: its text, and the body parsed from it when it is JSON. */
export interface Answer {
  response: Response
  text: string
  /** The parsed body: null for an empty one, the text itself when it is not JSON. */
  body: unknown
  parsed: boolean
  htmlBody: boolean
}

export function readAnswer(response: Response, bytes: ArrayBuffer): Answer {
  const text = new TextDecoder().decode(bytes)
  const htmlBody = isHtml(response.headers.get('Content-Type'), text)
  if (!text.trim()) return { response, text, body: null, parsed: true, htmlBody }
  try {
    return { response, text, body: parseJson(text), parsed: true, htmlBody }
  } catch {
    return { response, text, body: text, parsed: false, htmlBody }
  }
}

export type Data<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown

/** The answer's data, checked against `schema` when there is one; else the typed error, thrown. */
export function interpret<S extends v.GenericSchema | undefined>(
  { response, text, body, parsed, htmlBody }: Answer,
  schema: S | undefined,
  call: CallInfo,
): Data<S> {
  if (!response.ok) {
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'))
    const message = serverMessageOf(body, text)
    const headers = Object.fromEntries(response.headers)
    throw withCall(
      new HttpError(response.status, response.statusText, message, body, retryAfter, headers),
      call,
    )
  }
  if (!parsed) {
    const message = t(htmlBody ? 'errors.body-is-html' : 'errors.body-not-json')
    throw withCall(new ShapeError([{ path: '$', message }], text), call)
  }
  if (!schema) return body as Data<S>
  const checked = check(schema, body)
  if (!checked.ok) throw withCall(new ShapeError(checked.issues, body), call)
  return checked.value as Data<S>
}
