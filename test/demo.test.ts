// @vitest-environment jsdom (the demo API's address comes from window.location)
// Putting the demo in a state (a tour step, a shared link): controls, then the dataset if it differs,
// and no pet store answer cached from before is shown without a new call.
import { http, HttpResponse } from 'msw'
import { QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query'
import { act, render, renderHook, screen, within } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
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
  useDemoControls,
  useResetDemoData,
} from '../src/api/demo'
import type { DemoState } from '../src/api/demo-contract'
import { createQueryClient } from '../src/api/query-client'
import { setApiKey } from '../src/api/settings'
import { Toasts } from '../src/lib/toasts'
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

/** The hooks the demo controls use, under `client`, beside the toasts they tell failures in. */
function renderDemoHooks(client: QueryClient) {
  render(createElement(Toasts))
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  return renderHook(() => ({ controls: useDemoControls(), reset: useResetDemoData() }), { wrapper })
}

/** The pet list on screen: how many times it has been asked for. */
function petListOnScreen(client: QueryClient) {
  const asked = { count: 0 }
  const ask = () => ++asked.count
  const observer = new QueryObserver(client, {
    queryKey: ['pets', 'list'],
    queryFn: ask,
    staleTime: Infinity,
  })
  return { asked, stop: observer.subscribe(() => {}) }
}

test('a control changes on screen at once, then as the demo answers, and the page on screen asks again', async () => {
  const client = createQueryClient({ retry: false })
  const before = await client.fetchQuery(demoQueries.state())
  const { result } = renderDemoHooks(client)
  const list = petListOnScreen(client)
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  server.use(http.put(`${API}/_demo/controls`, () => answered.then(() => undefined)))
  try {
    await vi.waitFor(() => expect(list.asked.count).toBe(1))
    act(() => result.current.controls.mutate({ latencyMs: 300 }))
    // Before the demo answers: the other controls as they were.
    await vi.waitFor(() =>
      expect(client.getQueryData(demoKeys.state())).toEqual({
        ...before,
        controls: { ...before.controls, latencyMs: 300 },
      }),
    )
    answer()
    await vi.waitFor(() => expect(result.current.controls.isSuccess).toBe(true))
    expect(client.getQueryData(demoKeys.state())).toEqual(result.current.controls.data)
    expect(testDb.controls.latencyMs).toBe(300)
    await vi.waitFor(() => expect(list.asked.count).toBe(2))
  } finally {
    list.stop()
  }
  expect(screen.queryByText(/did not change/)).toBeNull()
})

test('controls the demo refuses are said in a toast, worded when shown, and its state is asked again', async () => {
  server.use(
    http.put(`${API}/_demo/controls`, () => HttpResponse.json({ message: 'no' }, { status: 400 })),
  )
  const client = clientWithAnswers()
  await client.fetchQuery(demoQueries.state())
  const { result } = renderDemoHooks(client)
  act(() => result.current.controls.mutate({ latencyMs: 300 }))
  await vi.waitFor(() => expect(result.current.controls.isError).toBe(true))
  expect(await screen.findByText(/^The demo controls did not change: .*no/)).toBeTruthy()
  // An error: said at once, not with the polite notes of the status region.
  expect(within(screen.getByRole('status')).queryByText(/did not change/)).toBeNull()
  expect(client.getQueryState(demoKeys.state())?.isInvalidated).toBe(true)
  // The demo still answers as before: the pet store's answers stand.
  expect(stale(client, ['pets', 'list'])).toBe(false)
})

test('another dataset is kept as the demo’s state, and the page on screen asks again; a refusal is a toast', async () => {
  const client = createQueryClient({ retry: false })
  const { result } = renderDemoHooks(client)
  const list = petListOnScreen(client)
  try {
    await vi.waitFor(() => expect(list.asked.count).toBe(1))
    act(() => result.current.reset.mutate('large'))
    await vi.waitFor(() => expect(result.current.reset.isSuccess).toBe(true))
    expect(client.getQueryData(demoKeys.state())).toMatchObject({ dataset: 'large' })
    await vi.waitFor(() => expect(list.asked.count).toBe(2))
  } finally {
    list.stop()
  }
  expect(screen.queryByText(/The demo data did not change/)).toBeNull()
  server.use(
    http.post(`${API}/_demo/reset`, () => HttpResponse.json({ message: 'no' }, { status: 400 })),
  )
  act(() => result.current.reset.mutate('seed'))
  await vi.waitFor(() => expect(result.current.reset.isError).toBe(true))
  expect(await screen.findByText(/^The demo data did not change: .*no/)).toBeTruthy()
  // An error: said at once, not with the polite notes of the status region.
  expect(within(screen.getByRole('status')).queryByText(/did not change/)).toBeNull()
})
