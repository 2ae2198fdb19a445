// The page says what the demo API is doing: starting (after a second), or why it cannot start and
// what to do. The demo's start is a stand-in whose outcome the test decides.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, vi } from 'vitest'
import { network, setTransport } from '../src/api/client'
import type { Fetch } from '../src/api/send'
import { demoApiStore, demoTransport } from '../src/app/demo-api'
import { SLOW_START_MS } from '../src/app/demo-api-status'
import { renderApp } from './render'

/**
 * The demo's start as the app runs it: each start waits until the test fails or opens the demo,
 * and a start after that (a retry) ends the same way at once.
 */
function pendingStart() {
  let outcome: { error: Error } | 'open' | undefined
  const waiting = new Set<() => void>()
  const start = () => {
    demoApiStore.set({ phase: 'starting' })
    return new Promise<Fetch>((resolve, reject) => {
      const end = () => {
        if (outcome === undefined) return
        waiting.delete(end)
        if (outcome === 'open') {
          demoApiStore.set({ phase: 'ready' })
          resolve((url, init) => fetch(url, init))
        } else {
          demoApiStore.set({ phase: 'failed', detail: outcome.error.message })
          reject(outcome.error)
        }
      }
      waiting.add(end)
      end()
    })
  }
  const settle = (next: NonNullable<typeof outcome>) => {
    outcome = next
    waiting.forEach((end) => end())
  }
  const transport = demoTransport(start, network)
  setTransport(transport)
  return {
    fail: (error: Error) => settle({ error }),
    open: () => settle('open'),
    begin: () => transport({ environment: 'demo' }).catch(() => undefined),
  }
}

afterEach(() => {
  setTransport(network)
  demoApiStore.set({ phase: 'off' })
  vi.useRealTimers()
})

test('a demo API that takes more than a second to start says so, in a polite live region', async () => {
  renderApp('/pets')
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeVisible()
  // The start begins once the page is up, so only its own wait runs on the fake clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const demo = pendingStart()
  act(() => void demo.begin())

  act(() => vi.advanceTimersByTime(SLOW_START_MS - 1))
  expect(screen.queryByText('Starting the demo API…')).not.toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByText('Starting the demo API…')).toHaveAttribute('role', 'status')

  // It could not start after all: the message gives way to the reason.
  vi.useRealTimers()
  act(() => demo.fail(new Error('Failed to fetch dynamically imported module')))
  expect(await screen.findByText('The demo API cannot start')).toBeVisible()
  expect(screen.queryByText('Starting the demo API…')).not.toBeInTheDocument()
  expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeVisible()
})

test('a demo API whose code did not load says why and what to do, and Retry starts it again', async () => {
  const demo = pendingStart()
  void demo.begin()
  renderApp('/pets')
  act(() => demo.fail(new TypeError('Failed to fetch dynamically imported module')))
  await screen.findByText('The demo API cannot start')
  const alert = screen
    .getAllByRole('alert')
    .find((element) => within(element).queryByText('The demo API cannot start'))
  expect(alert).toHaveTextContent(/its code did not load/)
  expect(alert).toHaveTextContent(/reload the page once the network is back/)
  expect(alert).toHaveTextContent(/npm run api and choose Custom in Settings/)
  expect(within(alert as HTMLElement).getByRole('link', { name: 'Open Settings' })).toBeVisible()
  // The page's own call failed with it, instead of reaching the static host.
  expect(await screen.findByText(/Could not load pets/)).toBeVisible()

  // The next demo call starts the demo again: this time it opens.
  act(() => demo.open())
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeVisible()
  expect(screen.queryByText('The demo API cannot start')).not.toBeInTheDocument()
})
