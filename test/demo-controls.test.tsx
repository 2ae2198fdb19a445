// Settings' demo controls: each change reaches the demo API at once and shows on the next call.
import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { createDb, type StorageLike } from '../src/mocks/db'
import { renderApp } from './render'
import { API, testDb } from './server'

// Whole-app flows on a 2-core machine shared with other test runs: lazy pages load slowly.
vi.setConfig({ testTimeout: 30_000 })
const slow = { timeout: 10_000 }

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByLabelText('Latency (ms)', {}, slow)
  return view
}

/** Waits for the control summary to say so: the change has reached the demo API's cache entry. */
const summary = (text: RegExp) => screen.findByText(text, {}, slow)

test('forcing 500 fails the next call on /pets, and only that one', async () => {
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Force next status'), '500')
  await summary(/the next call answers 500/)
  expect(testDb.controls.forceNextStatus).toBe(500)

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  const alert = await screen.findByRole('alert', {}, slow)
  expect(alert).toHaveTextContent('HTTP 500')
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('25 pets', {}, slow)).toBeInTheDocument()
})

test('offline makes every call a network error', async () => {
  const { user } = await openSettings()
  await user.click(screen.getByLabelText('Offline'))
  await summary(/offline: every call fails as a network error/)
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/network error/i)
})

test('latency holds /pets in its loading state, then the pets arrive', async () => {
  const { user } = await openSettings()
  const latency = screen.getByRole('spinbutton', { name: 'Latency (ms)' })
  await user.clear(latency)
  await user.click(latency)
  await user.paste('600')
  await summary(/each call takes 600 ms more/)
  expect(testDb.controls.latencyMs).toBe(600)

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByText('Loading pets…', {}, slow)).toBeInTheDocument()
  expect(await screen.findByText('25 pets', {}, slow)).toBeInTheDocument()
  expect(screen.queryByText('Loading pets…')).not.toBeInTheDocument()
})

test('a failure rate of 100% answers 500 or 503', async () => {
  const { user } = await openSettings()
  await user.clear(screen.getByRole('spinbutton', { name: 'Failure rate (%)' }))
  await user.click(screen.getByRole('spinbutton', { name: 'Failure rate (%)' }))
  await user.paste('100')
  await summary(/100% of calls fail/)
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/HTTP 50[03]/)
})

test('the Large dataset serves 10,000 pets', async () => {
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Dataset'), 'large')
  expect(
    await screen.findByText('Demo data switched: 10,000 pets and 20,000 orders.', {}, slow),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByText('10,000 pets', {}, slow)).toBeInTheDocument()
})

test('Reset demo data, once confirmed, removes an added pet from the cached list too', async () => {
  testDb.addPet({ id: 0, name: 'Zephyrine', status: 'available' })
  const { user } = renderApp('/pets')
  expect(await screen.findByRole('link', { name: 'Zephyrine' }, slow)).toBeInTheDocument()

  await user.click(screen.getByRole('link', { name: 'Settings' }))
  await user.click(await screen.findByRole('button', { name: 'Reset demo data' }, slow))
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(testDb.pets).toHaveLength(26)

  await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
  const confirm = screen.getByRole('button', { name: 'Yes, reset demo data' })
  expect(confirm).toHaveFocus()
  await user.click(confirm)
  expect(
    await screen.findByText('Demo data reset: 25 pets and 40 orders.', {}, slow),
  ).toBeInTheDocument()

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByText('25 pets', {}, slow)).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Zephyrine' })).not.toBeInTheDocument()
})

test('the controls endpoint rejects out-of-range values', async () => {
  const response = await fetch(`${API}/_demo/controls`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latencyMs: 99_999 }),
  })
  expect(response.status).toBe(400)
  expect(testDb.controls.latencyMs).toBe(0)
})

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

test('controls survive a reload and a reset; the one-shot forced status does not', () => {
  const storage = memoryStorage()
  const db = createDb(storage)
  db.setControls({ latencyMs: 700, failureRate: 20, offline: true, forceNextStatus: 503 })
  db.reset('seed')

  const reloaded = createDb(storage)
  expect(reloaded.controls).toEqual({
    latencyMs: 700,
    failureRate: 20,
    offline: true,
    forceNextStatus: null,
  })
})
