// Settings' demo controls: each change reaches the demo API at once and shows on the next call.
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { createDb, type StorageLike } from '../src/mocks/db'
import { renderApp } from './render'
import { API, holdGet, server, testDb } from './server'

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByLabelText('Latency (ms)')
  return view
}

/** Waits for the control summary to say so: the change has reached the demo API's cache entry. */
const summary = async (text: RegExp) =>
  within(await screen.findByRole('region', { name: 'Demo controls' })).findByText(text)

test('a forced 500 held for the next call fails /pets once; Retry then loads the pets', async () => {
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Force status'), '500')
  await user.selectOptions(screen.getByLabelText('Hold it for'), 'The next call')
  await summary(/Simulating: 500 on the next call/)
  expect(testDb.controls).toMatchObject({ forceStatus: 500, forceCalls: 1 })

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 500')
  expect(testDb.controls).toMatchObject({ forceStatus: null, forceCalls: null })
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('25 pets')).toBeInTheDocument()
})

test('a forced status held until cleared outlasts the retries; the header offers to stop it', async () => {
  testDb.setControls({ forceStatus: 503, forceCalls: null })
  const { user } = renderApp('/pets', { retry: true })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 503')
  expect(await screen.findByText('Simulating: 503 on every call')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Stop simulating' }))
  await waitFor(() => expect(testDb.controls.forceStatus).toBeNull())
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('25 pets')).toBeInTheDocument()
})

