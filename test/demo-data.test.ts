// @vitest-environment node
// The demo's data: the same records on every machine, persisted as little as possible.
import { createHash } from 'node:crypto'
import { getResponse } from 'msw'
import { expect, test } from 'vitest'
import { stringifyJson } from '../src/lib/json'
import { createDb } from '../src/mocks/db'
import { createHandlers } from '../src/mocks/handlers'
import { dataset } from '../src/mocks/seed'
import { API, testDb } from './server'

const seededAt = 1_700_000_000_000
const digest = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 12)

test('the seed and the large set are the same records on every run', () => {
  const large = dataset('large', seededAt)
  expect(large.pets).toHaveLength(10_000)
  expect(large.orders).toHaveLength(20_000)
  expect(large.orders[0]).toMatchObject({
    id: 1001,
    shipDate: expect.stringMatching(/^2023-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
  })
  // Digests of the sets as first generated: a change to the generator changes the demo's data.
  expect(digest(large.pets)).toBe('f5a4aad8ebd0')
  expect(digest(large.orders)).toBe('21ad73b889ac')
  const seed = dataset('seed', seededAt)
  expect(digest(seed.pets)).toBe('c453b9232253')
  expect(digest(seed.orders)).toBe('df509954f93e')
})

test('a large demo db keeps added pets after the generated ones', () => {
  const db = createDb(null, { now: () => seededAt })
  db.reset('large')
  db.addPet({ id: 2n ** 63n - 1n, name: 'Huge' })
  expect(db.pets).toHaveLength(10_001)
  expect(db.pets.at(-1)).toEqual({ id: 2n ** 63n - 1n, name: 'Huge' })
  expect(db.orders).toHaveLength(20_000)
  db.reset('seed')
  expect(db.pets).toHaveLength(25)
})

test('lists are served as exactly the JSON of the whole list, bigint ids included', async () => {
  testDb.reset('large')
  testDb.addPet({ id: 2n ** 63n - 1n, name: 'Huge' })
  const orders = await fetch(`${API}/store/orders`)
  expect(orders.headers.get('Content-Type')).toBe('application/json')
  expect(await orders.text()).toBe(stringifyJson(testDb.orders))
  const pets = await (await fetch(`${API}/pets`)).text()
  expect(pets).toBe(stringifyJson(testDb.pets))
  expect(pets.endsWith(',{"id":9223372036854775807,"name":"Huge"}]')).toBe(true)
})

test('the stored record is only dataset, time, added pets and controls, and a reload restores it', () => {
  const stored = new Map<string, string>()
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  const db = createDb(storage, { key: 'demo', now: () => seededAt })
  db.reset('large')
  db.addPet({ id: 10_001, name: 'Kept' })
  db.setControls({ latencyMs: 800 })
  expect(stored.get('demo')?.length).toBeLessThan(300)
  const reloaded = createDb(storage, { key: 'demo', now: () => seededAt + 1 })
  expect(reloaded.dataset).toBe('large')
  expect(reloaded.pets.at(-1)).toEqual({ id: 10_001, name: 'Kept' })
  expect(reloaded.orders).toEqual(db.orders)
  expect(reloaded.controls.latencyMs).toBe(800)
})

test('a status forced for a number of calls counts down in storage, so a reload does not revive it', async () => {
  const stored = new Map<string, string>()
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  const db = createDb(storage, { key: 'demo', now: () => seededAt })
  const handlers = createHandlers(db, 'http://demo.test/v1')
  const listPets = async () =>
    (await getResponse(handlers, new Request('http://demo.test/v1/pets')))?.status
  db.setControls({ forceStatus: 500, forceCalls: 2 })
  expect(await listPets()).toBe(500)
  expect(createDb(storage, { key: 'demo' }).controls).toMatchObject({ forceCalls: 1 })
  expect(await listPets()).toBe(500)
  expect(createDb(storage, { key: 'demo' }).controls).toMatchObject({
    forceStatus: null,
    forceCalls: null,
  })
  expect(await listPets()).toBe(200)
})

test('seeded times hold for the day: a reload, another db the same day, until a reset', () => {
  const stored = new Map<string, string>()
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  const morning = Date.parse('2026-11-20T08:10:00Z')
  const first = createDb(storage, { key: 'demo', now: () => morning })
  // `npm run api` started later the same day, with nothing stored: the same ship dates.
  const server = createDb(null, { now: () => morning + 7 * 3_600_000 })
  expect(server.orders).toEqual(first.orders)
  // A reload the next day keeps them; only a reset moves them.
  const nextDay = () => morning + 86_400_000
  const reloaded = createDb(storage, { key: 'demo', now: nextDay })
  expect(reloaded.orders).toEqual(first.orders)
  reloaded.reset()
  expect(reloaded.orders).not.toEqual(first.orders)
  expect(reloaded.orders).toEqual(createDb(null, { now: nextDay }).orders)
})

test('a stored Replay recording that no longer fits the schema is dropped, not played', () => {
  const stored = new Map<string, string>([
    ['demo', JSON.stringify({ dataset: 'replay', seededAt, added: [], controls: {} })],
    ['demo:replay', JSON.stringify({ name: 'edited', calls: [{ method: 'GET' }] })],
  ])
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  const db = createDb(storage, { key: 'demo', now: () => seededAt })
  expect(db.dataset).toBe('seed')
  expect(db.pets).toHaveLength(25)
})

/** Web Storage as a map, counting the writes. */
function memoryStorage(entries: [string, string][] = []) {
  const stored = new Map(entries)
  const writes: string[] = []
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(key)
      stored.set(key, value)
    },
  }
  return { stored, writes, storage }
}

