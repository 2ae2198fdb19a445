import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { reloadTheme } from '../src/app/theme'
import { storageKeys } from '../src/lib/storage'
import { renderApp } from './render'

const THEME_KEY = storageKeys.theme

beforeEach(() => {
  delete document.documentElement.dataset.theme
  reloadTheme()
})

test('choosing a theme sets data-theme on <html> and remembers it; System removes both', async () => {
  const { user } = renderApp('/settings')
  const theme = screen.getByRole('combobox', { name: 'Theme' })
  expect(theme).toHaveValue('system')
  expect(document.documentElement).not.toHaveAttribute('data-theme')

  await user.selectOptions(theme, 'Dark')
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
  expect(localStorage.getItem(THEME_KEY)).toBe('dark')

  await user.selectOptions(theme, 'Light')
  expect(document.documentElement).toHaveAttribute('data-theme', 'light')
  expect(localStorage.getItem(THEME_KEY)).toBe('light')

  await user.selectOptions(theme, 'System')
  expect(document.documentElement).not.toHaveAttribute('data-theme')
  expect(localStorage.getItem(THEME_KEY)).toBeNull()
})

test('a saved theme is shown and applied on the next load', () => {
  localStorage.setItem(THEME_KEY, 'dark')
  reloadTheme()
  renderApp('/')
  expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
})

test("index.html's inline script applies the saved theme before the app loads, and ignores junk", () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
  // Vite writes the base path where index.html says %BASE_URL%; under the tests it is '/'.
  const script = (/<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '').replaceAll(
    '%BASE_URL%',
    '/',
  )
  expect(script).toContain(`'${THEME_KEY}'`)
  // The file is a classic browser script; running it as a function body is how the page runs it.
  const run = new Function(script) as () => void
  localStorage.setItem(THEME_KEY, 'dark')
  run()
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
  delete document.documentElement.dataset.theme
  localStorage.setItem(THEME_KEY, '"><script>')
  run()
  expect(document.documentElement).not.toHaveAttribute('data-theme')
})
