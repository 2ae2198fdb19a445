// A call as text to paste elsewhere: cURL for bash, PowerShell's Invoke-RestMethod, JavaScript
// fetch, Python requests and HTTPie. Exact (an int64 in a body stays as sent), and the key is
// REDACTED unless the user asks for it.
import type { PreparedRequest } from './client'

export const REDACTED = 'REDACTED'

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
  if (options.includeSecrets || record.secretQuery.length === 0) return record.url
  try {
    const url = new URL(record.url)
    for (const name of record.secretQuery) {
      if (url.searchParams.has(name)) url.searchParams.set(name, REDACTED)
    }
    return url.toString()
  } catch {
    return record.url
  }
}

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
  const parts = ['curl']
  if (record.method !== 'GET') parts.push('-X', record.method)
  parts.push(shellQuote(redactedUrl(record, options)))
  for (const [name, value] of redactedHeaders(record, options)) {
    parts.push('-H', shellQuote(`${name}: ${value}`))
  }
  if (record.requestBody !== null) parts.push('--data-raw', shellQuote(record.requestBody))
  return parts.join(' ')
}

/** A fetch call; strings go through JSON.stringify so any body (and an int64 in it) stays exact. */
export function toFetch(record: PreparedRequest, options: CopyOptions): string {
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

/** Invoke-RestMethod; Content-Type goes in -ContentType, where PowerShell expects it. */
export function toPowerShell(record: PreparedRequest, options: CopyOptions): string {
  const headers = redactedHeaders(record, options).filter(
    ([name]) => name.toLowerCase() !== 'content-type',
  )
  const contentType = Object.entries(record.requestHeaders).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1]
  const method = record.method.charAt(0) + record.method.slice(1).toLowerCase()
  const lines = [
    `Invoke-RestMethod -Method ${method} -Uri ${psQuote(redactedUrl(record, options))}`,
  ]
  if (headers.length > 0) {
    const pairs = headers.map(([name, value]) => `${psQuote(name)} = ${psQuote(value)}`)
    lines.push(`  -Headers @{ ${pairs.join('; ')} }`)
  }
  if (contentType) lines.push(`  -ContentType ${psQuote(contentType)}`)
  if (record.requestBody !== null) lines.push(`  -Body ${psQuote(record.requestBody)}`)
  return lines.join(' `\n')
}

/** Python requests; the body is sent as the exact text (data=), not re-encoded from a dict. */
export function toPython(record: PreparedRequest, options: CopyOptions): string {
  const str = (text: string) => JSON.stringify(text)
  const args = [`    ${str(redactedUrl(record, options))},`]
  const headers = redactedHeaders(record, options)
  if (headers.length > 0) {
    const pairs = headers.map(([name, value]) => `${str(name)}: ${str(value)}`)
    args.push(`    headers={${pairs.join(', ')}},`)
  }
  if (record.requestBody !== null) args.push(`    data=${str(record.requestBody)},`)
  return [
    'import requests',
    '',
    `response = requests.request(`,
    `    ${str(record.method)},`,
    ...args,
    ')',
    'print(response.status_code)',
    'print(response.text)',
  ].join('\n')
}

/** HTTPie: headers as Name:value items, a body as --raw text so it is sent exactly. */
export function toHttpie(record: PreparedRequest, options: CopyOptions): string {
  const parts = ['http', record.method, shellQuote(redactedUrl(record, options))]
  for (const [name, value] of redactedHeaders(record, options)) {
    parts.push(shellQuote(`${name}:${value}`))
  }
  if (record.requestBody !== null) parts.push('--raw', shellQuote(record.requestBody))
  return parts.join(' ')
}

export const snippetFormats = [
  { name: 'cURL', format: toCurl },
  { name: 'PowerShell', format: toPowerShell },
  { name: 'fetch', format: toFetch },
  { name: 'Python', format: toPython },
  { name: 'HTTPie', format: toHttpie },
] as const
