import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from './render'

// A page's code arrives lazily: on a loaded 2-core machine that takes more than the default second.
vi.setConfig({ testTimeout: 30_000 })
const slow = { timeout: 10_000 }

test('shows the main navigation and the Demo badge', async () => {
  renderApp('/settings')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  for (const name of ['Overview', 'Pets', 'Orders', 'Settings']) {
    expect(nav).toContainElement(screen.getByRole('link', { name }))
  }
  expect(screen.getByText('Demo')).toBeInTheDocument()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, slow),
  ).toBeInTheDocument()
})

test('an unknown address shows Page not found with a way back', async () => {
  const { user, router } = renderApp('/no/such/page')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Go to Overview' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow),
  ).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
})
