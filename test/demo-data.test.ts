// The demo's large dataset: the same records on every machine, made on first read, served intact.
import { createHash } from 'node:crypto'
import { stringifyJson } from '../src/api/json'
import { createDb } from '../src/mocks/db'
import { createHandlers, type LargeJson } from '../src/mocks/handlers'
import { dataset, largeOrders, largePets } from '../src/mocks/seed'
import { API, server, testDb } from './server'

const seededAt = 1_700_000_000_000
const digest = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 12)

test('the large set is the same 10,000 pets and 20,000 orders on every run', () => {
  const pets = largePets()
  const orders = largeOrders(seededAt)
  expect(pets).toHaveLength(10_000)
  expect(orders).toHaveLength(20_000)
  expect(orders[0]).toMatchObject({
    id: 1001,
    shipDate: expect.stringMatching(/^2023-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
  })
  // Digests of the set as first generated (eagerly, with Date#toISOString), so regenerating it
  // lazily, per collection and with cached date prefixes changed no record.
  expect(digest(pets)).toBe('f5a4aad8ebd0')
  expect(digest(orders)).toBe('21ad73b889ac')
  const seed = dataset('seed', seededAt)
  expect(digest(seed.pets)).toBe('c453b9232253')
  expect(digest(seed.orders)).toBe('df509954f93e')
})

test('a dataset makes each collection once, on first read', () => {
  const large = dataset('large', seededAt)
  const { orders } = large
  expect(large.orders).toBe(orders)
  expect(large.pets).toBe(large.pets)
  expect(large.orders).toEqual(largeOrders(seededAt))
})

test('a collection made in slices is the one made in one go, and a read mid-way finishes it', async () => {
  const sliced = dataset('large', seededAt)
  let pauses = 0
  await sliced.prepare('orders', () => {
    pauses++
    return Promise.resolve()
  })
  expect(pauses).toBeGreaterThan(1)
  expect(sliced.orders).toEqual(largeOrders(seededAt))

  const interrupted = dataset('large', seededAt)
  let readMidway: unknown[] = []
  await interrupted.prepare('pets', () => {
    if (readMidway.length === 0) readMidway = interrupted.pets
    return Promise.resolve()
  })
  expect(readMidway).toHaveLength(10_000)
  expect(interrupted.pets).toBe(readMidway)
  expect(interrupted.pets).toEqual(largePets())
})

test('a large demo db keeps added pets after the generated ones', () => {
  const db = createDb(null, () => seededAt)
  db.reset('large')
  db.addPet({ id: 2n ** 63n - 1n, name: 'Huge' })
  expect(db.pets).toHaveLength(10_001)
  expect(db.pets.at(-1)).toEqual({ id: 2n ** 63n - 1n, name: 'Huge' })
  expect(db.orders).toHaveLength(20_000)
  db.reset('seed')
  expect(db.pets).toHaveLength(25)
})

test('long lists are served as exactly the JSON of the whole list, bigint ids included', async () => {
  testDb.reset('large')
  testDb.addPet({ id: 2n ** 63n - 1n, name: 'Huge' })
  const orders = await fetch(`${API}/store/orders`)
  expect(orders.headers.get('Content-Type')).toBe('application/json')
  expect(await orders.text()).toBe(stringifyJson(testDb.orders))
  const pets = await (await fetch(`${API}/pets`)).text()
  expect(pets).toBe(stringifyJson(testDb.pets))
  expect(pets.endsWith(',{"id":9223372036854775807,"name":"Huge"}]')).toBe(true)
})

test('large lists made elsewhere (the browser uses a worker) are served with added pets appended', async () => {
  const db = createDb(null, () => seededAt)
  db.reset('large')
  db.addPet({ id: 2n ** 63n - 1n, name: 'Huge' })
  const asked: string[] = []
  const elsewhere: LargeJson = (collection, at) => {
    asked.push(`${collection}@${at}`)
    const list = collection === 'pets' ? largePets() : largeOrders(at)
    return Promise.resolve(new TextEncoder().encode(stringifyJson(list)))
  }
  server.use(...createHandlers(db, '*/demo-api/v1', elsewhere))
  expect(await (await fetch(`${API}/pets`)).text()).toBe(stringifyJson(db.pets))
  expect(await (await fetch(`${API}/store/orders`)).text()).toBe(stringifyJson(db.orders))
  expect(asked).toEqual([`pets@${seededAt}`, `orders@${seededAt}`])

  // When it fails, the handler makes the list itself.
  server.use(...createHandlers(db, '*/demo-api/v1', () => Promise.reject(new Error('no worker'))))
  expect(await (await fetch(`${API}/pets`)).text()).toBe(stringifyJson(db.pets))
})
