// Storage that is full or blocked, in the app: a write that fails still applies to the tab, and a
// toast tells the user once (storage-writes.test.ts: the modules on their own).
import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { reloadTheme } from '../src/app/theme'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { collectStorageFailures, fullStorage } from './full-storage'
import { renderApp } from './render'

const { untell } = collectStorageFailures()

test('a theme that cannot be saved still applies, and a toast says so once', async () => {
  reloadTheme()
  const { user } = renderApp('/settings')
  untell() // the app's own wiring tells: a toast
  fullStorage()
  const theme = screen.getByRole('combobox', { name: 'Theme' })
  await user.selectOptions(theme, 'Dark')
  await user.selectOptions(theme, 'Light')
  expect(document.documentElement).toHaveAttribute('data-theme', 'light')
  const toast = await screen.findByText(/The theme could not be saved/)
  expect(toast).toHaveTextContent(/kept for this tab only/)
  expect(screen.getAllByText(/could not be saved/)).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(toast).not.toBeInTheDocument()
  delete document.documentElement.dataset.theme
})

test('the pet form keeps its draft on screen when it cannot be saved, told once while typing', async () => {
  const { user } = renderApp('/pets/new')
  untell()
  fullStorage()
  await user.type(await screen.findByLabelText('Name'), 'Rex')
  expect(screen.getByLabelText('Name')).toHaveValue('Rex')
  const toast = await screen.findByText(/The unsaved pet form could not be saved/)
  expect(screen.getAllByText(/could not be saved/)).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(toast).not.toBeInTheDocument()
})

test('a notice that stays is worded again when the language changes', async () => {
  reloadTheme()
  const { user } = renderApp('/settings')
  untell()
  fullStorage()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark')
  expect(await screen.findByText(/The theme could not be saved/)).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  expect(await screen.findByText(/^Das Design: Speichern nicht möglich/)).toBeInTheDocument()
  expect(screen.queryByText(/could not be saved/)).toBeNull()
  delete document.documentElement.dataset.theme
})
