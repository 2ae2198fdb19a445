// The page says what the demo API is doing: starting (after a second), or why it cannot start.
// jsdom has no service workers; a test that needs them gets a stand-in whose registration it
// settles itself.
import { act, screen, within } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { setRequestGate } from '../src/api/client'
import { demoApiStore, demoGate } from '../src/app/demo-api'
import { SLOW_START_MS } from '../src/app/demo-api-status'
import { renderApp } from './render'

/** A service worker container whose registration stays pending until the test settles it. */
function pendingServiceWorkers() {
  let refuse: (error: Error) => void = () => {}
  const registration = new Promise<never>((_, reject) => (refuse = reject))
  const container = { controller: null, register: () => registration }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return { refuse }
}

/** The demo API starting as at start-up with Demo live, and its gate before every demo call. */
function startDemoApi() {
  const gate = demoGate()
  setRequestGate(gate)
  gate({ environment: 'demo' }).catch(() => undefined)
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  setRequestGate(() => Promise.resolve())
  demoApiStore.set({ phase: 'off' })
  vi.useRealTimers()
})

test('a demo API that takes more than a second to start says so, in a polite live region', async () => {
  renderApp('/pets')
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeVisible()
  // The start begins once the page is up, so only its own wait runs on the fake clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const workers = pendingServiceWorkers()
  act(() => startDemoApi())

  act(() => vi.advanceTimersByTime(SLOW_START_MS - 1))
  expect(screen.queryByText('Starting the demo API…')).not.toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByText('Starting the demo API…')).toHaveAttribute('role', 'status')

  // It could not start after all: the message gives way to the reason.
  vi.useRealTimers()
  workers.refuse(new Error('Registration blocked by a privacy setting'))
  expect(await screen.findByText('The demo API cannot start')).toBeVisible()
  expect(screen.queryByText('Starting the demo API…')).not.toBeInTheDocument()
  expect(screen.getByText(/Registration blocked by a privacy setting/)).toBeVisible()
})

test('without service workers the page says why the demo cannot start and what to do', async () => {
  startDemoApi()
  renderApp('/pets')
  await screen.findByText('The demo API cannot start')
  const alert = screen
    .getAllByRole('alert')
    .find((element) => within(element).queryByText('The demo API cannot start'))
  expect(alert).toHaveTextContent(/no service workers on this page/)
  expect(alert).toHaveTextContent(/private windows/)
  expect(alert).toHaveTextContent(/normal window/)
  expect(alert).toHaveTextContent(/npm run api and choose Custom in Settings/)
  // The page's own call failed with the same reason, instead of reaching the host.
  expect(await screen.findByText(/Could not load pets/)).toBeVisible()
  expect(screen.getAllByRole('link', { name: 'Open Settings' }).length).toBeGreaterThan(0)
})
