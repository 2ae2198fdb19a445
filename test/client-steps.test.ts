// @vitest-environment jsdom (the demo API's address comes from window.location)
// The client's steps, each alone: prepare, send, record and interpret (client.test.ts drives them
// together through request()).
import { delay, http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { HttpError, ShapeError } from '../src/api/errors'
import { describeCall, interpret, readAnswer } from '../src/api/interpret'
import { joinUrl, prepareRequest, withoutKey } from '../src/api/prepare'
import { startRecord, statusLabel, type RequestRecord } from '../src/api/request-record'
import { petListSchema } from '../src/api/schemas'
import { diagnose, send } from '../src/api/send'
import { defaultAuth } from '../src/api/settings'
import type { ApiTarget } from '../src/api/target'
import { API, server } from './server'

const target: ApiTarget = { environment: 'demo', baseUrl: API, auth: defaultAuth, apiKey: 'k-1' }
const prepared = prepareRequest('/pets', { target })
const call = describeCall(target, prepared)
/** The network, where the test server answers. */
const net = (url: string, init: RequestInit) => fetch(url, init)

const answer = (body: string, init: ResponseInit = {}) =>
  readAnswer(new Response(body, init), new TextEncoder().encode(body).buffer)

test('prepare: the key goes to its own origin only, and is named for redaction', () => {
  expect(prepared.requestHeaders['x-api-key']).toBe('k-1')
  expect(prepared.secretHeaders).toEqual(['X-API-Key'])
  const elsewhere = prepareRequest('/pets', {
    target,
    absoluteUrl: 'https://other.example/v1/pets',
  })
  expect(Object.keys(elsewhere.requestHeaders)).toEqual(['accept'])
  expect(elsewhere.secretHeaders).toEqual([])
})

test('send: an answer comes back as a value with its bytes; a refused fetch as a network error', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json([])))
  const sent = await send(prepared, { fetch: net, timeoutMs: 5000 })
  expect(sent).toMatchObject({ outcome: 'answered' })
  server.use(http.get(`${API}/pets`, () => HttpResponse.error()))
  expect(await send(prepared, { fetch: net, timeoutMs: 5000 })).toMatchObject({
    outcome: 'network error',
  })
})

test('send: the timeout and the caller’s signal are told apart', async () => {
  server.use(
    http.get(`${API}/pets`, async () => {
      await delay(2000)
      return HttpResponse.json([])
    }),
  )
  expect(await send(prepared, { fetch: net, timeoutMs: 20 })).toMatchObject({ outcome: 'timeout' })
  const controller = new AbortController()
  controller.abort()
  const cancelled = await send(prepared, { fetch: net, signal: controller.signal, timeoutMs: 5000 })
  expect(cancelled).toMatchObject({ outcome: 'cancelled' })
})

