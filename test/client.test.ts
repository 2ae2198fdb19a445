// @vitest-environment jsdom (the demo API's address comes from window.location, the key from Web Storage)
// The fetch client against hostile and odd servers, intercepted at the network with MSW.
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import {
  nextPageUrl,
  observeRequests,
  request,
  requestList,
  setTransport,
  type Transport,
} from '../src/api/client'
import type { RequestRecord } from '../src/api/request-record'
import { HttpError, NetworkError, ShapeError, TimeoutError } from '../src/api/errors'
import { parseJson, stringifyJson } from '../src/lib/json'
import { petListSchema, petSchema } from '../src/api/schemas'
import { defaultAuth, getSettings, saveSettings, setApiKey } from '../src/api/settings'
import { API, server } from './server'

const textResponse = (body: string, status: number, contentType = 'application/json') =>
  new HttpResponse(body, { status, headers: { 'Content-Type': contentType } })

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the request to fail')
}

test.each([
  ['message', { message: 'Pet store is closed' }, 'Pet store is closed'],
  ['error', { error: 'Bad gateway upstream' }, 'Bad gateway upstream'],
  ['detail', { detail: 'Invalid id supplied' }, 'Invalid id supplied'],
])('an HTTP error carries the status and the server’s %s field', async (_, body, message) => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json(body, { status: 400 })))
  const error = await failure(request('/pets', { schema: petListSchema }))
  expect(error).toBeInstanceOf(HttpError)
  expect(error).toMatchObject({ status: 400, serverMessage: message })
})

test('a plain-text error body becomes the message, truncated', async () => {
  server.use(http.get(`${API}/pets`, () => textResponse('x'.repeat(5000), 500, 'text/plain')))
  const error = await failure(request('/pets'))
  expect(error).toBeInstanceOf(HttpError)
  const { status, serverMessage } = error as HttpError
  expect(status).toBe(500)
  expect(serverMessage.length).toBeLessThan(400)
  expect(serverMessage).toMatch(/^x+…$/)
})

test('a 502 HTML page from a proxy is summarised by its title, not dumped as markup', async () => {
  const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>nginx</h1></body></html>'
  server.use(http.get(`${API}/pets`, () => textResponse(page, 502, 'text/html')))
  const error = await failure(request('/pets', { schema: petListSchema }))
  expect(error).toBeInstanceOf(HttpError)
  expect(error).toMatchObject({ status: 502, serverMessage: '502 Bad Gateway' })
})

test('an unreachable server is a NetworkError', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.error()))
  const error = await failure(request('/pets'))
  expect(error).toBeInstanceOf(NetworkError)
  expect((error as NetworkError).url).toBe(`${API}/pets`)
})

test('a NetworkError for a key sent as a query parameter names the URL without the key', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.error()))
  setApiKey('demo', 'query-secret', false)
  saveSettings({ ...getSettings(), auth: { ...defaultAuth, placement: 'query' } })
  const error = (await failure(request('/pets'))) as NetworkError
  expect(error.url).toBe(`${API}/pets?api_key=REDACTED`)
  expect(JSON.stringify({ ...error, message: error.message })).not.toContain('query-secret')
})

test('a server slower than the timeout is a TimeoutError', async () => {
  server.use(
    http.get(`${API}/pets`, async () => {
      await delay('infinite')
      return HttpResponse.json([])
    }),
  )
  const error = await failure(request('/pets', { timeoutMs: 30 }))
  expect(error).toBeInstanceOf(TimeoutError)
  expect((error as TimeoutError).timeoutMs).toBe(30)
})

test('a request cancelled by its caller rethrows the abort, not a typed error', async () => {
  server.use(
    http.get(`${API}/pets`, async () => {
      await delay('infinite')
      return HttpResponse.json([])
    }),
  )
  const controller = new AbortController()
  const pending = failure(request('/pets', { signal: controller.signal }))
  controller.abort()
  const error = await pending
  expect(error).not.toBeInstanceOf(TimeoutError)
  expect(error).not.toBeInstanceOf(NetworkError)
})

test('an object where a list was promised is a ShapeError', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json({ pets: [] })))
  const error = await failure(request('/pets', { schema: petListSchema }))
  expect(error).toBeInstanceOf(ShapeError)
  expect((error as ShapeError).message).toMatch(/\$: expected an array, got an object/)
})

test('a string id is a ShapeError naming the field', async () => {
  server.use(http.get(`${API}/pets/1`, () => HttpResponse.json({ id: 'one', name: 'Rex' })))
  const error = await failure(request('/pets/1', { schema: petSchema }))
  expect(error).toBeInstanceOf(ShapeError)
  expect((error as ShapeError).issues).toEqual([
    { path: '$.id', message: 'expected an integer, got a string "one"' },
  ])
})

