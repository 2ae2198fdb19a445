// An answer as read from its bytes: its text, and the body parsed int64-exact when it is JSON.
import { parseJson } from '../lib/json'
import { isHtml } from './is-html'
import type { Issue } from './schemas'

/** A response as read: its text, and the body parsed from it when it is JSON. */
export interface Answer {
  response: Response
  text: string
  /** The parsed body: null for an empty one, the text itself when it is not JSON. */
  body: unknown
  parsed: boolean
  htmlBody: boolean
  /** Checked against its schema already (in the worker): `body` is the schema's output. */
  checked?: boolean
  /** What the worker's check found: the body broke its schema (then `body` is the text). */
  issues?: Issue[]
}

export function fromText(response: Response, text: string): Answer {
  const htmlBody = isHtml(response.headers.get('Content-Type'), text)
  if (!text.trim()) return { response, text, body: null, parsed: true, htmlBody }
  try {
    return { response, text, body: parseJson(text), parsed: true, htmlBody }
  } catch {
    return { response, text, body: text, parsed: false, htmlBody }
  }
}

export function readAnswer(response: Response, bytes: ArrayBuffer): Answer {
  return fromText(response, new TextDecoder().decode(bytes))
}
