// The large demo set's worker: index.html's early start (large-json-early.ts), run as the build
// ships it (its source text alone); large-json.ts taking over what it started; and, without the
// early start (the dev server), the API gate's prefetch of the lists the opened page asks for.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { routeTable, type PageName } from '../src/app/route-table'
import { createDb } from '../src/mocks/db'
import { largeListsByPage, startLargeJsonEarly } from '../src/mocks/large-json-early'
import type { LargeJsonRequest } from '../src/mocks/large-json-worker'
import { renderApp } from './render'
import { server } from './server'

const SEEDED_AT = 1_700_000_000_000

class FakeWorker {
  static started: FakeWorker[] = []
  posted: LargeJsonRequest[] = []
  terminated = false
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this)
  }
  postMessage(message: LargeJsonRequest) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
  reply(id: number, text: string) {
    this.onmessage?.({ data: { id, bytes: new TextEncoder().encode(text).buffer } })
  }
}

vi.mock('../src/mocks/large-json-worker?worker', () => ({ default: FakeWorker }))

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker)
})

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.started = []
  localStorage.clear()
  delete window.petstoreShellRoute
  delete window.petstoreLargeJson
  vi.resetModules()
})

const listsByRoute = routeTable.map(({ page }) => largeListsByPage[page] ?? [])
const routeOf = (page: string) => routeTable.findIndex((route) => route.page === page)

/** The inline script as index.html runs it: its source text alone, no module scope. */
function runInlineScript(page: string) {
  window.petstoreShellRoute = routeOf(page)
  const script = new Function(
    `return (${String(startLargeJsonEarly)})`,
  )() as typeof startLargeJsonEarly
  script('/assets/large-json-worker-abc.js', listsByRoute)
}

/** Stores the demo data the way the demo API does (db.ts), so a renamed key fails here. */
function storeDataset(dataset: 'seed' | 'large') {
  createDb(localStorage, () => SEEDED_AT).reset(dataset)
}

test('with the large set stored, the orders page starts one worker on orders, then pets', () => {
  storeDataset('large')
  runInlineScript('orders-list')
  expect(FakeWorker.started).toHaveLength(1)
  const [worker] = FakeWorker.started
  expect(worker?.url).toBe('/assets/large-json-worker-abc.js')
  expect(worker?.options).toEqual({ type: 'module' })
  expect(worker?.posted).toEqual([
    { id: 1, collection: 'orders', seededAt: SEEDED_AT },
    { id: 2, collection: 'pets', seededAt: SEEDED_AT },
  ])
  expect(window.petstoreLargeJson?.asked).toEqual(worker?.posted)
})

test('no worker for the seed set, nothing stored, a page without lists, or bad storage', () => {
  runInlineScript('orders-list')
  storeDataset('seed')
  runInlineScript('orders-list')
  storeDataset('large')
  runInlineScript('settings')
  localStorage.setItem('petstore.demo.v1', '{not json')
  runInlineScript('orders-list')
  expect(FakeWorker.started).toEqual([])
  expect(window.petstoreLargeJson).toBeUndefined()
})

test('no worker when Settings has another environment live', async () => {
  storeDataset('large')
  const { getSettings, saveSettings } = await import('../src/config/settings')
  saveSettings({ ...getSettings(), environment: 'custom', customBaseUrl: 'https://api.test/v1' })
  runInlineScript('orders-list')
  expect(FakeWorker.started).toEqual([])
  saveSettings({ ...getSettings(), environment: 'demo' })
  runInlineScript('orders-list')
  expect(FakeWorker.started).toHaveLength(1)
})

test('large-json.ts takes the worker over: replies before and after, and new lists on it', async () => {
  storeDataset('large')
  runInlineScript('orders-list')
  const [worker] = FakeWorker.started
  if (!worker) throw new Error('a worker')
  worker.reply(1, '["orders"]')
  const { largeJson } = await import('../src/mocks/large-json')
  expect(window.petstoreLargeJson).toBeUndefined()
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
  expect(decode(await largeJson('orders', SEEDED_AT))).toBe('["orders"]')
  const pets = largeJson('pets', SEEDED_AT)
  worker.reply(2, '["pets"]')
  expect(decode(await pets)).toBe('["pets"]')
  // Another seeding is a new request, on the same worker, under a new id.
  void largeJson('orders', SEEDED_AT + 1)
  expect(worker.posted.at(-1)).toEqual({ id: 3, collection: 'orders', seededAt: SEEDED_AT + 1 })
  expect(FakeWorker.started).toHaveLength(1)
})

test('a worker that failed before the takeover leaves the lists to the demo API', async () => {
  storeDataset('large')
  runInlineScript('orders-list')
  window.petstoreLargeJson?.worker.onerror?.(new ErrorEvent('error'))
  const { largeJson } = await import('../src/mocks/large-json')
  await expect(largeJson('orders', SEEDED_AT)).rejects.toThrow()
  expect(FakeWorker.started[0]?.terminated).toBe(true)
})

test('the API gate stops an early worker when another environment is live', async () => {
  storeDataset('large')
  runInlineScript('orders-list')
  const { getSettings, saveSettings } = await import('../src/config/settings')
  saveSettings({ ...getSettings(), environment: 'custom', customBaseUrl: 'https://api.test/v1' })
  const { installApiGate } = await import('../src/app/api-gate')
  installApiGate('orders-list')
  expect(FakeWorker.started[0]?.terminated).toBe(true)
  expect(window.petstoreLargeJson).toBeUndefined()
})

/** What the app's own workers were asked to make, in order. */
const posted = () =>
  FakeWorker.started.flatMap((worker) =>
    worker.posted.map(({ collection, seededAt }) => ({ collection, seededAt })),
  )

test('with the large set stored, the orders page starts making orders, then pets, once', async () => {
  storeDataset('large')
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('orders-list')
  prefetchLargeLists('orders-list')
  expect(posted()).toEqual([
    { collection: 'orders', seededAt: SEEDED_AT },
    { collection: 'pets', seededAt: SEEDED_AT },
  ])
})

test("a pet's page needs only the orders (its own pet comes by id); settings needs neither", async () => {
  storeDataset('large')
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('settings')
  prefetchLargeLists(undefined)
  expect(posted()).toEqual([])
  prefetchLargeLists('pet-detail')
  expect(posted().map((p) => p.collection)).toEqual(['orders'])
})

test('with the seed set, or nothing stored, no worker starts', async () => {
  const { prefetchLargeLists } = await import('../src/mocks/large-json')
  prefetchLargeLists('orders-list')
  storeDataset('seed')
  prefetchLargeLists('orders-list')
  expect(posted()).toEqual([])
})

test('each page asks the demo API for the lists largeListsByPage names, in that order', async () => {
  const paths: Record<PageName, string> = {
    overview: '/',
    'pets-list': '/pets',
    'pet-new': '/pets/new',
    'pet-detail': '/pets/1',
    'orders-list': '/orders',
    settings: '/settings',
    'not-found': '/no-such-page',
  }
  for (const [page, path] of Object.entries(paths) as [PageName, string][]) {
    const asked: string[] = []
    const onRequest = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url)
      if (request.method !== 'GET') return
      if (pathname.endsWith('/pets')) asked.push('pets')
      if (pathname.endsWith('/store/orders')) asked.push('orders')
    }
    server.events.on('request:start', onRequest)
    const { queryClient, unmount } = renderApp(path)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    server.events.removeListener('request:start', onRequest)
    unmount()
    expect({ page, asked }).toEqual({ page, asked: largeListsByPage[page] ?? [] })
  }
})
