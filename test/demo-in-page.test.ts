// @vitest-environment jsdom (Web Storage: the older version's key)
// The browser's demo API: msw's handlers through getResponse (src/mocks/browser.ts), in a worker
// the page talks to (app/demo-api.ts, mocks/serve-demo-api.ts); here over a MessageChannel.
import 'fake-indexeddb/auto'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { prepareRequest } from '../src/api/prepare'
import { send, type Fetch } from '../src/api/send'
import { defaultAuth } from '../src/api/settings'
import type { ApiTarget } from '../src/api/target'
import { connectDemoApi } from '../src/app/demo-worker'
import type { DemoKeeping } from '../src/app/demo-storage'
import { storageKeys } from '../src/lib/storage'
import {
  forgetFailedWrites,
  reportFailedWrite,
  tellFailedWrites,
  type FailedWrite,
} from '../src/lib/failed-writes'
import { answerWith, openDemoApi } from '../src/mocks/browser'
import { createDb } from '../src/mocks/db'
import { createHandlers } from '../src/mocks/handlers'
import { serveDemoApi, type DemoPort } from '../src/mocks/serve-demo-api'

const base = 'http://localhost:3000/demo-api/v1'
const target: ApiTarget = { environment: 'demo', baseUrl: base, auth: defaultAuth, apiKey: '' }

function demo() {
  const db = createDb(null, { now: () => Date.parse('2026-11-20T12:00:00Z') })
  return { db, fetch: answerWith(createHandlers(db, '*/demo-api/v1')) }
}

