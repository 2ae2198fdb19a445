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