test('while GETs retry a failure the page says so, then shows the error', async () => {
  testDb.setControls({ forceStatus: 500, forceCalls: null })
  // The first answer waits for the page: on a loaded machine the lazy page could otherwise arrive
  // after the first retry, which it then never shows.
  const release = holdGet('/pets')
  renderApp('/pets', { retry: true, retryDelayMs: 400 })
  await screen.findByText('Loading pets…')
  release()
  expect(
    await screen.findByText(/HTTP 500 Internal Server Error\. Retrying \(1 of 3\)…/),
  ).toBeInTheDocument()
  expect(await screen.findByText(/Retrying \(2 of 3\)…/)).toBeInTheDocument()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 500')
  expect(screen.queryByText(/Retrying \(/)).not.toBeInTheDocument()
})

test.each([
  ['500', /HTTP 500/],
  ['401', /HTTP 401/],
  ['429', /HTTP 429/],
])('a page loaded a moment ago asks again once %s is forced', async (status, shown) => {
  const { user } = renderApp('/pets')
  expect(await screen.findByText('25 pets')).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Settings' }))
  await user.selectOptions(await screen.findByLabelText('Force status'), status)
  await summary(new RegExp(`Simulating: ${status} on every call`))

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(shown)
})

test('offline reaches a page loaded a moment ago', async () => {
  const { user } = renderApp('/orders')
  expect(await screen.findByRole('cell', { name: '1001' })).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Settings' }))
  await user.click(await screen.findByLabelText('Offline'))
  await summary(/Simulating: offline/)
  await user.click(screen.getByRole('link', { name: 'Orders' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/network error/i)
})

test('Stop simulating takes a forced “Pet not found” off the screen', async () => {
  testDb.setControls({ forceStatus: 404, forceCalls: null })
  const { user } = renderApp('/pets/7')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pet not found' }),
  ).toBeInTheDocument()
  await user.click(await screen.findByRole('button', { name: 'Stop simulating' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Thumper' })).toBeVisible()
})

test('“500 on the next call” leaves the header once that call has had its answer', async () => {
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Force status'), '500')
  await user.selectOptions(screen.getByLabelText('Hold it for'), 'The next call')
  expect(
    await screen.findByText('Simulating: 500 on the next call', { selector: 'span' }),
  ).toBeVisible()

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500')
  await waitFor(() =>
    expect(screen.queryByText(/^Simulating:/, { selector: 'span' })).not.toBeInTheDocument(),
  )
})

test('offline makes every call a network error', async () => {
  const { user } = await openSettings()
  await user.click(screen.getByLabelText('Offline'))
  await summary(/Simulating: offline/)
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/network error/i)
})

test('latency holds /pets in its loading state, then the pets arrive', async () => {
  const { user } = await openSettings()
  const latency = screen.getByRole('spinbutton', { name: 'Latency (ms)' })
  await user.clear(latency)
  await user.click(latency)
  // Long enough to outlast the lazy page's arrival on a loaded machine, which 600 ms did not.
  await user.paste('3000')
  await summary(/Simulating: 3 s latency/)
  expect(testDb.controls.latencyMs).toBe(3000)

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByText('Loading pets…')).toBeInTheDocument()
  expect(await screen.findByText('25 pets', {}, { timeout: 20_000 })).toBeInTheDocument()
  expect(screen.queryByText('Loading pets…')).not.toBeInTheDocument()
})

test('a failure rate of 100% answers 500 or 503', async () => {
  const { user } = await openSettings()
  await user.clear(screen.getByRole('spinbutton', { name: 'Failure rate (%)' }))
  await user.click(screen.getByRole('spinbutton', { name: 'Failure rate (%)' }))
  await user.paste('100')
  await summary(/Simulating: 100% failures/)
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/HTTP 50[03]/)
})

test('the Large dataset serves 10,000 pets; the select names it and its hint says what it holds', async () => {
  const { user } = await openSettings()
  const dataset = screen.getByRole('combobox', { name: 'Dataset' })
  expect(dataset).toHaveAccessibleDescription('25 pets and 40 orders.')
  // Names only: what a dataset holds would not fit a phone's select in a long language.
  expect(
    within(dataset)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Seed data', 'Large'])
  await user.selectOptions(dataset, 'large')
  expect(
    await screen.findByText('Demo data switched: 10,000 pets and 20,000 orders.'),
  ).toBeInTheDocument()
  expect(dataset).toHaveAccessibleDescription('10,000 pets and 20,000 orders.')
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByText('10,000 pets')).toBeInTheDocument()
})

test('Reset demo data, once confirmed, removes an added pet from the cached list too', async () => {
  testDb.addPet({ id: 0, name: 'Zephyrine', status: 'available' })
  const { user } = renderApp('/pets')
  expect(await screen.findByRole('link', { name: 'Zephyrine' })).toBeInTheDocument()

  await user.click(screen.getByRole('link', { name: 'Settings' }))
  await user.click(await screen.findByRole('button', { name: 'Reset demo data' }))
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(testDb.pets).toHaveLength(26)

  await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
  const confirm = screen.getByRole('button', { name: 'Yes, reset demo data' })
  expect(confirm).toHaveFocus()
  await user.click(confirm)
  expect(await screen.findByText('Demo data reset: 25 pets and 40 orders.')).toBeInTheDocument()

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByText('25 pets')).toBeInTheDocument()
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

test('controls, a held status included, survive a reload and a reset', () => {
  const storage = memoryStorage()
  const db = createDb(storage)
  db.setControls({
    latencyMs: 700,
    failureRate: 20,
    offline: true,
    forceStatus: 503,
    forceCalls: 3,
  })
  db.reset('seed')

  const reloaded = createDb(storage)
  expect(reloaded.controls).toEqual({
    latencyMs: 700,
    failureRate: 20,
    offline: true,
    forceStatus: 503,
    forceCalls: 3,
  })
})

test('an error already thrown is worded again in a newly chosen language', async () => {
  server.use(http.put(`${API}/_demo/controls`, () => HttpResponse.error()))
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Force status'), '500')
  expect(
    await screen.findByText('The demo controls did not change: Network error (unreachable)'),
  ).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  expect(
    await screen.findByText(
      'Die Demo-Steuerung wurde nicht geändert: Netzwerkfehler (unreachable)',
    ),
  ).toBeInTheDocument()
})
