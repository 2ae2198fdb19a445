import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from './render'

test('shows the main navigation and the Demo badge', async () => {
  renderApp('/settings')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  for (const name of ['Overview', 'Pets', 'Orders', 'Settings']) {
    expect(nav).toContainElement(screen.getByRole('link', { name }))
  }
  expect(screen.getByText('Demo')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
})

test('an unknown address shows Page not found with a way back', async () => {
  const { user, router } = renderApp('/no/such/page')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Go to Overview' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/')
})
