// @vitest-environment jsdom (the demo API's address comes from window.location)
// The contract check as functions: every response against openapi.yaml (status, content type, body
// shape, int64 range, required fields; unknown fields as notes), run in slices off the page's way
// (contract-check.test.tsx: the results in the request log).
import { expect, test, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { observeRequests, request } from '../src/api/client'
import { defaultAuth, saveSettings } from '../src/api/settings'
import { bundledContract } from '../src/features/contract/contract'
import { forgetContracts } from '../src/features/contract/live-contract'
import type { RequestRecord } from '../src/api/request-record'
import {
  checkQueued,
  checkRecord,
  type ContractResults,
} from '../src/features/contract/contract-check'
import { checkAgainstContract, type ContractResult } from '../src/features/contract/response-check'
import { runSliced } from '../src/lib/run-sliced'
import { createStore } from '../src/lib/store'
import { drain, lines, noteLines } from './contract-check-steps'
import { API, server } from './server'

test('a body that keeps the contract is OK, and names its operation', () => {
  const body = '[{"id":1,"name":"Rex","tag":"dog","status":"available"},{"id":2,"name":"Kit"}]'
  expect(drain({ body })).toEqual({
    operation: 'listPets',
    violations: [],
    violationCount: 0,
    notes: [],
    noteCount: 0,
    unchecked: [],
  })
  const pet = drain({
    url: `${API}/pets/9007199254740993`,
    body: '{"id":9007199254740993,"name":"Big"}',
  })
  expect(pet.operation).toBe('showPetById')
  expect(pet.violationCount).toBe(0)
})

test('each kind of violation is named by its JSON path', () => {
  const wrongType =
    '[{"id":1,"name":"a"},{"id":2,"name":"b"},{"id":3,"name":"c"},{"id":"7","name":"d"}]'
  expect(lines(drain({ body: wrongType }))).toEqual(['$[3].id: expected integer, got string "7"'])
  expect(lines(drain({ body: '[{"id":9223372036854775808,"name":"Huge"}]' }))).toEqual([
    '$[0].id: 9223372036854775808 is outside the int64 range',
  ])
  expect(lines(drain({ body: '[{"id":1}]' }))).toEqual(['$[0].name: required field missing'])
  expect(
    lines(
      drain({
        url: `${API}/store/orders`,
        body: '[{"id":1,"quantity":3000000000,"shipDate":"yesterday","complete":"no"}]',
      }),
    ),
  ).toEqual([
    '$[0].quantity: 3000000000 is outside the int32 range',
    '$[0].shipDate: expected a date-time (RFC 3339), got string "yesterday"',
    '$[0].complete: expected boolean, got string "no"',
  ])
  expect(lines(drain({ contentType: 'text/plain' }))).toEqual([
    'Content-Type: expected application/json, got text/plain',
  ])
  expect(lines(drain({ status: 418 }))).toEqual([
    'status: 418 is not a status of listPets (allowed: 200, 401, 403, 429, 5XX)',
  ])
  expect(lines(drain({ body: '{"pets":[]}' }))).toEqual(['$: expected array, got object'])
  expect(lines(drain({ status: 201, method: 'POST', body: '' }))).toEqual([
    '$: expected a body (application/json), got none',
  ])
  expect(lines(drain({ url: `${API}/stores` }))).toEqual([
    'status: the contract has no operation GET /stores',
  ])
})

test('the content type is compared without its parameters, case or spaces', () => {
  for (const contentType of [
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/json ;charset=UTF-8',
  ]) {
    expect(lines(drain({ contentType })), contentType).toEqual([])
  }
  expect(lines(drain({ contentType: null }))).toEqual([
    'Content-Type: expected application/json, got none',
  ])
  // The body is still checked against the contract's type, so both problems show at once.
  expect(lines(drain({ contentType: 'text/html', body: '{}' }))).toEqual([
    'Content-Type: expected application/json, got text/html',
    '$: expected array, got object',
  ])
})

test('a blank body is no body, and a body that is not JSON is said so', () => {
  expect(lines(drain({ status: 201, method: 'POST', body: ' \n' }))).toEqual([
    '$: expected a body (application/json), got none',
  ])
  expect(lines(drain({ body: '<html>' }))).toEqual(['$: the body is not valid JSON'])
  // Without the client's parse, the text is parsed int64-exactly.
  expect(lines(drain({ body: '[{"id":9223372036854775807,"name":"Max"}]' }))).toEqual([])
})

test('the path is read below the base URL and must match a template segment for segment', () => {
  expect(drain({ baseUrl: `${API}/`, url: `${API}/pets` }).operation).toBe('listPets')
  expect(drain({ baseUrl: `${API}//`, url: `${API}/pets` }).operation).toBe('listPets')
  expect(drain({ url: `${API}/pets?api_key=k` }).operation).toBe('listPets')
  expect(drain({ method: 'get', url: `${API}/pets/7`, body: '{"id":7,"name":"a"}' })).toMatchObject(
    { operation: 'showPetById', violationCount: 0 },
  )
  // A call outside the base URL is matched by its whole path.
  expect(drain({ url: 'https://api.example.com/pets' }).operation).toBe('listPets')
  expect(lines(drain({ url: API }))).toEqual(['status: the contract has no operation GET /'])
  expect(lines(drain({ url: `${API}/pets/7/photos` }))).toEqual([
    'status: the contract has no operation GET /pets/7/photos',
  ])
  expect(lines(drain({ url: `${API}/v2/pets/7` }))).toEqual([
    'status: the contract has no operation GET /v2/pets/7',
  ])
  expect(lines(drain({ method: 'DELETE', url: `${API}/pets` }))).toEqual([
    'status: the contract has no operation DELETE /pets',
  ])
})

test('a status range (5XX) covers its statuses only; no status at all is not allowed', () => {
  expect(drain({ status: 599, body: '{"message":"Down"}' }).violationCount).toBe(0)
  expect(lines(drain({ status: 0 }))).toEqual([
    'status: 0 is not a status of listPets (allowed: 200, 401, 403, 429, 5XX)',
  ])
  expect(lines(drain({ status: 600, body: '{"message":"Down"}' }))).toEqual([
    'status: 600 is not a status of listPets (allowed: 200, 401, 403, 429, 5XX)',
  ])
})

test('unknown fields are notes, not violations; error statuses are checked as Error bodies', () => {
  const result = drain({ body: '[{"id":1,"name":"Rex","microchip":"A-1"}]' })
  expect(result.violationCount).toBe(0)
  expect(noteLines(result)).toEqual(['$[0].microchip: field not in the contract'])
  expect(drain({ status: 503, body: '{"message":"Down"}' }).violationCount).toBe(0)
  expect(lines(drain({ status: 401, body: '{"error":"nope"}' }))).toEqual([
    '$.message: required field missing',
  ])
})

test('a list with many violations keeps the first 50 and counts them all', () => {
  const pets = Array.from({ length: 120 }, (_, id) => ({ id: String(id), name: 'x' }))
  const result = drain({ body: JSON.stringify(pets) })
  expect(result.violationCount).toBe(120)
  expect(result.violations).toHaveLength(50)
})

test('a 20,000-order body is checked in steps, and the runner gives the page the thread back', async () => {
  const orders = Array.from({ length: 20_000 }, (_, index) => ({
    id: index + 1,
    petId: 1,
    quantity: 1,
    shipDate: '2026-11-20T10:00:00Z',
    complete: false,
  }))
  const task = checkAgainstContract({
    method: 'GET',
    url: `${API}/store/orders`,
    baseUrl: API,
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(orders),
    parsedBody: orders,
  })
  let steps = 0
  let step = task.next()
  for (; !step.done; step = task.next()) steps++
  expect(step.value.violationCount).toBe(0)
  // A pause point at least every 250 orders: never one uninterrupted pass over the body.
  expect(steps).toBeGreaterThanOrEqual(80)

  // The runner hands the thread back once a slice has taken its time.
  function* busy() {
    for (let i = 0; i < 6; i++) {
      const until = performance.now() + 5
      while (performance.now() < until);
      yield
    }
    return 'done'
  }
  let givenBack = 0
  const result = await runSliced(busy(), async () => {
    givenBack++
  })
  expect(result).toBe('done')
  expect(givenBack).toBeGreaterThanOrEqual(2)
})

test('the demo API keeps the contract in every answer the console asks for', async () => {
  const records: RequestRecord[] = []
  const stop = observeRequests((record) => {
    // Once each, as it settles; the emit after parsing only adds the parse time.
    if (record.status !== null && record.parseMs === null) records.push(record)
  })
  await request('/pets')
  await request('/pets/1')
  await request('/store/orders')
  await request('/pets', { method: 'POST', body: { id: 4242, name: 'Contract', status: 'sold' } })
  await request('/pets/999999').catch(() => undefined)
  await request('/pets', { method: 'POST', body: { id: 1, name: 'Twin' } }).catch(() => undefined)
  stop()
  const results = await Promise.all(records.map((record) => checkRecord(record)))
  expect(results.map((result) => [result.operation, lines(result)])).toEqual([
    ['listPets', []],
    ['showPetById', []],
    ['listOrders', []],
    ['createPet', []],
    ['showPetById', []],
    ['createPet', []],
  ])
})

test('a check that throws is reported as the one violation, instead of breaking the log', async () => {
  const result = await checkRecord({
    environment: 'demo',
    method: 'GET',
    url: 'not a url',
    baseUrl: API,
    status: 200,
    responseHeaders: {},
    responseBody: '[]',
    parsedBody: [],
  })
  expect(result).toMatchObject({ operation: null, violationCount: 1, notes: [], noteCount: 0 })
  expect(lines(result)).toEqual(['$: the check failed: Invalid URL'])
  expect(result.unchecked).toEqual([])
})

test('queued calls are checked in turn into the results, which keep the newest 400', async () => {
  const record = (id: number, url: string) =>
    ({
      id,
      environment: 'demo',
      method: 'GET',
      url,
      baseUrl: API,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '[]',
      parsedBody: undefined,
    }) as unknown as RequestRecord
  const old = new Map(Array.from({ length: 400 }, (_, id) => [id, drain({})]))
  const results = createStore<ContractResults>(old)
  const queue = [record(400, `${API}/pets`), record(401, `${API}/stores`)]
  await checkQueued(queue, results)
  expect(queue).toEqual([])
  const kept = results.get()
  expect(kept.size).toBe(400)
  expect(kept.has(0)).toBe(false)
  expect(kept.has(1)).toBe(false)
  expect(kept.has(2)).toBe(true)
  expect(kept.get(400)?.operation).toBe('listPets')
  expect(lines(kept.get(401) as ContractResult)).toEqual([
    'status: the contract has no operation GET /stores',
  ])
})

test('a call with no status or body is checked as status 0 and an empty body', async () => {
  const call = {
    environment: 'demo' as const,
    method: 'GET',
    url: `${API}/pets`,
    baseUrl: API,
    status: 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: null,
    parsedBody: undefined,
  }
  expect(lines(await checkRecord(call))).toEqual([
    '$: expected a body (application/json), got none',
  ])
  expect(lines(await checkRecord({ ...call, status: null, responseBody: '[]' }))).toEqual([
    'status: 0 is not a status of listPets (allowed: 200, 401, 403, 429, 5XX)',
  ])
})

test('where the browser has requestIdleCallback, each queued check waits for it, 1 s at most', async () => {
  const waiting: { run: () => void; options: unknown }[] = []
  vi.stubGlobal('requestIdleCallback', (run: () => void, options: unknown) => {
    waiting.push({ run, options })
    return waiting.length
  })
  try {
    const results = createStore<ContractResults>(new Map())
    const call = {
      id: 1,
      environment: 'demo',
      method: 'GET',
      url: `${API}/pets`,
      baseUrl: API,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '[]',
      parsedBody: [],
    } as unknown as RequestRecord
    const done = checkQueued([call], results)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(results.get().size).toBe(0)
    // Under test/setup.ts the app's own check of the earlier tests' calls may be waiting too.
    expect(waiting.length).toBeGreaterThan(0)
    for (const { run, options } of waiting) {
      expect(options).toEqual({ timeout: 1000 })
      run()
    }
    await done
    expect(results.get().get(1)?.operation).toBe('listPets')
  } finally {
    vi.unstubAllGlobals()
  }
})

test('a call is checked against its environment’s own contract, once it is read', async () => {
  const url = 'http://localhost:3000/contracts/own.json'
  const own = structuredClone(bundledContract())
  delete own.paths['/store/orders']
  server.use(http.get(url, () => HttpResponse.json(own)))
  saveSettings({ environment: 'demo', customBaseUrl: '', auth: defaultAuth, contractUrl: url })
  try {
    const result = await checkRecord({
      environment: 'demo',
      method: 'GET',
      url: `${API}/store/orders`,
      baseUrl: API,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '[]',
      parsedBody: [],
    })
    expect(lines(result)).toEqual(['status: the contract has no operation GET /store/orders'])
  } finally {
    forgetContracts()
  }
})
