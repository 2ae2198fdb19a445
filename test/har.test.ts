// @vitest-environment jsdom (the demo API's address comes from window.location)
// The request log as HAR 1.2, and HAR files read back for Replay, hostile ones included.
import { expect, test } from 'vitest'
import type { LogEntry } from '../src/features/request-log/request-log-store'
import { parseHar, toHar } from '../src/features/request-log/har'

const KEY = 'sk-test-1234'

function record(patch: Partial<LogEntry>): LogEntry {
  return {
    id: 1,
    environment: 'custom',
    baseUrl: 'https://api.example.com/v1',
    method: 'GET',
    url: `https://api.example.com/v1/pets?api_key=${KEY}&limit=2`,
    requestHeaders: { accept: 'application/json', 'x-api-key': KEY },
    requestBody: null,
    startedAt: Date.parse('2026-11-23T10:00:00Z'),
    durationMs: 42,
    status: 200,
    responseHeaders: { 'content-type': 'application/json', 'set-cookie': 'session=abc' },
    responseBody: '[{"id":1,"name":"Rex"}]',
    responseBytes: 23,
    error: null,
    parseMs: 1,
    secretHeaders: ['X-API-Key'],
    secretQuery: ['api_key'],
    responseTruncated: false,
    bodiesDropped: false,
    renderMs: 3,
    ...patch,
  }
}

test('a HAR export redacts the key and cookies unless secrets are included', () => {
  const entries = [record({ id: 2, status: null }), record({ id: 1 })]
  const text = JSON.stringify(toHar(entries, { includeSecrets: false }))
  expect(text).not.toContain(KEY)
  expect(text).not.toContain('session=abc')
  const har = toHar(entries, { includeSecrets: false })
  expect(har.log.version).toBe('1.2')
  // Calls still waiting for their answer are left out.
  expect(har.log.entries).toHaveLength(1)
  expect(har.log.entries[0]?.request.url).toBe(
    'https://api.example.com/v1/pets?api_key=REDACTED&limit=2',
  )
  expect(har.log.entries[0]?.request.headers).toContainEqual({
    name: 'X-API-Key',
    value: 'REDACTED',
  })
  expect(JSON.stringify(toHar(entries, { includeSecrets: true }))).toContain(KEY)
})

test('a HAR export reads back as a recording of the same calls, by path after /v1', () => {
  const har = toHar(
    [
      record({ id: 2, method: 'POST', url: 'https://api.example.com/v1/pets', status: 201 }),
      record({}),
    ],
    {
      includeSecrets: false,
    },
  )
  const recording = parseHar(JSON.stringify(har), 'session.har')
  expect(recording).toMatchObject({
    name: 'session.har',
    calls: [
      { method: 'GET', path: '/pets?api_key=REDACTED&limit=2', status: 200, timeMs: 42 },
      { method: 'POST', path: '/pets', status: 201 },
    ],
  })
})

const entry = (response: Record<string, unknown>) => ({
  request: { method: 'GET', url: 'http://x/v1/pets' },
  response: { status: 200, ...response },
})
const har = (entries: unknown[]) => JSON.stringify({ log: { entries } })

test('a file that is not a HAR is refused, naming the entry and field', () => {
  expect(parseHar('<html>', 'page.har')).toEqual({
    error: 'page.har is not a HAR file: it is not JSON.',
  })
  expect(parseHar('{"foo": 1}', 'x.har')).toEqual({
    error: 'x.har is not a HAR file we can replay: log is missing.',
  })
  expect(parseHar(har([entry({}), entry({ status: '200' })]), 'x.har')).toEqual({
    error: 'x.har is not a HAR file we can replay: entry 2, response.status is expected number.',
  })
  expect(
    parseHar(
      har([{ request: { method: 'GET', url: 'not a url' }, response: { status: 200 } }]),
      'x.har',
    ),
  ).toMatchObject({
    error: expect.stringContaining('entry 1, request.url'),
  })
})

test('huge bodies and too many calls are refused before anything is loaded', () => {
  const huge = entry({ content: { text: 'x'.repeat(10_000_001) } })
  expect(parseHar(har([huge]), 'big.har')).toEqual({
    error: 'big.har is not a HAR file we can replay: entry 1, response.content.text is too long.',
  })
  // What the demo API would refuse is refused here, not after the file seemed to load.
  const longMethod = { ...entry({}), request: { method: 'X'.repeat(11), url: 'http://x/v1/pets' } }
  expect(parseHar(har([entry({}), longMethod]), 'odd.har')).toEqual({
    error: 'odd.har is not a HAR file we can replay: entry 2, method is too long.',
  })
  const many = Array.from({ length: 5001 }, () => entry({}))
  expect(parseHar(har(many), 'many.har')).toEqual({
    error: 'many.har is not a HAR file we can replay: log.entries is more than 5000 entries.',
  })
})

