// @vitest-environment jsdom (the demo API's address comes from window.location)
// Putting the demo in a state (a tour step, a shared link): controls, then the dataset if it differs,
// and no pet store answer cached from before is shown without a new call.
import { http, HttpResponse } from 'msw'
import { QueryObserver } from '@tanstack/react-query'
import { expect, test, vi } from 'vitest'
import { observeRequests } from '../src/api/client'
import {
  applyDemo,
  datasetChanged,
  demoKeys,
  demoQueries,
  loadReplay,
  resetDemoData,
  updateDemoControls,
} from '../src/api/demo'
import type { DemoState } from '../src/api/demo-contract'
import { createQueryClient } from '../src/api/query-client'
import { setApiKey } from '../src/api/settings'
import { API, server, testDb } from './server'

/** A client holding a pet list and an order list from before, with the second one on screen. */
function clientWithAnswers() {
  const client = createQueryClient({ retry: false })
  client.setQueryData(['pets', 'list'], [])
  client.setQueryData(['orders', 'list'], [])
  return client
}
const stale = (client: ReturnType<typeof createQueryClient>, key: readonly string[]) =>
  client.getQueryState(key)?.isInvalidated

test('applying controls and another dataset changes the demo, keeps its state, and stales every answer', async () => {
  const client = clientWithAnswers()
  await applyDemo(client, { latencyMs: 300, forceStatus: 503 }, 'large')
  expect(testDb.controls).toMatchObject({ latencyMs: 300, forceStatus: 503 })
  expect(testDb.dataset).toBe('large')
  const state = client.getQueryData<DemoState>(demoKeys.state())
  expect(state).toMatchObject({ dataset: 'large', controls: { latencyMs: 300 } })
  expect(state?.pets).toBe(testDb.pets.length)
  expect(stale(client, ['pets', 'list'])).toBe(true)
  expect(stale(client, ['orders', 'list'])).toBe(true)
  expect(stale(client, demoKeys.state())).toBe(false)
})

test('without controls the demo is asked for its state; the same dataset is not reset', async () => {
  testDb.addPet({ id: 4242, name: 'Kept' })
  const client = clientWithAnswers()
  let resets = 0
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/_demo/reset')) resets++
  })
  await applyDemo(client, {}, 'seed')
  server.events.removeAllListeners()
  expect(resets).toBe(0)
  expect(testDb.pets.at(-1)).toEqual({ id: 4242, name: 'Kept' })
  expect(client.getQueryData<DemoState>(demoKeys.state())?.dataset).toBe('seed')
})

test('controls the demo refuses are left as they are, and the dataset still changes', async () => {
  server.use(
    http.put(`${API}/_demo/controls`, () => HttpResponse.json({ message: 'no' }, { status: 400 })),
  )
  const client = clientWithAnswers()
  await applyDemo(client, { latencyMs: 300 }, 'large', 'none')
  expect(testDb.controls.latencyMs).toBe(0)
  expect(testDb.dataset).toBe('large')
  expect(stale(client, ['pets', 'list'])).toBe(true)
})

test('the demo’s own calls: its state, a reset, a recording, and the state kept after a change', async () => {
  const client = clientWithAnswers()
  expect(await client.fetchQuery(demoQueries.state())).toMatchObject({ dataset: 'seed' })
  const large = await resetDemoData('large')
  expect(large.dataset).toBe('large')
  await datasetChanged(client, large)
  expect(client.getQueryData(demoKeys.state())).toEqual(large)
  expect(stale(client, ['orders', 'list'])).toBe(true)
  const replay = await loadReplay({
    name: 'one call',
    calls: [{ method: 'GET', path: '/pets', status: 200, headers: {}, body: '[]', timeMs: 0 }],
  })
  expect(replay).toMatchObject({ dataset: 'replay', replay: { name: 'one call', calls: 1 } })
})

test('the page on screen asks again after a change; with none, that is left to the next page', async () => {
  const client = createQueryClient({ retry: false })
  let calls = 0
  const countCall = () => ++calls
  const observer = new QueryObserver(client, {
    queryKey: ['pets', 'list'],
    queryFn: countCall,
    staleTime: Infinity,
  })
  const unsubscribe = observer.subscribe(() => {})
  try {
    await vi.waitFor(() => expect(calls).toBe(1))
    await applyDemo(client, {}, undefined, 'none')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toBe(1)
    await applyDemo(client, {})
    await vi.waitFor(() => expect(calls).toBe(2))
    await datasetChanged(client, await resetDemoData('large'))
    await vi.waitFor(() => expect(calls).toBe(3))
  } finally {
    unsubscribe()
  }
})

test('the demo’s own calls stay out of the request log', async () => {
  const heard: unknown[] = []
  const stop = observeRequests((record) => heard.push(record))
  try {
    await updateDemoControls({ latencyMs: 0 })
    await resetDemoData('seed')
  } finally {
    stop()
  }
  expect(heard).toEqual([])
})

test('the demo’s own calls go to its address without a key, even with one saved for Demo', async () => {
  setApiKey('demo', 'demo-key', false)
  const seen: Request[] = []
  server.events.on('request:start', ({ request }) => seen.push(request))
  try {
    await updateDemoControls({ latencyMs: 0 })
  } finally {
    server.events.removeAllListeners()
  }
  expect(seen.map((r) => r.url)).toEqual([`${API}/_demo/controls`])
  expect(seen[0]?.headers.get('X-API-Key')).toBeNull()
})
