import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { orderQueries } from '../src/api/orders'
import { json } from '../src/mocks/handlers'
import { locationOf, renderApp } from './render'
import { API, server, testDb } from './server'

/** Body rows of the orders table (the header row excluded). Read through the table's own DOM API:
 * role queries over hundreds of cells are slow in jsdom and add nothing here. */
function bodyRows(): HTMLTableRowElement[] {
  const table = screen.getByRole('table') as HTMLTableElement
  return Array.from(table.tBodies[0]?.rows ?? [])
}
function header(name: string) {
  const table = screen.getByRole('table') as HTMLTableElement
  return within(table.tHead as HTMLElement).getByRole('columnheader', { name })
}
const column = (index: number) => bodyRows().map((row) => row.cells[index]?.textContent ?? '')

const firstOrder = () => {
  const order = testDb.orders[0]
  if (!order) throw new Error('the seed has orders')
  return order
}
const petNameOf = (petId: unknown) => testDb.pets.find((p) => p.id === petId)?.name ?? ''

test('lists the 40 seed orders over two pages with a count', async () => {
  const { user, router } = renderApp('/orders')
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument()
  expect(await screen.findByText('40 orders')).toBeInTheDocument()
  for (const name of ['ID', 'Pet', 'Quantity', 'Ship date', 'Complete']) {
    expect(header(name)).toHaveAttribute('aria-sort')
  }
  expect(bodyRows()).toHaveLength(25)
  expect(column(0)[0]).toBe('1001')
  const pagination = screen.getByRole('navigation', { name: 'Pagination' })
  expect(pagination).toHaveTextContent('of 2')
  await user.click(within(pagination).getByRole('button', { name: 'Next page' }))
  expect(bodyRows()).toHaveLength(15)
  expect(column(0).at(-1)).toBe('1040')
  expect(locationOf(router)).toBe('/orders?page=2')
})

test('the Pet column shows the pet name and links to the pet; Complete reads Yes or No', async () => {
  renderApp('/orders')
  await screen.findByText('40 orders')
  const order = firstOrder()
  const [row] = bodyRows()
  if (!row) throw new Error('a first row')
  const link = await within(row).findByRole('link', { name: petNameOf(order.petId) })
  expect(link).toHaveAttribute('href', `/pets/${String(order.petId)}`)
  expect(row.cells[4]).toHaveTextContent(order.complete ? 'Yes' : 'No')
  expect(new Set(column(4))).toEqual(new Set(['Yes', 'No']))
  // The ship date is a <time> whose tooltip is the ISO instant.
  const iso = new Date(order.shipDate ?? '').toISOString()
  expect(within(row.cells[3] as HTMLElement).getByTitle(iso)).toHaveAttribute('dateTime', iso)
})