test('__proto__ keys stay data, and HTML bodies stay text', () => {
  const text = `{"log":{"entries":[{"request":{"method":"GET","url":"http://x/v1/pets"},"response":{"status":200,"headers":[{"name":"__proto__","value":"polluted"}],"content":{"text":"<img src=x onerror=alert(1)>"}},"__proto__":{"polluted":true}}]}}`
  const recording = parseHar(text, 'evil.har')
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.prototype).not.toHaveProperty('polluted')
  if ('error' in recording) throw new Error(recording.error)
  expect(Object.getPrototypeOf(recording.calls[0]?.headers)).toBe(Object.prototype)
  expect(recording.calls[0]?.headers).toHaveProperty('__proto__', 'polluted')
  expect(recording.calls[0]?.body).toBe('<img src=x onerror=alert(1)>')
})

test('base64 bodies are decoded, and encodings the replay cannot keep are dropped', () => {
  const recording = parseHar(
    har([
      entry({
        headers: [
          { name: 'Content-Encoding', value: 'gzip' },
          { name: 'Content-Length', value: '120' },
          { name: 'Content-Type', value: 'application/json' },
          { name: 'X-Original-Content-Length', value: '4096' },
          { name: 'Content-Encoding-Note', value: 'was gzip' },
        ],
        content: { text: btoa('[]'), encoding: 'base64' },
      }),
    ]),
    'b.har',
  )
  expect(recording).toMatchObject({ calls: [{ body: '[]' }] })
  if ('error' in recording) throw new Error(recording.error)
  expect(recording.calls[0]?.headers).toEqual({
    'content-type': 'application/json',
    'x-original-content-length': '4096',
    'content-encoding-note': 'was gzip',
  })
})

test('a recording keeps the first 200 characters of the file name', () => {
  const name = `${'n'.repeat(250)}.har`
  expect(parseHar(har([entry({})]), name)).toMatchObject({ name: 'n'.repeat(200) })
})

test('an exported call is a whole HAR 1.2 entry, as viewers read it, oldest call first', () => {
  const har = toHar(
    [
      record({
        id: 2,
        method: 'POST',
        url: 'https://api.example.com/v1/pets',
        requestHeaders: { 'content-type': 'application/json' },
        requestBody: '{"name":"Rex"}',
        startedAt: Date.parse('2026-11-23T10:00:05Z'),
        durationMs: null,
        status: 201,
        responseHeaders: { 'Set-Cookie': 'session=abc' },
        responseBody: null,
        responseBytes: null,
      }),
      record({}),
    ],
    { includeSecrets: false },
  )
  expect(har.log.creator).toEqual({ name: 'Pet Store Console', version: '1.0' })
  expect(har.log.entries.map((e) => e.request.method)).toEqual(['GET', 'POST'])
  expect(har.log.entries[0]).toEqual({
    startedDateTime: '2026-11-23T10:00:00.000Z',
    time: 42,
    request: {
      method: 'GET',
      url: 'https://api.example.com/v1/pets?api_key=REDACTED&limit=2',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [
        { name: 'Accept', value: 'application/json' },
        { name: 'X-API-Key', value: 'REDACTED' },
      ],
      queryString: [
        { name: 'api_key', value: 'REDACTED' },
        { name: 'limit', value: '2' },
      ],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: 200,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [
        { name: 'content-type', value: 'application/json' },
        { name: 'set-cookie', value: 'REDACTED' },
      ],
      content: { size: 23, mimeType: 'application/json', text: '[{"id":1,"name":"Rex"}]' },
      redirectURL: '',
      headersSize: -1,
      bodySize: 23,
    },
    cache: {},
    timings: { send: 0, wait: 42, receive: 0 },
  })
  // A call without timing, body or size still makes a valid entry; a cookie header in any case is
  // redacted.
  expect(har.log.entries[1]).toMatchObject({
    time: 0,
    request: {
      postData: { mimeType: 'application/json', text: '{"name":"Rex"}' },
      bodySize: 14,
    },
    response: {
      headers: [{ name: 'Set-Cookie', value: 'REDACTED' }],
      content: { size: 0, mimeType: 'application/octet-stream', text: '' },
      bodySize: -1,
    },
    timings: { wait: 0 },
  })
  expect(har.log.entries[0]?.request).not.toHaveProperty('postData')
})
