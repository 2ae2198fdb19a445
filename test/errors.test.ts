// @vitest-environment node
// The client's typed errors as pages read them: names, kinds and messages, and the server's own
// words picked from a failed response's body.
import { expect, test } from 'vitest'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
  httpStatusOf,
  isHtml,
  parseRetryAfter,
  serverMessageOf,
  statusLine,
  truncate,
  unexpectedKind,
} from '../src/api/errors'

test('each error says what it is, by name, kind and message', () => {
  const http = new HttpError(500, 'Internal Server Error', 'Database down', null)
  expect([http.name, http.kind, http.message]).toEqual([
    'HttpError',
    'http',
    'HTTP 500 Internal Server Error: Database down',
  ])
  expect(new HttpError(502, '', '', null).message).toBe('HTTP 502')
  const network = new NetworkError('https://api.test/v1/pets')
  expect([network.name, network.kind, network.reason, network.message]).toEqual([
    'NetworkError',
    'network',
    'unreachable',
    'Network error (unreachable)',
  ])
  expect(new NetworkError('https://api.test', 'cors').message).toBe('Network error (cors)')
  const timeout = new TimeoutError(15_000)
  expect([timeout.name, timeout.kind, timeout.message]).toEqual([
    'TimeoutError',
    'timeout',
    'The server did not answer within 15 seconds.',
  ])
  expect(new TimeoutError(1_500).message).toBe('The server did not answer within 2 seconds.')
  const notConfigured = new NotConfiguredError()
  expect([notConfigured.name, notConfigured.kind, notConfigured.message]).toEqual([
    'NotConfiguredError',
    'not-configured',
    'No server is configured for this environment. Set its base URL in Settings.',
  ])
})

test('a shape error names the first five issues only', () => {
  const issues = [1, 2, 3, 4, 5, 6].map((n) => ({ path: `$[${n}].id`, message: 'is required' }))
  const error = new ShapeError(issues, [])
  expect([error.name, error.kind]).toEqual(['ShapeError', 'shape'])
  expect(error.message).toBe(
    'The server’s response was not the expected shape: ' +
      '$[1].id: is required; $[2].id: is required; $[3].id: is required; ' +
      '$[4].id: is required; $[5].id: is required',
  )
  expect(error.issues).toHaveLength(6)
})

test('the HTTP status of a failure is only that of an HTTP error', () => {
  expect(httpStatusOf(new HttpError(404, 'Not Found', '', null))).toBe(404)
  expect(httpStatusOf(new TimeoutError(1000))).toBeNull()
  expect(httpStatusOf({ kind: 'http', status: 404 })).toBeNull()
  expect(statusLine(404, 'Not Found')).toBe('HTTP 404 Not Found')
  expect(statusLine(404, '')).toBe('HTTP 404')
})

test('a kind a switch left out is an error that names it', () => {
  expect(() => unexpectedKind({ kind: 'teapot' } as never)).toThrow('Unexpected error kind: teapot')
})

test.each([
  ['an HTML type, whatever the text', 'text/html; charset=utf-8', '{}', true],
  ['HTML text without a type', null, '<html><body>Hi</body></html>', true],
  ['a doctype after white space', 'application/json', '\n  <!DOCTYPE html>', true],
  ['JSON', 'application/json', '{"a":1}', false],
  ['text with a tag inside it', 'text/plain', 'see <html> here', false],
  ['no type and no tag', null, 'plain', false],
])('%s is a web page or not', (_, contentType, text, expected) => {
  expect(isHtml(contentType, text)).toBe(expected)
})

test('a preview is flattened to single spaces and cut after its limit, marked with an ellipsis', () => {
  expect(truncate('  Not \n\t found  ')).toBe('Not found')
  expect(truncate('abc', 3)).toBe('abc')
  expect(truncate('abcd', 3)).toBe('abc…')
  expect(truncate('x'.repeat(301))).toBe(`${'x'.repeat(300)}…`)
})

test.each([
  ['the first field with text', { message: '  ', error: 'Real reason' }, 'Real reason'],
  ['a title', { title: 'Not Found' }, 'Not Found'],
  ['a nested message', { error: { message: 'Nested reason' } }, 'Nested reason'],
  ['the raw text when no field has words', { message: 7 }, '{"message": 7}'],
])('the server’s message is %s', (_, body, expected) => {
  expect(serverMessageOf(body, '{"message": 7}')).toBe(expected)
})

test('without JSON, the message is the raw text, or an HTML page’s title', () => {
  expect(serverMessageOf(null, 'Bad gateway')).toBe('Bad gateway')
  expect(serverMessageOf('a < b', 'a < b')).toBe('a < b')
  expect(serverMessageOf(null, '  <title lang="en">Gateway  Timeout</title>')).toBe(
    'Gateway Timeout',
  )
  expect(serverMessageOf(null, '  <p>oops</p>')).toBe(
    'The server answered with an HTML page instead of JSON.',
  )
})

test('Retry-After in seconds or as a date; nothing, or what is neither, is no wait', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  expect(parseRetryAfter('120', now)).toBe(120_000)
  expect(parseRetryAfter('0', 0)).toBe(0)
  expect(parseRetryAfter('', now)).toBeNull()
  expect(parseRetryAfter(null, now)).toBeNull()
  expect(parseRetryAfter('soon', now)).toBeNull()
  expect(parseRetryAfter('Wed, 25 Nov 2026 12:00:03 GMT', now)).toBe(3000)
  expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0)
  // A negative number of seconds is no wait, not a wait into the past.
  expect(parseRetryAfter('-5', Date.parse('2030-01-01T00:00:00Z'))).toBe(0)
})