test('a malformed ship date is shown as sent; missing fields show a dash; big ids stay exact', async () => {
  server.use(
    http.get(
      `${API}/store/orders`,
      () =>
        new HttpResponse(
          '[{"id":9007199254740993,"petId":9007199254740995,"quantity":2,"shipDate":"not-a-date","complete":false},{"id":7}]',
          { headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  )
  renderApp('/orders')
  expect(await screen.findByText('not-a-date')).toBeInTheDocument()
  expect(screen.getByText('9007199254740993')).toBeInTheDocument()
  // The pet is unknown, so it is named by its (exact) id.
  expect(screen.getByRole('link', { name: 'Pet 9007199254740995' })).toHaveAttribute(
    'href',
    '/pets/9007199254740995',
  )
  expect(Array.from(bodyRows()[0]?.cells ?? []).map((c) => c.textContent)).toEqual([
    '7',
    '—',
    '—',
    '—',
    '—',
  ])
})

test('the Complete filter comes from the URL', async () => {
  renderApp('/orders?complete=yes')
  const complete = testDb.orders.filter((o) => o.complete === true).length
  expect(await screen.findByText(`${complete} of 40 orders`)).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Complete' })).toHaveValue('yes')
  expect(new Set(column(4))).toEqual(new Set(['Yes']))
})

test('choosing Open in the Complete filter narrows the rows and updates the URL', async () => {
  const { user, router } = renderApp('/orders?page=2')
  await screen.findByText('40 orders')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Complete' }), 'Open')
  const open = testDb.orders.filter((o) => o.complete !== true).length
  expect(screen.getByText(`${open} of 40 orders`)).toBeInTheDocument()
  expect(new Set(column(4))).toEqual(new Set(['No']))
  expect(locationOf(router)).toBe('/orders?complete=no')
})

test('a link to the plain orders list resets the Complete filter to All', async () => {
  const { user, router } = renderApp('/orders')
  await screen.findByText('40 orders')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Complete' }), 'Complete')
  await waitFor(() => expect(locationOf(router)).toBe('/orders?complete=yes'))
  await user.click(screen.getByRole('link', { name: 'Orders' }))
  expect(await screen.findByText('40 orders')).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Complete' })).toHaveValue('')
  expect(locationOf(router)).toBe('/orders')
})

test('sorting by a column sets aria-sort and the URL, and a second click reverses it', async () => {
  const { user, router } = renderApp('/orders')
  await screen.findByText('40 orders')
  expect(header('ID')).toHaveAttribute('aria-sort', 'ascending')
  await user.click(within(header('Quantity')).getByRole('button'))
  expect(header('Quantity')).toHaveAttribute('aria-sort', 'ascending')
  expect(header('ID')).toHaveAttribute('aria-sort', 'none')
  expect(locationOf(router)).toBe('/orders?sort=quantity')
  const quantities = column(2).map(Number)
  expect(quantities).toEqual([...quantities].sort((a, b) => a - b))
  await user.click(within(header('Quantity')).getByRole('button'))
  expect(header('Quantity')).toHaveAttribute('aria-sort', 'descending')
  expect(locationOf(router)).toBe('/orders?sort=-quantity')
  const max = Math.max(...testDb.orders.map((o) => Number(o.quantity)))
  expect(column(2)[0]).toBe(String(max))
})

test('sorting by ship date orders the rows by time, from the URL', async () => {
  renderApp('/orders?sort=-shipDate')
  await screen.findByText('40 orders')
  const latest = testDb.orders
    .map((o) => Date.parse(o.shipDate ?? ''))
    .reduce((a, b) => Math.max(a, b))
  const iso = new Date(latest).toISOString()
  expect(within(bodyRows()[0] as HTMLElement).getByTitle(iso)).toHaveAttribute('dateTime', iso)
})

test('sorting by pet orders the rows by pet name once the names arrive, from the URL', async () => {
  renderApp('/orders?sort=-pet')
  await screen.findByText('40 orders')
  const names = testDb.orders.map((o) => petNameOf(o.petId))
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  const expected = [...names].sort((a, b) => collator.compare(b, a)).slice(0, 25)
  expect(await screen.findByRole('link', { name: expected[0] })).toBeInTheDocument()
  expect(column(1)).toEqual(expected)
})

test('a failed load shows an alert with the status, and Retry loads the orders', async () => {
  server.use(
    http.get(`${API}/store/orders`, () => json({ message: 'Orders are down' }, { status: 500 }), {
      once: true,
    }),
  )
  const { user } = renderApp('/orders')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 500')
  expect(alert).toHaveTextContent('Orders are down')
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('40 orders')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('orders that fail on every call after loading show the error, not the old count and pages', async () => {
  const { queryClient } = renderApp('/orders')
  await screen.findByText('40 orders')
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
  server.use(
    http.get(`${API}/store/orders`, () => json({ message: 'Unavailable' }, { status: 503 })),
  )
  // What a forced 503 in the demo does: the page asks again, and the answer is an error.
  await act(() => queryClient.refetchQueries({ queryKey: orderQueries.list().queryKey }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 503')
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.queryByText('40 orders')).not.toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
})

test('an empty list says so', async () => {
  server.use(http.get(`${API}/store/orders`, () => json([])))
  renderApp('/orders')
  expect(await screen.findByText('No orders yet.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
})

test('when the pet list fails, orders still show with pets named by id', async () => {
  server.use(http.get(`${API}/pets`, () => json({ message: 'nope' }, { status: 503 })))
  renderApp('/orders')
  await screen.findByText('40 orders')
  const order = firstOrder()
  expect(
    await screen.findByText('Pet names could not be loaded; pets are shown by ID.'),
  ).toBeInTheDocument()
  const [row] = bodyRows()
  expect(
    within(row as HTMLElement).getByRole('link', { name: `Pet ${String(order.petId)}` }),
  ).toBeInTheDocument()
})

test('orders filter by pet id and by ship-date range, both days included, in the URL', async () => {
  const { user, router } = renderApp('/orders')
  await screen.findByText('40 orders')
  const petId = String(firstOrder().petId)
  const ofPet = testDb.orders.filter((o) => String(o.petId) === petId)
  await user.type(screen.getByRole('textbox', { name: 'Pet ID' }), petId)
  await waitFor(() => expect(bodyRows()).toHaveLength(ofPet.length))
  expect(locationOf(router)).toBe(`/orders?pet=${petId}`)
  expect(column(1).every((name) => name === petNameOf(firstOrder().petId))).toBe(true)
  await user.clear(screen.getByRole('textbox', { name: 'Pet ID' }))

  // One local day, from the first order's ship date: every order shipped that day, and no other.
  const day = new Date(Date.parse(firstOrder().shipDate ?? ''))
  const pad = (n: number) => String(n).padStart(2, '0')
  const param = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
  const sameDay = testDb.orders.filter((o) => {
    const d = new Date(Date.parse(o.shipDate ?? ''))
    return d.toDateString() === day.toDateString()
  })
  await user.type(screen.getByLabelText('Shipped from'), param)
  await user.type(screen.getByLabelText('Shipped to'), param)
  expect(locationOf(router)).toBe(`/orders?from=${param}&to=${param}`)
  expect(await screen.findByText(`${sameDay.length} of 40 orders`)).toBeInTheDocument()
})

test('a link with a pet id and dates reproduces the filtered view', async () => {
  const order = firstOrder()
  renderApp(`/orders?pet=${String(order.petId)}&from=2000-01-01&to=2099-12-31`)
  const ofPet = testDb.orders.filter((o) => o.petId === order.petId).length
  expect(await screen.findByText(`${ofPet} of 40 orders`)).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Pet ID' })).toHaveValue(String(order.petId))
  expect(screen.getByLabelText('Shipped from')).toHaveValue('2000-01-01')
})
