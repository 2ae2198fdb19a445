// Interpreting an answer (the client's last step): the body read int64-exact, then either the data,
// checked against its schema, or a typed error that says what the call was (CallInfo).
import type * as v from 'valibot'
import { t } from '../lib/i18n/i18n'
import {
  HttpError,
  ShapeError,
  parseRetryAfter,
  serverMessageOf,
  type ApiError,
  type CallInfo,
} from './errors'
import type { PreparedRequest } from './prepare'
import { readAnswer, type Answer } from './answer-text'
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

export { readAnswer, type Answer } from './answer-text'

/** From this size on, a successful answer is read in a worker: below it, the page parses faster. */
export const OFF_PAGE_BYTES = 256 * 1024

/**
 * The answer read where it does not block the page: a large one in the answers' worker
 * (answer-reader.ts, loaded only then), else on the page. `bytes` may be handed over. A list read
 * in the worker comes to `onItems` a batch at a time as well, before this settles.
 */
export async function readAnswerOffPage(
  response: Response,
  bytes: ArrayBuffer,
  schema: unknown,
  onItems?: (items: unknown[]) => void,
): Promise<Answer> {
  if (!response.ok || bytes.byteLength < OFF_PAGE_BYTES || typeof Worker === 'undefined')
    return readAnswer(response, bytes)
  const { readInWorker } = await import('./answer-reader')
  return readInWorker(response, bytes, schema, onItems)
}

export type Data<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown

/** The answer's data, checked against `schema` when there is one; else the typed error, thrown. */
export function interpret<S extends v.GenericSchema | undefined>(
  { response, text, body, parsed, htmlBody, checked, issues }: Answer,
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
  if (issues) throw withCall(new ShapeError(issues, text), call)
  if (!schema || checked) return body as Data<S>
  const result = check(schema, body)
  if (!result.ok) throw withCall(new ShapeError(result.issues, body), call)
  return result.value as Data<S>
}
