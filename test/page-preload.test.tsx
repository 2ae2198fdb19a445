// main.tsx loads the opened page's code before the first render, so that render shows header and
// page together: no "Loading…" fallback, which React would follow with a 300 ms hold on the page.
// Module state (which pages are loaded) is per test file, so this file starts with none loaded.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { preloadPageFor } from '../src/app/router'
import { renderApp } from './render'

test('a page whose code is not loaded yet first shows the fallback', async () => {
  renderApp('/settings')
  expect(screen.getByText('Loading…')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
})

test('after preloadPageFor, the first render already has the page', async () => {
  await preloadPageFor('/orders')
  renderApp('/orders')
  // Synchronously after render: no suspending, no fallback.
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument()
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
})

test('preloadPageFor resolves for any address, including ones outside the app', async () => {
  await expect(preloadPageFor('/no/such/page')).resolves.toBeUndefined()
  await expect(preloadPageFor('/elsewhere/entirely')).resolves.toBeUndefined()
})