test('a 200 whose body is not JSON is a ShapeError', async () => {
  server.use(http.get(`${API}/pets`, () => textResponse('{"id": 1, "name": ', 200)))
  const error = await failure(request('/pets', { schema: petListSchema }))
  expect(error).toBeInstanceOf(ShapeError)
  expect((error as ShapeError).body).toBe('{"id": 1, "name": ')
})

test.each([201, 204])('an empty %i body resolves with null data', async (status) => {
  server.use(http.post(`${API}/pets`, () => new HttpResponse(null, { status })))
  const response = await request('/pets', { method: 'POST', body: { id: 1, name: 'Rex' } })
  expect(response.status).toBe(status)
  expect(response.data).toBeNull()
})

test('unknown extra fields are kept', async () => {
  server.use(
    http.get(`${API}/pets/7`, () =>
      HttpResponse.json({ id: 7, name: 'Rex', microchip: 'A-1', owner: { name: 'Ann' } }),
    ),
  )
  const { data } = await request('/pets/7', { schema: petSchema })
  expect(data).toEqual({ id: 7, name: 'Rex', microchip: 'A-1', owner: { name: 'Ann' } })
})

test('ids above 2^53 stay exact through parse and stringify', async () => {
  const body = '[{"id":9007199254740993,"name":"Big"}]'
  server.use(http.get(`${API}/pets`, () => textResponse(body, 200)))
  const { data } = await request('/pets', { schema: petListSchema })
  expect(data[0]?.id).toBe(9007199254740993n)
  expect(stringifyJson(data)).toBe(body)
  expect(stringifyJson(parseJson('{"id":9007199254740993}'))).toBe('{"id":9007199254740993}')
})

test('an id above 2^53 sent in a POST body arrives exact', async () => {
  let received = ''
  server.use(
    http.post(`${API}/pets`, async ({ request: sent }) => {
      received = await sent.text()
      return new HttpResponse(null, { status: 201 })
    }),
  )
  await request('/pets', { method: 'POST', body: { id: 9007199254740993n, name: 'Big' } })
  expect(received).toBe('{"id":9007199254740993,"name":"Big"}')
})

test('a Link rel="next" header is followed until the last page', async () => {
  server.use(
    http.get(`${API}/pets`, ({ request: sent }) => {
      const page = Number(new URL(sent.url).searchParams.get('page') ?? '1')
      const headers: Record<string, string> =
        page < 3 ? { Link: `<${API}/pets?page=${page + 1}>; rel="next"` } : {}
      return HttpResponse.json([{ id: page, name: `Pet ${page}` }], { headers })
    }),
  )
  const pets = await requestList('/pets', { schema: petListSchema })
  expect(pets.map((p) => p.id)).toEqual([1, 2, 3])
})

test('a relative x-next header is followed', async () => {
  server.use(
    http.get(`${API}/pets`, ({ request: sent }) => {
      const cursor = new URL(sent.url).searchParams.get('cursor')
      return cursor
        ? HttpResponse.json([{ id: 2 }])
        : HttpResponse.json([{ id: 1 }], { headers: { 'x-next': 'pets?cursor=abc' } })
    }),
  )
  const pets = await requestList('/pets', { schema: petListSchema })
  expect(pets.map((p) => p.id)).toEqual([1, 2])
})

test('a server whose next link never ends is capped, not followed forever', async () => {
  let calls = 0
  server.use(
    http.get(`${API}/pets`, () => {
      calls++
      return HttpResponse.json([{ id: calls }], {
        headers: { Link: `<${API}/pets?page=${calls + 1}>; rel="next"` },
      })
    }),
  )
  const pets = await requestList('/pets', { schema: petListSchema })
  expect(calls).toBe(100)
  expect(pets).toHaveLength(100)
})

test('a next link that points back at a page already read stops the loop', async () => {
  let calls = 0
  server.use(
    http.get(`${API}/pets`, () => {
      calls++
      return HttpResponse.json([{ id: calls }], { headers: { 'x-next': `${API}/pets` } })
    }),
  )
  await requestList('/pets', { schema: petListSchema })
  expect(calls).toBe(1)
})

function captureRequests(): Request[] {
  const seen: Request[] = []
  server.use(
    http.get(`${API}/pets`, ({ request: sent }) => {
      seen.push(sent)
      return HttpResponse.json([])
    }),
  )
  return seen
}

test('the API key goes in the X-API-Key header by default', async () => {
  setApiKey('demo', 'secret-1', false)
  const seen = captureRequests()
  await request('/pets')
  expect(seen[0]?.headers.get('X-API-Key')).toBe('secret-1')
  expect(new URL(seen[0]?.url ?? '').search).toBe('')
})

