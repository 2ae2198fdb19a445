// @vitest-environment jsdom (the demo API's address comes from window.location)
// Whatever a server answers, request() resolves with checked data or rejects with a typed error.
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { request } from '../src/api/client'
import { HttpError, NetworkError, ShapeError, TimeoutError } from '../src/api/errors'
import { parseJson, stringifyJson } from '../src/lib/json'
import { check, petListSchema, petSchema } from '../src/api/schemas'
import { API, server } from './server'

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const NULL_BODY_STATUSES = new Set([204, 205, 304])
// fetch follows these itself (MSW's interceptor even without a Location), so they never reach us.
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

const petLike = fc.record(
  {
    id: fc.oneof(fc.bigInt({ min: INT64_MIN, max: INT64_MAX }), fc.integer(), fc.string()),
    name: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
    tag: fc.option(fc.string()),
    status: fc.option(fc.string()),
  },
  { requiredKeys: [] },
)

/** Bodies a real server might send: any JSON, pet-ish JSON with big ids, or text that is not JSON. */
const body = fc.oneof(
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.array(petLike, { maxLength: 5 }).map((pets) => stringifyJson(pets)),
  petLike.map((pet) => stringifyJson(pet)),
  fc.string(),
  fc.constant(''),
  fc.constant('<html><title>502 Bad Gateway</title></html>'),
)

const answer = fc.record({
  status: fc.integer({ min: 200, max: 599 }).filter((status) => !REDIRECT_STATUSES.has(status)),
  body,
  contentType: fc.constantFrom('application/json', 'text/plain', 'text/html'),
  // About one answer in ten is a dropped connection.
  network: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
})
type Answer = typeof answer extends fc.Arbitrary<infer T> ? T : never

function isTypedError(error: unknown): boolean {
  return (
    error instanceof HttpError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof ShapeError
  )
}

function serve(path: string, a: Answer) {
  server.use(
    http.get(`${API}${path}`, () =>
      a.network
        ? HttpResponse.error()
        : new HttpResponse(NULL_BODY_STATUSES.has(a.status) ? null : a.body, {
            status: a.status,
            headers: { 'Content-Type': a.contentType },
          }),
    ),
  )
}

test('a list request resolves with a valid pet list or rejects with a typed error', async () => {
  await fc.assert(
    fc.asyncProperty(answer, async (a) => {
      serve('/pets', a)
      try {
        const { data } = await request('/pets', { schema: petListSchema })
        expect(check(petListSchema, data).ok).toBe(true)
        expect(a.status).toBeLessThan(300)
      } catch (error) {
        expect(isTypedError(error), String(error)).toBe(true)
        if (a.status >= 400 && !a.network) expect(error).toBeInstanceOf(HttpError)
      } finally {
        server.resetHandlers()
      }
    }),
    { numRuns: 100 },
  )
})

test('a detail request resolves with a valid pet or rejects with a typed error', async () => {
  await fc.assert(
    fc.asyncProperty(answer, async (a) => {
      serve('/pets/1', a)
      try {
        const { data } = await request('/pets/1', { schema: petSchema })
        expect(check(petSchema, data).ok).toBe(true)
      } catch (error) {
        expect(isTypedError(error), String(error)).toBe(true)
      } finally {
        server.resetHandlers()
      }
    }),
    { numRuns: 100 },
  )
})

test('every int64 survives stringifyJson then parseJson exactly', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: INT64_MIN, max: INT64_MAX }), (id) => {
      const parsed = parseJson(stringifyJson({ id })) as { id: number | bigint }
      expect(BigInt(parsed.id)).toBe(id)
      // A safe integer comes back as a plain number, so ordinary ids stay ordinary.
      if (Number.isSafeInteger(Number(id)) && BigInt(Number(id)) === id) {
        expect(typeof parsed.id).toBe('number')
      }
    }),
    { numRuns: 500 },
  )
})

test('every int64 inside a pet list survives the network exactly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.bigInt({ min: INT64_MIN, max: INT64_MAX }), { minLength: 1, maxLength: 5 }),
      async (ids) => {
        const text = stringifyJson(ids.map((id) => ({ id, name: `Pet ${id}` })))
        server.use(
          http.get(
            `${API}/pets`,
            () => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } }),
          ),
        )
        try {
          const { data } = await request('/pets', { schema: petListSchema })
          expect(data.map((pet) => String(pet.id))).toEqual(ids.map(String))
        } finally {
          server.resetHandlers()
        }
      },
    ),
    { numRuns: 50 },
  )
})
