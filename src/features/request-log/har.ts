// The request log as a HAR 1.2 file, and a HAR file read back as a recording for the demo's
// Replay dataset. Keys are redacted on the way out unless asked; what comes in is checked field by
// field, and a bad file is refused with the entry and field named.
import * as v from 'valibot'
import { t } from '../../lib/i18n/i18n'
import { explainIssue } from '../../lib/issues'
import { apiPath, MAX_RECORDED_CALLS, recordingSchema, type Recording } from '../../api/recording'
import { REDACTED } from '../../api/prepare'
import { redactedHeaders, redactedUrl, type CopyOptions } from '../../api/snippets'
import type { LogEntry } from './request-log-store'
import '../../lib/i18n/en/log'

export const MAX_HAR_BYTES = 50 * 1024 * 1024
const MAX_BODY_CHARS = 10_000_000

/** Response headers that carry credentials, as Chrome DevTools leaves them out of a HAR. */
const secretResponseHeaders = new Set(['set-cookie', 'authorization', 'proxy-authorization'])

const pairs = (record: Record<string, string>) =>
  Object.entries(record).map(([name, value]) => ({ name, value }))

export function toHar(entries: readonly LogEntry[], options: CopyOptions) {
  const settled = entries.filter((entry) => entry.status !== null).reverse()
  return {
    log: {
      version: '1.2',
      creator: { name: 'Pet Store Console', version: '1.0' },
      entries: settled.map((entry) => {
        const url = redactedUrl(entry, options)
        const contentType = entry.responseHeaders['content-type'] ?? 'application/octet-stream'
        return {
          startedDateTime: new Date(entry.startedAt).toISOString(),
          time: entry.durationMs ?? 0,
          request: {
            method: entry.method,
            url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: redactedHeaders(entry, options).map(([name, value]) => ({ name, value })),
            queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
            ...(entry.requestBody !== null && {
              postData: { mimeType: 'application/json', text: entry.requestBody },
            }),
            headersSize: -1,
            bodySize: entry.requestBody?.length ?? 0,
          },
          response: {
            status: entry.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: pairs(entry.responseHeaders).map(({ name, value }) => ({
              name,
              value:
                !options.includeSecrets && secretResponseHeaders.has(name.toLowerCase())
                  ? REDACTED
                  : value,
            })),
            content: {
              size: entry.responseBytes ?? 0,
              mimeType: contentType,
              text: entry.responseBody ?? '',
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: entry.responseBytes ?? -1,
          },
          cache: {},
          timings: { send: 0, wait: entry.durationMs ?? 0, receive: 0 },
        }
      }),
    },
  }
}

const header = v.object({ name: v.string(), value: v.string() })
const harSchema = v.object({
  log: v.object({
    entries: v.pipe(
      v.array(
        v.object({
          time: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
          request: v.object({ method: v.string(), url: v.pipe(v.string(), v.url()) }),
          response: v.object({
            status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
            headers: v.optional(v.array(header), []),
            content: v.optional(
              v.object({
                text: v.optional(v.pipe(v.string(), v.maxLength(MAX_BODY_CHARS)), ''),
                encoding: v.optional(v.string()),
              }),
              {},
            ),
          }),
        }),
      ),
      v.maxLength(MAX_RECORDED_CALLS),
    ),
  }),
})

/** Why a file is refused, naming the entry and field of the first problem. */
const refused = (name: string, issue: v.BaseIssue<unknown>, key: 'entries' | 'calls') => ({
  error: t('log.har-refused', {
    name,
    why: explainIssue(issue, { key }),
  }),
})

/** A HAR file's text as a recording, or why it is not one. */
export function parseHar(text: string, name: string): Recording | { error: string } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { error: t('log.har-not-json', { name }) }
  }
  const result = v.safeParse(harSchema, json)
  if (!result.success) return refused(name, result.issues[0], 'entries')
  const calls = result.output.log.entries.map((entry) => {
    const { content } = entry.response
    const body = content.encoding === 'base64' ? atob(content.text) : content.text
    // Object.fromEntries defines own properties: a header named __proto__ stays a header.
    const headers = Object.fromEntries(
      entry.response.headers
        .filter(({ name: header }) => !/^(content-length|content-encoding)$/i.test(header))
        .map(({ name: header, value }) => [header.toLowerCase(), value]),
    )
    return {
      method: entry.request.method.toUpperCase(),
      path: apiPath(new URL(entry.request.url)),
      status: entry.response.status,
      headers,
      body,
      timeMs: Math.min(entry.time, 60_000),
    }
  })
  // The demo API checks a recording with this schema too: whatever it would refuse is told here.
  // The calls are kept as read (the schema's output would drop a header named __proto__).
  const recording = { name: name.slice(0, 200), calls }
  const checked = v.safeParse(recordingSchema, recording)
  if (!checked.success) return refused(name, checked.issues[0], 'calls')
  return recording
}
