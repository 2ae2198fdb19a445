import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { setPresenter } from '../src/app/presenter'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { renderApp } from './render'

test('shows the main navigation and the Demo badge', async () => {
  renderApp('/settings')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  for (const name of ['Overview', 'Pets', 'Orders', 'Explorer', 'Workflows', 'Settings']) {
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

test('the Tours dialog offers the language, and a choice changes the shell at once', async () => {
  const { user } = renderApp('/settings')
  act(() => setPresenter(true))
  try {
    await user.click(screen.getByRole('button', { name: 'Tours' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tours' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'de')
    const nav = await screen.findByRole('navigation', { name: 'Hauptmenü' })
    expect(within(nav).getByRole('link', { name: 'Haustiere' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Einstellungen · Pet Store Console'))
  } finally {
    await act(() => switchLanguage('en'))
    act(() => setPresenter(false))
  }
})
