// Without index.html's early start (the dev server), the API gate starts the large demo set's
// worker as the app starts: only for the large set, and only for the lists the opened page asks for.
import { afterEach, expect, test, vi } from 'vitest'

const posted: { collection: string; seededAt: number }[] = []

vi.mock('../src/mocks/large-json-worker?worker', () => ({
  default: class {
    onmessage: unknown = null
    onerror: unknown = null
    postMessage(message: { collection: string; seededAt: number }) {
      posted.push({ collection: message.collection, seededAt: message.seededAt })
    }
    terminate() {}
  },
}))

afterEach(() => {
  posted.length = 0
  localStorage.clear()
  vi.resetModules()
})

function storeDemo(dataset: 'seed' | 'large') {
  localStorage.setItem(
    'petstore.demo.v1',
    JSON.stringify({ dataset, seededAt: 1_700_000_000_000, added: [] }),
  )
}

test('with the large set stored, the orders page starts making orders, then pets, once', async () => {
  storeDemo('large')
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('orders-list')
  prefetchLargeLists('orders-list')
  expect(posted).toEqual([
    { collection: 'orders', seededAt: 1_700_000_000_000 },
    { collection: 'pets', seededAt: 1_700_000_000_000 },
  ])
})

test("a pet's page needs only the orders (its own pet comes by id); settings needs neither", async () => {
  storeDemo('large')
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('settings')
  prefetchLargeLists(undefined)
  expect(posted).toEqual([])
  prefetchLargeLists('pet-detail')
  expect(posted.map((p) => p.collection)).toEqual(['orders'])
})

test('with the seed set, or nothing stored, no worker starts', async () => {
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('orders-list')
  storeDemo('seed')
  prefetchLargeLists('orders-list')
  expect(posted).toEqual([])
})
