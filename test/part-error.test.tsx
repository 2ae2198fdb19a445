// A header tool that throws while rendering takes only itself down: the page and the navigation
// stay, and the place of the tools says what failed with a way to try again.
import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from './render'

let failing = true
vi.mock('../src/features/tours/tours', () => ({
  Tours: () => {
    if (failing) throw new Error('Tours could not start')
    return <button type="button">Tours</button>
  },
}))

test('a header tool that throws leaves the page and the navigation, and says so in its place', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const { user } = renderApp('/pets')
  expect(await screen.findByRole('heading', { level: 1, name: 'Pets' })).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  const alert = screen.getByRole('alert', { name: '' })
  expect(alert).toHaveTextContent("The header's tools hit an error: Tours could not start")
  failing = false
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('button', { name: 'Tours' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Request log' })).toBeInTheDocument()
})