const storedRecord = (controls: string) =>
  `{"dataset":"seed","seededAt":${seededAt},"added":[],"controls":${controls}}`

test.each([
  [
    'past their ends, a count rounded',
    '{"latencyMs":99999,"failureRate":-3,"forceStatus":500,"forceCalls":2.6,"offline":true}',
    { latencyMs: 5000, failureRate: 0, forceStatus: 500, forceCalls: 3, offline: true },
  ],
  [
    'not finite, text, a status that cannot be forced',
    '{"latencyMs":1e999,"failureRate":"50","forceStatus":418,"forceCalls":3,"offline":"yes"}',
    { latencyMs: 0, failureRate: 0, forceStatus: null, forceCalls: null, offline: false },
  ],
  [
    'a count as text',
    '{"latencyMs":-1e999,"failureRate":100,"forceStatus":503,"forceCalls":"3"}',
    { latencyMs: 0, failureRate: 100, forceStatus: 503, forceCalls: null, offline: false },
  ],
  [
    'a count of none',
    '{"forceStatus":500,"forceCalls":0}',
    { latencyMs: 0, failureRate: 0, forceStatus: 500, forceCalls: null, offline: false },
  ],
  [
    'a count without a status',
    '{"forceStatus":null,"forceCalls":3}',
    { latencyMs: 0, failureRate: 0, forceStatus: null, forceCalls: null, offline: false },
  ],
  [
    'not an object',
    '"loud"',
    { latencyMs: 0, failureRate: 0, forceStatus: null, forceCalls: null, offline: false },
  ],
])('stored controls %s are read as the demo can use them', (_, controls, expected) => {
  const { storage } = memoryStorage([['demo', storedRecord(controls)]])
  expect(createDb(storage, { key: 'demo' }).controls).toEqual(expected)
})

