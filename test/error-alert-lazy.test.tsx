// The error explanations load when a request first fails (decision 0025). Their chunk can fail to
// load (the site went offline before the service worker kept it): the alert still says what
// happened and offers Retry.
import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from './render'
import { failGet } from './server'

vi.mock('../src/components/error-help', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

test('an alert whose explanation cannot be loaded still names the status and offers Retry', async () => {
  const recover = failGet('/pets', 500, 'Database is down')
  const { user } = renderApp('/pets')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load pets: HTTP 500')
  expect(alert).not.toHaveTextContent('Database is down')
  recover()
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
})
