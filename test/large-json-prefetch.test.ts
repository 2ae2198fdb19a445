// The API gate starts the large demo set's worker as the app starts: only for the large set, and
// only for the lists the opened page asks for.
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

test('with the large set stored, /orders starts making pets and orders, once', async () => {
  storeDemo('large')
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('/orders')
  prefetchLargeLists('/orders')
  expect(posted).toEqual([
    { collection: 'pets', seededAt: 1_700_000_000_000 },
    { collection: 'orders', seededAt: 1_700_000_000_000 },
  ])
})

test('/pets/7 needs only pets; settings needs neither', async () => {
  storeDemo('large')
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('/settings')
  expect(posted).toEqual([])
  prefetchLargeLists('/pets/7')
  expect(posted.map((p) => p.collection)).toEqual(['pets'])
})

test('with the seed set, or nothing stored, no worker starts', async () => {
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('/orders')
  storeDemo('seed')
  prefetchLargeLists('/orders')
  expect(posted).toEqual([])
})
