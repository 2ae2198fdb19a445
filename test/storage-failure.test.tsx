// Storage that is full or blocked: every write still applies to the tab, and the user is told once,
// with what it means and what to do.
import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { reloadTheme } from '../src/app/theme'
import { storageKeys, writeStored } from '../src/lib/storage'
import {
  forgetStorageFailures,
  storageFailureText,
  tellStorageFailures,
} from '../src/lib/storage-failure'
import { openDemoStorage } from '../src/mocks/browser-storage'
import { createDb, storedNames, type StorageLike } from '../src/mocks/db'
import { renderApp } from './render'

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
const recording = (bytes: number) => ({
  name: 'big.har',
  calls: [
    { method: 'GET', path: '/pets', status: 200, headers: {}, body: 'x'.repeat(bytes), timeMs: 0 },
  ],
})

let told: string[] = []
let untell = () => {}
beforeEach(() => {
  forgetStorageFailures()
  told = []
  untell = tellStorageFailures((text) => told.push(text))
})
afterEach(() => {
  untell()
  vi.restoreAllMocks()
})

const fullStorage = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw quotaError()
  })

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
  expect(told).toEqual([storageFailureText(what, quotaError())])
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

test('a theme that cannot be saved still applies, and a toast says so once', async () => {
  reloadTheme()
  const { user } = renderApp('/settings')
  untell() // the app's own wiring tells: a toast
  fullStorage()
  const theme = screen.getByRole('combobox', { name: 'Theme' })
  await user.selectOptions(theme, 'Dark')
  await user.selectOptions(theme, 'Light')
  expect(document.documentElement).toHaveAttribute('data-theme', 'light')
  const toast = await screen.findByText(/The theme could not be saved/)
  expect(toast).toHaveTextContent(/kept for this tab only/)
  expect(screen.getAllByText(/could not be saved/)).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(toast).not.toBeInTheDocument()
  delete document.documentElement.dataset.theme
})

test('the pet form keeps its draft on screen when it cannot be saved, told once while typing', async () => {
  const { user } = renderApp('/pets/new')
  untell()
  fullStorage()
  await user.type(await screen.findByLabelText('Name'), 'Rex')
  expect(screen.getByLabelText('Name')).toHaveValue('Rex')
  const toast = await screen.findByText(/The unsaved pet form could not be saved/)
  expect(screen.getAllByText(/could not be saved/)).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(toast).not.toBeInTheDocument()
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

test('in IndexedDB, a 40 MB recording survives a reload, and a full IndexedDB is told', async () => {
  const names = Object.values(storedNames('demo'))
  const db = createDb(await openDemoStorage(names), { key: 'demo' })
  await db.setReplay(recording(40_000_000))
  expect(told).toEqual([])
  const reloaded = createDb(await openDemoStorage(names), { key: 'demo' })
  expect(reloaded.dataset).toBe('replay')
  expect(reloaded.replay?.calls[0]?.body).toHaveLength(40_000_000)

  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw quotaError()
  })
  await reloaded.setReplay(recording(5))
  expect(told.filter((text) => text.startsWith('The Replay recording could not be saved'))).toEqual(
    [storageFailureText('The Replay recording', quotaError())],
  )
})

test('demo data an older version kept in localStorage is read, then moved to IndexedDB', async () => {
  const record = JSON.stringify({ dataset: 'seed', seededAt: 1, added: [{ id: 7, name: 'Old' }] })
  localStorage.setItem('moved', record)
  const db = createDb(await openDemoStorage(Object.values(storedNames('moved'))), { key: 'moved' })
  expect(db.pets.at(-1)).toEqual({ id: 7, name: 'Old' })
  db.setControls({ latencyMs: 100 })
  await vi.waitFor(() => expect(localStorage.getItem('moved')).toBeNull())
  const reloaded = createDb(await openDemoStorage(Object.values(storedNames('moved'))), {
    key: 'moved',
  })
  expect(reloaded.pets.at(-1)).toEqual({ id: 7, name: 'Old' })
  expect(reloaded.controls.latencyMs).toBe(100)
})