test('the API key can go in a custom header, as a Bearer token or as a query parameter', async () => {
  setApiKey('demo', 'secret-2', true)
  const seen = captureRequests()

  saveSettings({ ...getSettings(), auth: { ...defaultAuth, headerName: 'X-Pet-Key' } })
  await request('/pets')
  expect(seen[0]?.headers.get('X-Pet-Key')).toBe('secret-2')

  saveSettings({ ...getSettings(), auth: { ...defaultAuth, placement: 'bearer' } })
  await request('/pets')
  expect(seen[1]?.headers.get('Authorization')).toBe('Bearer secret-2')
  expect(seen[1]?.headers.get('X-API-Key')).toBeNull()

  saveSettings({ ...getSettings(), auth: { ...defaultAuth, placement: 'query', queryName: 'key' } })
  await request('/pets')
  expect(new URL(seen[2]?.url ?? '').searchParams.get('key')).toBe('secret-2')
  expect(seen[2]?.headers.get('Authorization')).toBeNull()
})

test('no key header is sent when no key is saved', async () => {
  const seen = captureRequests()
  await request('/pets')
  expect(seen[0]?.headers.get('X-API-Key')).toBeNull()
})

test('the key is never sent to another origin named by a next link', async () => {
  setApiKey('demo', 'secret-3', false)
  const elsewhere: Request[] = []
  server.use(
    http.get(`${API}/pets`, () =>
      HttpResponse.json([{ id: 1 }], {
        headers: { Link: '<https://evil.example/v1/pets?page=2>; rel="next"' },
      }),
    ),
    http.get('https://evil.example/v1/pets', ({ request: sent }) => {
      elsewhere.push(sent)
      return HttpResponse.json([{ id: 2 }])
    }),
  )
  await requestList('/pets', { schema: petListSchema })
  expect(elsewhere).toHaveLength(1)
  expect(elsewhere[0]?.headers.get('X-API-Key')).toBeNull()
})

/** Every record the request log would get, until `stop`. */
function log() {
  const records: RequestRecord[] = []
  const stop = observeRequests((record) => records.push(record))
  return { records, stop, last: () => records.at(-1) }
}

test('the log hears how each call ended: timed out, cancelled, or failed with its reason', async () => {
  const { last, stop } = log()
  try {
    server.use(
      http.get(`${API}/pets`, async () => {
        await delay(2000)
        return HttpResponse.json([])
      }),
    )
    await failure(request('/pets', { timeoutMs: 20 }))
    expect(last()).toMatchObject({ error: 'timeout', status: null })
    const controller = new AbortController()
    controller.abort()
    await failure(request('/pets', { signal: controller.signal }))
    expect(last()).toMatchObject({ error: 'cancelled' })
    server.use(http.get(`${API}/pets`, () => HttpResponse.error()))
    await failure(request('/pets'))
    expect(last()).toMatchObject({ error: 'network error', networkReason: 'unreachable' })
  } finally {
    stop()
  }
})

test('a settled record has its timings; a silent call is heard by its own observer only', async () => {
  const { records, stop } = log()
  const own: RequestRecord[] = []
  await request('/pets', { silent: true, onRecord: (record) => own.push(record) })
  expect(records).toEqual([])
  expect(own.length).toBeGreaterThan(1)
  await request('/pets')
  stop()
  await request('/pets')
  const settled = records.at(-1)
  expect(records.map((record) => record.id)).toEqual(records.map(() => settled?.id))
  expect(settled?.durationMs).toBeGreaterThanOrEqual(0)
  expect(settled?.parseMs).toBeGreaterThanOrEqual(0)
  expect(settled?.parseMs).toBeLessThan(5000)
})

test('a transport set at start-up sends the calls until it is removed; removing an old one keeps the new', async () => {
  const sent: string[] = []
  const via =
    (name: string): Transport =>
    () =>
      Promise.resolve((url) => {
        sent.push(`${name} ${url}`)
        return Promise.resolve(HttpResponse.json([]))
      })
  const removeFirst = setTransport(via('first'))
  await request('/pets')
  const removeSecond = setTransport(via('second'))
  removeFirst()
  await request('/orders')
  removeSecond()
  expect(await request('/pets').then((response) => response.status)).toBe(200)
  expect(sent).toEqual([`first ${API}/pets`, `second ${API}/orders`])
})

test.each([
  [
    'unquoted, spaced',
    '<https://api.test/v1/pets?page=2> ; rel=next',
    'https://api.test/v1/pets?page=2',
  ],
  [
    'after other parameters',
    '</v1/pets?page=3>; type="json"; rel="next"',
    'https://api.test/v1/pets?page=3',
  ],
  ['only a previous page', '</v1/pets?page=1>; rel="prev"', null],
  ['that is not a URL', '<http://[>; rel="next"', null],
])('a Link header %s gives the next page', (_, link, next) => {
  expect(nextPageUrl(new Headers({ Link: link }), 'https://api.test/v1/pets?page=2')).toBe(next)
})
