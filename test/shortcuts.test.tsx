import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { setRequestLogOpen } from '../src/features/request-log/request-log-store'
import { locationOf, renderApp } from './render'

beforeEach(() => setRequestLogOpen(false))

test('"/" focuses the page search box; typing there does not trigger shortcuts', async () => {
  const { user } = renderApp('/pets')
  const search = await screen.findByRole('searchbox', { name: 'Search pets' })
  expect(search).not.toHaveFocus()
  await user.keyboard('/')
  expect(search).toHaveFocus()
  await user.keyboard('L?')
  expect(search).toHaveValue('L?')
  expect(screen.queryByRole('complementary', { name: 'Request log' })).not.toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('"L" opens and closes the request log', async () => {
  const { user } = renderApp('/pets')
  await screen.findByRole('heading', { level: 1, name: 'Pets' })
  await user.keyboard('l')
  expect(screen.getByRole('complementary', { name: 'Request log' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Request log' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await user.keyboard('L')
  expect(screen.queryByRole('complementary', { name: 'Request log' })).not.toBeInTheDocument()
})

test('"?" opens the shortcuts dialog; Escape closes it and focus returns', async () => {
  const { user } = renderApp('/')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  const pets = within(nav).getByRole('link', { name: 'Pets' })
  pets.focus()
  await user.keyboard('?')
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  for (const text of [
    'Focus the search box',
    'Open or close the request log',
    'Go to Pets',
    'Go to Orders',
    'Go to Settings',
    'Go to Overview',
  ]) {
    expect(within(dialog).getByText(text)).toBeInTheDocument()
  }
  const close = within(dialog).getByRole('button', { name: 'Close keyboard shortcuts' })
  expect(close).toHaveFocus()
  await user.tab()
  expect(close).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(pets).toHaveFocus()
})

test('the header button opens the dialog too, and Escape there leaves the request log open', async () => {
  const { user } = renderApp('/')
  await user.keyboard('l')
  const button = screen.getByRole('button', { name: 'Keyboard shortcuts' })
  await user.click(button)
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(button).toHaveFocus()
  expect(screen.getByRole('complementary', { name: 'Request log' })).toBeVisible()
})

test('"g" then a letter goes to that page', async () => {
  const { user, router } = renderApp('/')
  await user.keyboard('gp')
  await waitFor(() => expect(locationOf(router)).toBe('/pets'))
  await user.keyboard('go')
  await waitFor(() => expect(locationOf(router)).toBe('/orders'))
  await user.keyboard('gs')
  await waitFor(() => expect(locationOf(router)).toBe('/settings'))
  await user.keyboard('gh')
  await waitFor(() => expect(locationOf(router)).toBe('/'))
  await user.keyboard('p')
  expect(locationOf(router)).toBe('/')
})