test.each([
  ['not JSON', '{"dataset":'],
  ['not an object', '0'],
  ['added pets that are not a list', `{"seededAt":${seededAt},"added":"Rex"}`],
  ['a time of seeding that is not a number', '{"seededAt":"yesterday","added":[]}'],
])('a stored record that is %s is a fresh start, written over', (_, text) => {
  const { stored, storage } = memoryStorage([['demo', text]])
  const now = () => Date.parse('2026-11-20T08:10:00Z')
  const db = createDb(storage, { key: 'demo', now })
  expect(db.dataset).toBe('seed')
  expect(db.pets).toHaveLength(25)
  expect(db.orders).toEqual(createDb(null, { now }).orders)
  expect(JSON.parse(stored.get('demo') ?? 'null')).toMatchObject({
    dataset: 'seed',
    seededAt: Date.parse('2026-11-20T00:00:00Z'),
    added: [],
  })
})

test('a stored dataset this version does not know is the seed, with the pets added to it', () => {
  const { storage } = memoryStorage([
    ['demo', `{"dataset":"huge","seededAt":${seededAt},"added":[{"id":26,"name":"Kept"}]}`],
  ])
  const db = createDb(storage, { key: 'demo' })
  expect(db.dataset).toBe('seed')
  expect(db.pets).toHaveLength(26)
  expect(db.pets.at(-1)).toEqual({ id: 26, name: 'Kept' })
})

test('stored added pets that are not pets are dropped: the demo answers 404 for a missing one, not 500', async () => {
  const { storage } = memoryStorage([
    ['demo', `{"seededAt":${seededAt},"added":[null,5,{"name":"No id"},{"id":26,"name":"Kept"}]}`],
  ])
  const db = createDb(storage, { key: 'demo' })
  expect(db.pets).toHaveLength(26)
  expect(db.pets.at(-1)).toEqual({ id: 26, name: 'Kept' })
  const request = new Request('http://localhost/demo-api/v1/pets/99')
  const answer = await getResponse(createHandlers(db, '*/demo-api/v1'), request)
  expect(answer?.status).toBe(404)
})

test('a first start is the seed, written once under petstore:demo; a reload writes nothing', () => {
  const { writes, storage } = memoryStorage()
  const first = createDb(storage, { now: () => seededAt })
  expect(first.dataset).toBe('seed')
  expect(first.pets).toHaveLength(25)
  expect(first.replay).toBeNull()
  expect(writes).toEqual(['petstore:demo'])
  const reloaded = createDb(storage, { now: () => seededAt + 1 })
  expect(reloaded.pets).toEqual(first.pets)
  expect(writes).toEqual(['petstore:demo'])
})

test('clearing a forced status clears its count', () => {
  const db = createDb(null)
  db.setControls({ forceStatus: 503, forceCalls: 3 })
  expect(db.setControls({ forceStatus: null })).toEqual({
    latencyMs: 0,
    failureRate: 0,
    forceStatus: null,
    forceCalls: null,
    offline: false,
  })
})

test('a Replay recording is stored beside the record and played after a reload; none is the seed', async () => {
  const { stored, storage } = memoryStorage()
  const db = createDb(storage, { key: 'demo', now: () => seededAt })
  db.reset('replay')
  expect(db.dataset).toBe('seed')
  const recording = {
    name: 'shop.har',
    calls: [{ method: 'get', path: '/pets', status: 200, headers: {}, body: '[]', timeMs: 4 }],
  }
  await db.setReplay(recording)
  expect(db.dataset).toBe('replay')
  expect(JSON.parse(stored.get('demo:replay') ?? 'null')).toEqual(recording)
  const reloaded = createDb(storage, { key: 'demo', now: () => seededAt })
  expect(reloaded.dataset).toBe('replay')
  expect(reloaded.replay).toEqual({
    name: 'shop.har',
    calls: [{ ...recording.calls[0], method: 'GET' }],
  })
  // The records behind a recording stay the seed's.
  expect(reloaded.pets).toHaveLength(25)
})

test('a stored Replay recording that is not JSON is no recording', () => {
  const { storage } = memoryStorage([['demo:replay', '{"name":']])
  expect(createDb(storage, { key: 'demo' }).replay).toBeNull()
})