/** Lists the pets, then adds one: the two calls both ways of reaching the demo are checked with. */
async function listThenAdd(fetch: Fetch, pet: { id: number; name: string }) {
  const list = await fetch(`${base}/pets`, { method: 'GET' })
  const created = await fetch(`${base}/pets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(pet),
  })
  return { list, created }
}

test('a call is answered by the demo handlers, as a server would answer it', async () => {
  const { db, fetch } = demo()
  const pets = db.pets.length
  const { list, created } = await listThenAdd(fetch, { id: 9001, name: 'Pip' })
  expect(list.status).toBe(200)
  expect(list.headers.get('content-type')).toBe('application/json')
  expect(await list.json()).toHaveLength(pets)

  expect(created.status).toBe(201)
  expect(created.headers.get('location')).toBe(`${base}/pets/9001`)
  expect(db.pets.some((pet) => pet.name === 'Pip')).toBe(true)

  const refused = await fetch(`${base}/pets`, { method: 'POST', body: '{}' })
  expect(refused.status).toBe(400)
})

test('a path no handler answers is a 404 that names it', async () => {
  const response = await demo().fetch(`${base}/toys`, { method: 'DELETE' })
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({
    message: 'No demo endpoint for DELETE /demo-api/v1/toys.',
  })
})

test('a handler that throws is a 500 with what it threw, as msw answers it over the network', async () => {
  const broken = answerWith([
    http.get('*/demo-api/v1/pets', () => {
      throw new Error('db is gone')
    }),
  ])
  const response = await broken(`${base}/pets`, { method: 'GET' })
  expect(response.status).toBe(500)
  expect(await response.json()).toEqual({ message: 'The demo API failed: db is gone' })
})

test('an answer the handlers build by hand keeps its status, headers and body', async () => {
  const teapot = answerWith([
    http.get('*/demo-api/v1/pets', () =>
      HttpResponse.text('short and stout', { status: 418, headers: { 'X-Kind': 'teapot' } }),
    ),
  ])
  const response = await teapot(`${base}/pets`, { method: 'GET' })
  expect([response.status, response.headers.get('x-kind'), await response.text()]).toEqual([
    418,
    'teapot',
    'short and stout',
  ])
})

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** The page and the demo API's worker, joined by a MessageChannel as by a Worker. */
function overChannel(open: Parameters<typeof serveDemoApi>[1], keeping?: DemoKeeping) {
  const { port1: page, port2: worker } = new MessageChannel()
  cleanups.push(serveDemoApi(worker as unknown as DemoPort, open))
  const demo = connectDemoApi(page, keeping)
  page.start()
  worker.start()
  cleanups.push(() => page.close())
  return demo
}

test('over the channel: the page sends a call as fetch would, and the worker answers it', async () => {
  const { db, fetch: inPage } = demo()
  const { fetch, opened } = overChannel(() => Promise.resolve(inPage))
  await opened
  const pets = db.pets.length
  const { list, created } = await listThenAdd(fetch, { id: 9002, name: 'Ada' })
  expect([list.status, list.headers.get('content-type')]).toEqual([200, 'application/json'])
  expect(await list.json()).toHaveLength(pets)
  expect(created.status).toBe(201)
  expect(await created.json()).toEqual({ id: 9002, name: 'Ada' })
})

test('over the channel, through send: offline is a network error; timeout and cancel are told apart', async () => {
  const { db, fetch: inPage } = demo()
  const { fetch, opened } = overChannel(() => Promise.resolve(inPage))
  await opened
  const prepared = prepareRequest('/pets', { target })
  db.setControls({ offline: true })
  expect(await send(prepared, { fetch, timeoutMs: 5000 })).toMatchObject({
    outcome: 'network error',
  })
  db.setControls({ offline: false, latencyMs: 2000 })
  expect(await send(prepared, { fetch, timeoutMs: 20 })).toMatchObject({ outcome: 'timeout' })
  const controller = new AbortController()
  setTimeout(() => controller.abort(), 20)
  const cancelled = await send(prepared, { fetch, signal: controller.signal, timeoutMs: 5000 })
  expect(cancelled).toMatchObject({ outcome: 'cancelled' })
})

test('a demo that cannot open says why; a storage failure in the worker is told on the page', async () => {
  const failing = overChannel(() => Promise.reject(new Error('IndexedDB is gone')))
  await expect(failing.opened).rejects.toThrow('IndexedDB is gone')

  const told: FailedWrite[] = []
  const { opened } = overChannel(async () => {
    // The worker's db fails a write as the demo opens; the page's own teller says it.
    reportFailedWrite('lib.kept-demo-data', new DOMException('Full', 'QuotaExceededError'))
    reportFailedWrite(
      'lib.kept-replay',
      new DOMException('The operation is insecure.', 'SecurityError'),
    )
    return demo().fetch
  })
  cleanups.push(tellFailedWrites((failure) => told.push(failure)))
  await opened
  // Data crosses from the worker, so the page words it in its own language: full, or blocked.
  expect(told).toEqual([
    { what: 'lib.kept-demo-data', reason: 'full' },
    { what: 'lib.kept-replay', reason: 'blocked' },
  ])
})

test('what an older version kept in localStorage reaches the worker, and is forgotten once moved', async () => {
  const key = storageKeys.demoData
  const record = JSON.stringify({ dataset: 'seed', seededAt: 1, added: [{ id: 77, name: 'Old' }] })
  localStorage.setItem(key, record)
  cleanups.push(() => localStorage.removeItem(key))
  const { fetch, opened } = overChannel(openDemoApi)
  await opened
  const pets = (await (await fetch(`${base}/pets`, { method: 'GET' })).json()) as { id: number }[]
  expect(pets.at(-1)).toEqual({ id: 77, name: 'Old' })
  // A change is written to IndexedDB, and the page drops the old copy.
  await fetch(`${base}/_demo/controls`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: 100 }),
  })
  await expect.poll(() => localStorage.getItem(key)).toBeNull()
})

/** What the page keeps of the demo, in memory: IndexedDB's stand-in (app/demo-storage.ts). */
function keptInMemory(refuse?: DOMException) {
  const values = new Map<string, string>()
  const keeping: DemoKeeping = {
    read: () => Promise.resolve(Object.fromEntries(values)),
    write: (name, value) => {
      if (refuse) return Promise.reject(refuse)
      values.set(name, value)
      return Promise.resolve()
    },
  }
  return { values, keeping }
}

// WebKit never ends a worker's transaction when a reload takes the worker away during it, and the
// next start's read waited behind it for good (issue 45): the page does the demo's reads and writes.
test('the page keeps the demo’s data: the worker writes through it and never opens IndexedDB', async () => {
  const opening = vi.spyOn(indexedDB, 'open')
  cleanups.push(() => opening.mockRestore())
  const { values, keeping } = keptInMemory()
  const first = overChannel(openDemoApi, keeping)
  await first.opened
  // A first start keeps its seed's times at once.
  await expect.poll(() => values.has(storageKeys.demoData)).toBe(true)
  await listThenAdd(first.fetch, { id: 9003, name: 'Kept by the page' })
  await expect.poll(() => values.get(storageKeys.demoData)).toContain('Kept by the page')
  // A reload: the next worker starts from what the page read.
  const second = overChannel(openDemoApi, keeping)
  await second.opened
  const pets = (await (await second.fetch(`${base}/pets`, { method: 'GET' })).json()) as {
    name: string
  }[]
  expect(pets.at(-1)?.name).toBe('Kept by the page')
  expect(opening).not.toHaveBeenCalled()
})

test('a write the page’s storage refuses reaches the worker as that error: full storage is told', async () => {
  forgetFailedWrites()
  const { keeping } = keptInMemory(new DOMException('Full', 'QuotaExceededError'))
  const { opened } = overChannel(openDemoApi, keeping)
  // Both ends share one module here, so the page's teller is the one registered last.
  const told: FailedWrite[] = []
  cleanups.push(tellFailedWrites((failure) => told.push(failure)))
  await opened
  await expect.poll(() => told).toEqual([{ what: 'lib.kept-demo-data', reason: 'full' }])
})

test('the demo’s clock is the page’s: a page on another date seeds its times from that date', async () => {
  const { port1: page, port2: worker } = new MessageChannel()
  const clocks: number[] = []
  cleanups.push(
    serveDemoApi(worker as unknown as DemoPort, (_storage, now = Date.now) => {
      clocks.push(now())
      return Promise.resolve(demo().fetch)
    }),
  )
  worker.start()
  cleanups.push(() => page.close())
  const pageNow = Date.parse('2030-01-01T09:00:00Z')
  page.postMessage({ type: 'start', kept: {}, now: pageNow })
  await expect.poll(() => clocks.length).toBe(1)
  expect(Math.abs((clocks[0] ?? 0) - pageNow)).toBeLessThan(60_000)
})

test('over the channel, an answer with no body keeps its status: 204, and a 201 without one', async () => {
  const { fetch, opened } = overChannel(() =>
    Promise.resolve(
      answerWith([
        http.delete('*/demo-api/v1/pets/:id', () => new HttpResponse(null, { status: 204 })),
        http.post('*/demo-api/v1/pets', () => new HttpResponse(null, { status: 201 })),
      ]),
    ),
  )
  await opened
  const deleted = await fetch(`${base}/pets/7`, { method: 'DELETE' })
  expect([deleted.status, await deleted.text()]).toEqual([204, ''])
  const created = await fetch(`${base}/pets`, { method: 'POST', body: '{}' })
  expect([created.status, await created.text()]).toEqual([201, ''])
})
