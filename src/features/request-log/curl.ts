// "Copy as cURL" / "Copy as fetch": exact, runnable text for one logged request, key redacted unless asked.
import { REDACTED, withoutKey, type RequestRecord } from '../../api/client'

export interface CopyOptions {
  includeSecrets: boolean
}

type Copyable = Pick<
  RequestRecord,
  'method' | 'url' | 'requestHeaders' | 'requestBody' | 'secretHeaders' | 'secretQuery'
>

/** `accept` -> `Accept`, `x-request-id` -> `X-Request-Id`: fetch lowercases names, people read them capitalised. */
function displayName(name: string, secretHeaders: string[]): string {
  const secret = secretHeaders.find((s) => s.toLowerCase() === name.toLowerCase())
  if (secret) return secret
  return name.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  )
}

/** The URL with the key's query parameters replaced, unless secrets are included. */
export function redactedUrl(
  record: Pick<Copyable, 'url' | 'secretQuery'>,
  options: CopyOptions,
): string {
  return options.includeSecrets ? record.url : withoutKey(record.url, record.secretQuery)
}

/** Request headers in send order, display-cased, the key's headers redacted unless asked. */
export function redactedHeaders(record: Copyable, options: CopyOptions): [string, string][] {
  const secrets = record.secretHeaders.map((s) => s.toLowerCase())
  return Object.entries(record.requestHeaders).map(([name, value]) => {
    const shown = displayName(name, record.secretHeaders)
    if (options.includeSecrets || !secrets.includes(name.toLowerCase())) return [shown, value]
    // Keep the scheme so the copy still shows how the key is sent.
    return [shown, /^Bearer /i.test(value) ? `Bearer ${REDACTED}` : REDACTED]
  })
}

/** POSIX shell single-quoting: close the quote, add an escaped quote, reopen. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** Where `npm run api` answers: the demo's handlers and data, as a real HTTP server. */
export const LOCAL_API = 'http://127.0.0.1:4010/v1'

/**
 * A call the in-browser demo answered cannot be repeated from a terminal: its copy goes to
 * `npm run api` instead, which serves the same handlers and data, and says so.
 */
function forTerminal(url: string): { url: string; note: string | null } {
  const at = url.indexOf('/demo-api/v1')
  if (at === -1) return { url, note: null }
  return {
    url: `${LOCAL_API}${url.slice(at + '/demo-api/v1'.length)}`,
    note: '# The demo answered this inside the browser; this runs it against `npm run api`.',
  }
}

export function toCurl(record: Copyable, options: CopyOptions): string {
  const { url, note } = forTerminal(redactedUrl(record, options))
  const parts = ['curl']
  if (record.method !== 'GET') parts.push('-X', record.method)
  parts.push(shellQuote(url))
  for (const [name, value] of redactedHeaders(record, options)) {
    parts.push('-H', shellQuote(`${name}: ${value}`))
  }
  if (record.requestBody !== null) parts.push('--data-raw', shellQuote(record.requestBody))
  return note ? `${note}\n${parts.join(' ')}` : parts.join(' ')
}

/** A fetch call; strings go through JSON.stringify so any body (and an int64 in it) stays exact. */
export function toFetch(record: Copyable, options: CopyOptions): string {
  const url = JSON.stringify(redactedUrl(record, options))
  const lines: string[] = []
  if (record.method !== 'GET') lines.push(`  method: ${JSON.stringify(record.method)},`)
  const headers = redactedHeaders(record, options)
  if (headers.length > 0) {
    lines.push('  headers: {')
    for (const [name, value] of headers) {
      lines.push(`    ${JSON.stringify(name)}: ${JSON.stringify(value)},`)
    }
    lines.push('  },')
  }
  if (record.requestBody !== null) lines.push(`  body: ${JSON.stringify(record.requestBody)},`)
  return lines.length === 0 ? `fetch(${url})` : `fetch(${url}, {\n${lines.join('\n')}\n})`
}
