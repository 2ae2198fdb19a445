// @vitest-environment jsdom (the demo API's address comes from window.location)
// The retry rules (SPEC): which failures are asked again, how long it waits, and the client's
// defaults built on them.
import { expect, test } from 'vitest'
import {
  HttpError,
  NetworkError,
  NotConfiguredError,
  ShapeError,
  TimeoutError,
} from '../src/api/errors'
import {
  createQueryClient,
  isRetryable,
  MAX_RETRIES,
  networkModeFor,
  retryDelay,
} from '../src/api/query-client'

const http = (status: number, retryAfterMs: number | null = null, headers = {}) =>
  new HttpError(status, '', '', null, retryAfterMs, headers)

test('server errors, 429, network failures and timeouts are retried; other 4xx and bad shapes not', () => {
  expect([500, 503, 429, 599].map((status) => isRetryable(http(status)))).toEqual([
    true,
    true,
    true,
    true,
  ])
  expect([400, 404, 409, 499].map((status) => isRetryable(http(status)))).toEqual([
    false,
    false,
    false,
    false,
  ])
  expect(isRetryable(new NetworkError('https://api.test/v1/pets'))).toBe(true)
  expect(isRetryable(new NetworkError('https://api.test/v1/pets', 'cors'))).toBe(true)
  expect(isRetryable(new TimeoutError(30_000))).toBe(true)
  expect(isRetryable(new ShapeError([], null))).toBe(false)
  expect(isRetryable(new NotConfiguredError())).toBe(false)
  expect(isRetryable(new Error('not ours'))).toBe(false)
})

test('what fails the same way every time is not retried: a browser refusal, a Replay miss', () => {
  expect(isRetryable(new NetworkError('http://api.test', 'mixed-content'))).toBe(false)
  expect(isRetryable(new NetworkError('http://api.test', 'csp'))).toBe(false)
  expect(isRetryable(new NetworkError('http://10.0.0.2', 'local-network'))).toBe(false)
  expect(isRetryable(http(503, null, { 'x-demo-replay': 'miss' }))).toBe(false)
  expect(isRetryable(http(503, null, { 'x-demo-replay': 'hit' }))).toBe(true)
})

test('the wait doubles from 1 s up to 8 s, unless the server said how long (at most a minute)', () => {
  const timeout = new TimeoutError(30_000)
  expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, timeout))).toEqual([
    1000, 2000, 4000, 8000, 8000,
  ])
  expect(retryDelay(3, http(429, 1500))).toBe(1500)
  expect(retryDelay(0, http(503, 600_000))).toBe(60_000)
  expect(retryDelay(1, http(503))).toBe(2000)
})

test('the demo answers offline too; a real server waits for the network', () => {
  expect(networkModeFor('demo')).toBe('always')
  expect(networkModeFor('custom')).toBe('online')
  expect(networkModeFor('production')).toBe('online')
})

test('a client retries a retryable failure up to three times, or never when asked not to', () => {
  const defaults = createQueryClient().getDefaultOptions()
  const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean
  expect(MAX_RETRIES).toBe(3)
  expect([0, 1, 2, 3].map((count) => retry(count, http(503)))).toEqual([true, true, true, false])
  expect(retry(0, http(404))).toBe(false)
  expect(defaults.queries).toMatchObject({
    staleTime: 30_000,
    retryOnMount: false,
    networkMode: 'always',
  })
  expect(defaults.mutations).toMatchObject({ retry: false, networkMode: 'always' })
  const delay = defaults.queries?.retryDelay as (attempt: number, error: unknown) => number
  expect(delay(2, http(503))).toBe(4000)

  const quiet = createQueryClient({ retry: false, retryDelayMs: 5 }).getDefaultOptions().queries
  expect(quiet?.retry).toBe(false)
  expect((quiet?.retryDelay as (attempt: number, error: unknown) => number)(3, http(503))).toBe(5)
})
