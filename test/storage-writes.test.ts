// @vitest-environment jsdom (Web Storage)
// Storage that is full or blocked, at the module level: every write still applies to the tab, and
// the user is told once, with what it means and what to do (storage-failure.test.tsx: in the app).
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, expect, test, vi } from 'vitest'
import { browserKeeping } from '../src/app/demo-storage'
import { readStored, removeStoredStartingWith, storageKeys, writeStored } from '../src/lib/storage'
import { tellFailedWrite } from '../src/lib/failed-writes'
import { storageFailureText } from '../src/lib/storage-failure'
import { createDb, type StorageLike } from '../src/mocks/db'
import { collectStorageFailures, fullStorage, quotaError } from './full-storage'

const recording = (bytes: number) => ({
  name: 'big.har',
  calls: [
    { method: 'GET', path: '/pets', status: 200, headers: {}, body: 'x'.repeat(bytes), timeMs: 0 },
  ],
})

const { told } = collectStorageFailures()

// Each test's IndexedDB starts empty.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
})

/** The demo's storage as its worker sees it: what the page read for it, written through the page. */
async function keptByThePage(): Promise<StorageLike> {
  const keeping = browserKeeping()
  const kept = await keeping.read()
  return {
    getItem: (name) => kept[name] ?? null,
    setItem: (name, value) => keeping.write(name, value),
  }
}

test.each([
  ['Your settings', 'local', storageKeys.settings],
  ['The theme', 'local', storageKeys.theme],
  ['The API key', 'local', storageKeys.apiKey('production')],
  ['The API key', 'session', storageKeys.apiKey('staging')],
  ['The unsaved pet form', 'session', storageKeys.petDraft],
  ['The presenter view', 'session', storageKeys.presenter],
  ['The explorer’s history', 'session', storageKeys.explorerHistory],
] as const)('%s in a full %s storage is told once', (what, area, key) => {
  fullStorage()
  writeStored(area, key, 'a value')
  writeStored(area, key, 'another value')
  expect(told).toHaveLength(1)
  expect(told[0]).toMatch(new RegExp(`^${what} could not be saved: .* is full\\.`))
  expect(told[0]).toContain('It is kept for this tab only')
  expect(told[0]).toContain('To free space')
})

test('blocked storage says so, and how to allow it', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  writeStored('local', storageKeys.theme, 'dark')
  expect(told).toHaveLength(1)
  expect(told[0]).toMatch(/does not let this site store data.*allow this site to store data/)
})

test('a failure the demo API’s worker passes is worded on the page, once for each thing', () => {
  tellFailedWrite({ what: 'lib.kept-demo-data', reason: 'full' })
  tellFailedWrite({ what: 'lib.kept-demo-data', reason: 'blocked' })
  tellFailedWrite({ what: 'lib.kept-replay', reason: 'blocked' })
  expect(told).toEqual([
    expect.stringMatching(/^The demo data could not be saved: .* is full\./),
    expect.stringMatching(/^The Replay recording could not be saved: .* does not let this site/),
  ])
})

const failingStorage = (): StorageLike => ({
  getItem: () => null,
  setItem: () => Promise.reject(quotaError()),
})

test('the demo data that cannot be saved still serves the tab, and the user is told', async () => {
  const db = createDb(failingStorage())
  db.addPet({ id: 99, name: 'Kept here' })
  db.setControls({ latencyMs: 300 })
  await vi.waitFor(() => expect(told).toHaveLength(1))
  expect(told[0]).toMatch(
    /^The demo data could not be saved: .* full\. It is kept for this tab only/,
  )
  expect(db.pets.at(-1)).toEqual({ id: 99, name: 'Kept here' })
})

test('a Replay recording that cannot be saved still plays in this tab, and the user is told', async () => {
  const db = createDb(failingStorage())
  await db.setReplay(recording(10))
  expect(db.dataset).toBe('replay')
  expect(told.some((text) => text.startsWith('The Replay recording could not be saved'))).toBe(true)
})

test('the demo without storage (`npm run api`) keeps its data in memory, and has nothing to tell', async () => {
  const db = createDb(null)
  db.addPet({ id: 99, name: 'In memory' })
  db.setControls({ latencyMs: 300 })
  await db.setReplay(recording(10))
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(told).toEqual([])
  expect(db.dataset).toBe('replay')
})

test('in IndexedDB, a 40 MB recording survives a reload, and a full IndexedDB is told', async () => {
  const key = storageKeys.demoData
  const db = createDb(await keptByThePage(), { key })
  await db.setReplay(recording(40_000_000))
  expect(told).toEqual([])
  const reloaded = createDb(await keptByThePage(), { key })
  expect(reloaded.dataset).toBe('replay')
  expect(reloaded.replay?.calls[0]?.body).toHaveLength(40_000_000)

  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw quotaError()
  })
  await reloaded.setReplay(recording(5))
  expect(told.filter((text) => text.startsWith('The Replay recording could not be saved'))).toEqual(
    [storageFailureText({ what: 'lib.kept-replay', reason: 'full' })],
  )
})

test('demo data an older version kept in localStorage is read, then moved to IndexedDB', async () => {
  const key = storageKeys.demoData
  const record = JSON.stringify({ dataset: 'seed', seededAt: 1, added: [{ id: 7, name: 'Old' }] })
  localStorage.setItem(key, record)
  const db = createDb(await keptByThePage(), { key })
  expect(db.pets.at(-1)).toEqual({ id: 7, name: 'Old' })
  db.setControls({ latencyMs: 100 })
  await vi.waitFor(() => expect(localStorage.getItem(key)).toBeNull())
  const reloaded = createDb(await keptByThePage(), { key })
  expect(reloaded.pets.at(-1)).toEqual({ id: 7, name: 'Old' })
  expect(reloaded.controls.latencyMs).toBe(100)
})

test('a name the notice does not know is "A setting"; Firefox’s full storage is full too', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota', 'NS_ERROR_DOM_QUOTA_REACHED')
  })
  writeStored('local', storageKeys.demoData, 'a value')
  expect(told).toEqual([storageFailureText({ what: 'lib.kept-setting', reason: 'full' })])
})

test('a read that the browser refuses is nothing stored', () => {
  localStorage.setItem(storageKeys.theme, 'dark')
  expect(readStored('local', storageKeys.theme)).toBe('dark')
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  expect(readStored('local', storageKeys.theme)).toBeNull()
})

test('removing by the start of a name clears both storages of those names only', () => {
  localStorage.setItem(storageKeys.apiKey('production'), 'p')
  sessionStorage.setItem(storageKeys.apiKey('staging'), 's')
  localStorage.setItem(storageKeys.theme, 'dark')
  sessionStorage.setItem(`x${storageKeys.apiKeys}`, 'kept')
  removeStoredStartingWith(storageKeys.apiKeys)
  expect([localStorage.length, sessionStorage.length]).toEqual([1, 1])
  expect(localStorage.getItem(storageKeys.theme)).toBe('dark')
  expect(sessionStorage.getItem(`x${storageKeys.apiKeys}`)).toBe('kept')
  vi.spyOn(Storage.prototype, 'key').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  expect(() => removeStoredStartingWith(storageKeys.apiKeys)).not.toThrow()
})
