// The client's steps, each alone: prepare, send, record and interpret (client.test.ts drives them
// together through request()).
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { HttpError, ShapeError } from '../src/api/errors'
import { describeCall, interpret, readAnswer } from '../src/api/interpret'
import { prepareRequest, type ApiTarget } from '../src/api/prepare'
import { startRecord, type RequestRecord } from '../src/api/request-record'
import { petListSchema } from '../src/api/schemas'
import { send } from '../src/api/send'
import { defaultAuth } from '../src/api/settings'
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
