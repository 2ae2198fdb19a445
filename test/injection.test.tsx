// Server strings are data, never markup: hostile names render as literal text everywhere.
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from './render'
import { API, server } from './server'

const IMG = '<img src=x onerror=alert(1)>'
const SCRIPT = '<script>alert(1)</script>'

/** An injected element would be a real <img>/<script> node; role queries cannot see scripts. */
function injectedElements(): Element[] {
  return [...document.body.querySelectorAll('img, script, iframe')]
}

test('hostile pet names render as text in the pets table', async () => {
  server.use(
    http.get(`${API}/pets`, () =>
      HttpResponse.json([
        { id: 1, name: IMG, tag: SCRIPT, status: '<b>sold</b>' },
        { id: 2, name: SCRIPT },
      ]),
    ),
  )
  renderApp('/pets')
  // Wait by text (cheap), then check roles once: role queries over the whole table are slow.
  await screen.findByText(IMG)
  expect(screen.getByRole('link', { name: IMG })).toHaveAttribute('href', '/pets/1')
  expect(screen.getByRole('link', { name: SCRIPT })).toHaveAttribute('href', '/pets/2')
  expect(screen.getByText(SCRIPT, { selector: 'td' })).toBeInTheDocument()
  expect(within(screen.getByRole('table')).getByText('<b>sold</b>')).toBeInTheDocument()
  expect(injectedElements()).toEqual([])
})

test('a hostile name is the literal h1 and document title of the pet page', async () => {
  server.use(
    http.get(`${API}/pets/1`, () =>
      HttpResponse.json({ id: 1, name: IMG, note: SCRIPT, nested: { html: IMG } }),
    ),
  )
  renderApp('/pets/1')
  expect(await screen.findByRole('heading', { level: 1, name: IMG })).toBeInTheDocument()
  expect(document.title).toContain(IMG)
  expect(screen.getByText(SCRIPT)).toBeInTheDocument()
  expect(injectedElements()).toEqual([])
})

test('a hostile server error message is shown as text in the alert', async () => {
  server.use(
    http.get(`${API}/pets`, () => HttpResponse.json({ message: IMG + SCRIPT }, { status: 500 })),
  )
  renderApp('/pets')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(IMG + SCRIPT)
  expect(injectedElements()).toEqual([])
})

test('a pet created with a hostile name is announced as text in the toast', async () => {
  const { user } = renderApp('/pets/new')
  await user.type(await screen.findByLabelText('ID'), '4242')
  await user.type(screen.getByLabelText('Name'), IMG)
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  expect(await screen.findByRole('heading', { level: 1, name: IMG })).toBeInTheDocument()
  const toasts = screen.getAllByRole('status')
  expect(toasts.some((region) => within(region).queryByText(`Created ${IMG}`))).toBe(true)
  expect(injectedElements()).toEqual([])
})
