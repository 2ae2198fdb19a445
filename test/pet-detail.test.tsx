import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { json } from '../src/mocks/handlers'
import { renderApp } from './render'
import { API, holdGet, server, testDb } from './server'

/** The description list as term -> text pairs (each term is followed by its definition). */
function details(): Record<string, string> {
  const terms = screen.getAllByRole('term')
  const definitions = screen.getAllByRole('definition')
  expect(definitions).toHaveLength(terms.length)
  return Object.fromEntries(
    terms.map((term, i) => [term.textContent ?? '', definitions[i]?.textContent ?? '']),
  )
}

test('shows the pet: name as the heading, its fields, and a way back', async () => {
  const { user, router } = renderApp('/pets/2')
  expect(await screen.findByRole('heading', { level: 1, name: 'Miso' })).toBeInTheDocument()
  const terms = screen.getAllByRole('term').map((t) => t.textContent)
  expect(terms).toEqual(['ID', 'Name', 'Tag', 'Status'])
  expect(details()).toEqual({ ID: '2', Name: 'Miso', Tag: 'cat', Status: 'available' })
  await user.click(screen.getByRole('link', { name: /Back to pets/ }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/pets'))
})

test('while the pet loads, "Loading pet…" shows once, as the heading', async () => {
  const release = holdGet('/pets/2')
  renderApp('/pets/2')
  expect(await screen.findByRole('heading', { level: 1, name: 'Loading pet…' })).toBeInTheDocument()
  expect(screen.getAllByText('Loading pet…')).toHaveLength(1)
  release()
  expect(await screen.findByRole('heading', { level: 1, name: 'Miso' })).toBeInTheDocument()
})

test('extra fields the server sends are listed, and missing ones read as not sent', async () => {
  server.use(
    http.get(`${API}/pets/:petId`, () =>
      json({ id: 5, status: 'sold', microchip: 'A-1', vaccinated: true, owner: { city: 'Oslo' } }),
    ),
  )
  renderApp('/pets/5')
  expect(await screen.findByRole('heading', { level: 1, name: 'Pet 5' })).toBeInTheDocument()
  expect(details()).toEqual({
    ID: '5',
    Name: '— (not sent)',
    Tag: '— (not sent)',
    Status: 'sold',
    microchip: 'A-1',
    vaccinated: 'true',
    owner: '{\n  "city": "Oslo"\n}',
  })
})

test('an id above 2^53 is requested and shown exactly', async () => {
  const requested: string[] = []
  server.use(
    http.get(`${API}/pets/:petId`, ({ params }) => {
      requested.push(String(params.petId))
      return new HttpResponse('{"id":9007199254740993,"name":"Big"}', {
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  renderApp('/pets/9007199254740993')
  expect(await screen.findByRole('heading', { level: 1, name: 'Big' })).toBeInTheDocument()
  expect(details().ID).toBe('9007199254740993')
  expect(requested).toEqual(['9007199254740993'])
})

test('a pet that does not exist shows Pet not found with a link back', async () => {
  const { user, router } = renderApp('/pets/99999')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pet not found' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Back to pets' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/pets'))
})

test('a server error shows an alert with Retry that recovers', async () => {
  server.use(
    http.get(`${API}/pets/:petId`, () => json({ message: 'Upstream timeout' }, { status: 502 }), {
      once: true,
    }),
  )
  const { user } = renderApp('/pets/1')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 502')
  expect(alert).toHaveTextContent('Upstream timeout')
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit' })).toBeInTheDocument()
})

test("lists this pet's orders and only them", async () => {
  const petId = testDb.orders[0]?.petId
  const expected = testDb.orders.filter((o) => o.petId === petId)
  renderApp(`/pets/${String(petId)}`)
  const section = await screen.findByRole('region', { name: 'Orders for this pet' })
  const table = await within(section).findByRole('table')
  const [, ...rows] = within(table).getAllByRole('row')
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
    expected.map((o) => String(o.id)),
  )
  for (const row of rows) {
    expect(within(row).getAllByRole('cell')[3]?.textContent).toMatch(/^(Yes|No)$/)
  }
})

test('a pet without orders says so', async () => {
  server.use(http.get(`${API}/store/orders`, () => json([{ id: 1, petId: 999, quantity: 1 }])))
  renderApp('/pets/1')
  expect(await screen.findByText('No orders for this pet.')).toBeInTheDocument()
})

test('failing orders get their own alert and the pet stays visible', async () => {
  server.use(
    http.get(`${API}/store/orders`, () => json({ message: 'Orders offline' }, { status: 503 }), {
      once: true,
    }),
  )
  const { user } = renderApp('/pets/1')
  const section = await screen.findByRole('region', { name: 'Orders for this pet' })
  const alert = await within(section).findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 503')
  expect(screen.getByRole('heading', { level: 1, name: 'Biscuit' })).toBeInTheDocument()
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await within(section).findByRole('table')).toBeInTheDocument()
})