test('diagnose: when its code cannot load either, a failed call is "offline" if the browser says so, else "unreachable"', async () => {
  // The diagnosis is a chunk of its own, loaded on the first failure: offline, or after a deploy
  // removed it, that load fails too.
  vi.doMock('../src/api/network-diagnosis', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const onLine = vi.spyOn(navigator, 'onLine', 'get')
  try {
    onLine.mockReturnValue(false)
    expect(await diagnose(prepared)).toBe('offline')
    onLine.mockReturnValue(true)
    expect(await diagnose(prepared)).toBe('unreachable')
  } finally {
    onLine.mockRestore()
    vi.doUnmock('../src/api/network-diagnosis')
  }
})

test('record: its status is the HTTP status, or what happened instead of one', () => {
  expect(statusLabel({ status: 404, error: null })).toBe('404')
  expect(statusLabel({ status: null, error: null })).toBe('pending')
  expect(statusLabel({ status: null, error: 'timeout' })).toBe('timeout')
  expect(statusLabel({ status: null, error: 'cancelled' })).toBe('cancelled')
  expect(statusLabel({ status: null, error: 'network error' })).toBe('network error')
})

test('record: emitted at the start and on each update, as copies; the parsed body goes out once', () => {
  const emitted: RequestRecord[] = []
  const record = startRecord(target, prepared, (r) => emitted.push(r))
  record({ status: 200, parsedBody: [1] })
  record({ parseMs: 3 })
  expect(emitted.map((r) => [r.status, r.parsedBody, r.parseMs])).toEqual([
    [null, undefined, null],
    [200, [1], null],
    [200, undefined, 3],
  ])
  expect(new Set(emitted.map((r) => r.id)).size).toBe(1)
  expect(emitted[0]).not.toBe(emitted[1])
})

test('interpret: the data, checked; an empty body is null', () => {
  expect(interpret(answer('[{"id": 9007199254740993}]'), petListSchema, call)).toEqual([
    { id: 9007199254740993n },
  ])
  expect(interpret(answer('', { status: 201 }), undefined, call)).toBeNull()
})

test('interpret: a failure is a typed error carrying what the call was', () => {
  const limited = answer('{"message": "slow down"}', {
    status: 429,
    headers: { 'Retry-After': '2' },
  })
  const error = catching(() => interpret(limited, undefined, call))
  expect(error).toBeInstanceOf(HttpError)
  expect(error).toMatchObject({ serverMessage: 'slow down', retryAfterMs: 2000, call })
  const page = answer('<!doctype html><title>Shop</title>', {
    headers: { 'Content-Type': 'text/html' },
  })
  expect(page.htmlBody).toBe(true)
  const shape = catching(() => interpret(page, undefined, call))
  expect(shape).toBeInstanceOf(ShapeError)
  expect((shape as ShapeError).message).toMatch(/web page \(HTML\), not JSON/)
  expect(catching(() => interpret(answer('{}'), petListSchema, call))).toBeInstanceOf(ShapeError)
})

function catching(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

const keyed = (auth: Partial<ApiTarget['auth']>): ApiTarget => ({
  ...target,
  baseUrl: 'https://api.test/v1/',
  auth: { ...defaultAuth, ...auth },
})

test('prepare: the key goes where its placement says, and only that place is secret', () => {
  expect(prepareRequest('/pets', { target: keyed({ placement: 'bearer' }) })).toEqual({
    method: 'GET',
    url: 'https://api.test/v1/pets',
    requestHeaders: { accept: 'application/json', authorization: 'Bearer k-1' },
    requestBody: null,
    secretHeaders: ['Authorization'],
    secretQuery: [],
  })
  expect(
    prepareRequest('/pets', { target: keyed({ placement: 'query', queryName: '' }) }),
  ).toMatchObject({
    url: 'https://api.test/v1/pets?api_key=k-1',
    requestHeaders: { accept: 'application/json' },
    secretHeaders: [],
    secretQuery: ['api_key'],
  })
  expect(
    prepareRequest('/pets', { target: keyed({ placement: 'header', headerName: 'X-Key' }) }),
  ).toMatchObject({ requestHeaders: { 'x-key': 'k-1' }, secretHeaders: ['X-Key'], secretQuery: [] })
  const elsewhere = prepareRequest('/pets', {
    target: keyed({ placement: 'bearer' }),
    absoluteUrl: 'https://other.test/v1/pets',
  })
  expect([elsewhere.secretHeaders, elsewhere.secretQuery]).toEqual([[], []])
})

test('prepare: a body is JSON, announced as such; the caller’s headers come after', () => {
  const made = prepareRequest('/pets', {
    target: { ...target, apiKey: '' },
    method: 'POST',
    body: { id: 2n ** 63n - 1n },
    headers: { 'X-Trace': 't-1' },
  })
  expect(made).toEqual({
    method: 'POST',
    url: `${API}/pets`,
    requestHeaders: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-trace': 't-1',
    },
    requestBody: '{"id":9223372036854775807}',
    secretHeaders: [],
    secretQuery: [],
  })
})

test('prepare: base and path join with one slash, whatever slashes each brings', () => {
  expect(joinUrl('https://api.test/v1//', '//pets/7')).toBe('https://api.test/v1/pets/7')
  expect(joinUrl('https://api.test/v1', 'pets/7')).toBe('https://api.test/v1/pets/7')
})

test('prepare: a URL without the key’s parameters is left exactly as it was', () => {
  expect(withoutKey('HTTPS://API.test/v1/pets?a=1', [])).toBe('HTTPS://API.test/v1/pets?a=1')
  expect(withoutKey('not a url', ['api_key'])).toBe('not a url')
  expect(withoutKey('https://api.test/v1/pets?api_key=s&a=1', ['api_key'])).toBe(
    'https://api.test/v1/pets?api_key=REDACTED&a=1',
  )
})

test('send: the time a call took is measured from its start', async () => {
  server.use(
    http.get(`${API}/pets`, async () => {
      await delay(30)
      return HttpResponse.json([])
    }),
  )
  const sent = await send(prepared, { fetch: net, timeoutMs: 5000 })
  expect(sent.durationMs).toBeGreaterThanOrEqual(25)
  expect(sent.durationMs).toBeLessThan(5000)
})

test('record: each call has an id of its own, counting up', () => {
  const ids: number[] = []
  startRecord(target, prepared, (r) => ids.push(r.id))
  startRecord(target, prepared, (r) => ids.push(r.id))
  expect(ids[1]).toBe((ids[0] ?? 0) + 1)
})

test('interpret: a body of white space is null; one that is not JSON is a shape error at $', () => {
  expect(interpret(answer(' \n '), undefined, call)).toBeNull()
  const error = catching(() => interpret(answer('{oops'), undefined, call))
  expect(error).toMatchObject({
    issues: [{ path: '$', message: 'the body is not valid JSON' }],
    body: '{oops',
  })
})

test('interpret: what the call was, for the hints, without the key', () => {
  expect(
    describeCall(
      keyed({ placement: 'query' }),
      prepareRequest('/pets', { target: keyed({ placement: 'query' }) }),
    ),
  ).toEqual({
    method: 'GET',
    environment: 'demo',
    baseUrl: 'https://api.test/v1/',
    headerNames: ['accept'],
    secretHeaders: [],
    secretQuery: ['api_key'],
    auth: { ...defaultAuth, placement: 'query' },
    htmlBody: false,
  })
})
