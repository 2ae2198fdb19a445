// A call as text to paste elsewhere: cURL for bash, PowerShell's Invoke-RestMethod, JavaScript
// fetch, Python requests and HTTPie. Exact (an int64 in a body stays as sent), and the key is
// REDACTED unless the user asks for it.
import { REDACTED, withoutKey, type PreparedRequest } from './prepare'
import { demoBaseUrl } from './environments'

/** `accept` -> `Accept`, `x-api-key` -> `X-API-Key` when that is how the key header is named. */
export function displayHeaderName(name: string, secretHeaders: readonly string[]): string {
  const secret = secretHeaders.find((s) => s.toLowerCase() === name.toLowerCase())
  if (secret) return secret
  return name.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  )
}

export interface CopyOptions {
  includeSecrets: boolean
}

/** The URL with the key's query parameters replaced, unless secrets are included. */
export function redactedUrl(
  record: Pick<PreparedRequest, 'url' | 'secretQuery'>,
  options: CopyOptions,
): string {
  return options.includeSecrets ? record.url : withoutKey(record.url, record.secretQuery)
}

/** Where `npm run api` answers: the demo's handlers and data, as a real HTTP server. */
export const LOCAL_API = 'http://127.0.0.1:4010/v1'

/**
 * The URL a snippet calls. One the in-browser demo answered cannot be repeated outside the browser:
 * its snippet calls `npm run api` instead, which serves the same handlers and data, and says so.
 */
function snippetUrl(record: PreparedRequest, options: CopyOptions) {
  const url = redactedUrl(record, options)
  const demo = demoBaseUrl()
  if (!url.startsWith(demo)) return { url, note: null }
  return {
    url: `${LOCAL_API}${url.slice(demo.length)}`,
    note: 'The demo answered this inside the browser; this runs it against `npm run api`.',
  }
}

const withNote = (note: string | null, comment: string, text: string) =>
  note ? `${comment} ${note}\n${text}` : text

/** Request headers in send order, display-cased, the key's headers redacted unless asked. */
export function redactedHeaders(record: PreparedRequest, options: CopyOptions): [string, string][] {
  const secrets = record.secretHeaders.map((s) => s.toLowerCase())
  return Object.entries(record.requestHeaders).map(([name, value]) => {
    const shown = displayHeaderName(name, record.secretHeaders)
    if (options.includeSecrets || !secrets.includes(name.toLowerCase())) return [shown, value]
    // Keep the scheme so the copy still shows how the key is sent.
    return [shown, /^Bearer /i.test(value) ? `Bearer ${REDACTED}` : REDACTED]
  })
}

/** POSIX shell single-quoting: close the quote, add an escaped quote, reopen. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** PowerShell single-quoted string: a quote is doubled. */
const psQuote = (text: string) => `'${text.replace(/'/g, "''")}'`

export function toCurl(record: PreparedRequest, options: CopyOptions): string {
  const { url, note } = snippetUrl(record, options)
  const parts = ['curl']
  if (record.method !== 'GET') parts.push('-X', record.method)
  parts.push(shellQuote(url))
  for (const [name, value] of redactedHeaders(record, options)) {
    parts.push('-H', shellQuote(`${name}: ${value}`))
  }
  if (record.requestBody !== null) parts.push('--data-raw', shellQuote(record.requestBody))
  return withNote(note, '#', parts.join(' '))
}

/** A fetch call; strings go through JSON.stringify so any body (and an int64 in it) stays exact. */
export function toFetch(record: PreparedRequest, options: CopyOptions): string {
  const { url: target, note } = snippetUrl(record, options)
  const url = JSON.stringify(target)
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
  return withNote(
    note,
    '//',
    lines.length === 0 ? `fetch(${url})` : `fetch(${url}, {\n${lines.join('\n')}\n})`,
  )
}

/** Invoke-RestMethod; Content-Type goes in -ContentType, where PowerShell expects it. */
export function toPowerShell(record: PreparedRequest, options: CopyOptions): string {
  const headers = redactedHeaders(record, options).filter(
    ([name]) => name.toLowerCase() !== 'content-type',
  )
  const contentType = Object.entries(record.requestHeaders).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1]
  const method = record.method.charAt(0) + record.method.slice(1).toLowerCase()
  const { url, note } = snippetUrl(record, options)
  const lines = [`Invoke-RestMethod -Method ${method} -Uri ${psQuote(url)}`]
  if (headers.length > 0) {
    const pairs = headers.map(([name, value]) => `${psQuote(name)} = ${psQuote(value)}`)
    lines.push(`  -Headers @{ ${pairs.join('; ')} }`)
  }
  if (contentType) lines.push(`  -ContentType ${psQuote(contentType)}`)
  if (record.requestBody !== null) lines.push(`  -Body ${psQuote(record.requestBody)}`)
  return withNote(note, '#', lines.join(' `\n'))
}

/** Python requests; the body is sent as the exact text (data=), not re-encoded from a dict. */
export function toPython(record: PreparedRequest, options: CopyOptions): string {
  const str = (text: string) => JSON.stringify(text)
  const { url, note } = snippetUrl(record, options)
  const args = [`    ${str(url)},`]
  const headers = redactedHeaders(record, options)
  if (headers.length > 0) {
    const pairs = headers.map(([name, value]) => `${str(name)}: ${str(value)}`)
    args.push(`    headers={${pairs.join(', ')}},`)
  }
  if (record.requestBody !== null) args.push(`    data=${str(record.requestBody)},`)
  return withNote(
    note,
    '#',
    [
      'import requests',
      '',
      `response = requests.request(`,
      `    ${str(record.method)},`,
      ...args,
      ')',
      'print(response.status_code)',
      'print(response.text)',
    ].join('\n'),
  )
}

/** HTTPie: headers as Name:value items, a body as --raw text so it is sent exactly. */
export function toHttpie(record: PreparedRequest, options: CopyOptions): string {
  const { url, note } = snippetUrl(record, options)
  const parts = ['http', record.method, shellQuote(url)]
  for (const [name, value] of redactedHeaders(record, options)) {
    parts.push(shellQuote(`${name}:${value}`))
  }
  if (record.requestBody !== null) parts.push('--raw', shellQuote(record.requestBody))
  return withNote(note, '#', parts.join(' '))
}

export const snippetFormats = [
  { name: 'cURL', format: toCurl },
  { name: 'PowerShell', format: toPowerShell },
  { name: 'fetch', format: toFetch },
  { name: 'Python', format: toPython },
  { name: 'HTTPie', format: toHttpie },
] as const
