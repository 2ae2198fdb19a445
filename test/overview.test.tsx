import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { http } from 'msw'
import { json } from '../src/mocks/handlers'
import { locationOf, renderApp } from './render'
import { API, server, testDb } from './server'

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d[\d,]*$/)

const findStat = (label: string) =>
  within(screen.getByRole('group', { name: label })).findByText(/^\d[\d,]*$/)

/** Row header → first data cell, read from a chart's table alternative. */
function tableNumbers(caption: RegExp): Record<string, number> {
  const table = screen.getByRole('table', { name: caption }) as HTMLTableElement
  return Object.fromEntries(
    Array.from(table.tBodies[0]?.rows ?? []).map((row) => [
      row.cells[0]?.textContent ?? '',
      Number(row.cells[1]?.textContent),
    ]),
  )
}

test('the stat cards show the counts from the data', async () => {
  renderApp('/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
  const open = testDb.orders.filter((o) => o.complete !== true).length
  const pets = screen.getByRole('group', { name: 'Pets' })
  expect(await within(pets).findByText(String(testDb.pets.length))).toBeInTheDocument()
  expect(await findStat('Orders')).toHaveTextContent(String(testDb.orders.length))
  expect(await findStat('Open orders')).toHaveTextContent(String(open))
})

test('the pets chart and its table alternative give the count per status', async () => {
  renderApp('/')
  const chart = await screen.findByRole('img', { name: /^Pets by status:/ })
  const expected: Record<string, number> = {}
  for (const pet of testDb.pets) expected[pet.status ?? ''] = (expected[pet.status ?? ''] ?? 0) + 1
  expect(tableNumbers(/Pets by status/)).toEqual(expected)
  expect(chart).toHaveAccessibleName(
    `Pets by status: available ${expected.available}, pending ${expected.pending}, sold ${expected.sold}`,
  )
  expect(
    screen.getByRole('link', { name: `available: ${expected.available} pets` }),
  ).toHaveAttribute('href', '/pets?status=available')
})

test('clicking a status bar opens the pets list filtered by that status', async () => {
  const { user, router } = renderApp('/')
  const sold = testDb.pets.filter((p) => p.status === 'sold').length
  const section = await screen.findByRole('region', { name: 'Pets by status' })
  await user.click(await within(section).findByRole('link', { name: `sold: ${sold} pets` }))
  await waitFor(() => expect(locationOf(router)).toBe('/pets?status=sold'))
})

test('the orders chart counts every order once, split into complete and open', async () => {
  renderApp('/')
  await screen.findByRole('img', { name: /^Orders by ship date:/ })
  const table = screen.getByRole('table', { name: /Orders by ship date/ }) as HTMLTableElement
  const rows = Array.from(table.tBodies[0]?.rows ?? []).map((row) =>
    Array.from(row.cells, (cell) => Number(cell.textContent)),
  )
  const sum = (index: number) => rows.reduce((total, row) => total + (row[index] ?? 0), 0)
  expect(sum(1)).toBe(testDb.orders.length)
  expect(sum(3)).toBe(testDb.orders.filter((o) => o.complete !== true).length)
  expect(sum(2) + sum(3)).toBe(sum(1))
})

test('a section that fails shows its own alert with Retry; the other section still renders', async () => {
  server.use(
    http.get(`${API}/pets`, () => json({ message: 'Pets are down' }, { status: 503 }), {
      once: true,
    }),
  )
  const { user } = renderApp('/')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load pets: HTTP 503')
  expect(await screen.findByRole('img', { name: /^Orders by ship date:/ })).toBeInTheDocument()
  expect(statValue('Orders')).toHaveTextContent(String(testDb.orders.length))
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('img', { name: /^Pets by status:/ })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a ship-date bar opens exactly the orders it counts, as a date filter', async () => {
  const { user, router } = renderApp('/')
  const section = await screen.findByRole('region', { name: 'Orders by ship date' })
  const bars = await within(section).findAllByRole('link')
  const bar = bars.find((link) => !/: 0 orders/.test(link.getAttribute('aria-label') ?? ''))
  if (!bar) throw new Error('the seed has dated orders')
  const count = /: (\d+) orders?,/.exec(bar.getAttribute('aria-label') ?? '')?.[1]
  await user.click(bar)
  await waitFor(() =>
    expect(locationOf(router)).toMatch(/^\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/),
  )
  expect(await screen.findByText(`${count} of ${testDb.orders.length} orders`)).toBeInTheDocument()
})

test('the ship-date chart links only the days that have orders, each with its count', async () => {
  const { user } = renderApp('/')
  const section = await screen.findByRole('region', { name: 'Orders by ship date' })
  await within(section).findByRole('img', { name: /^Orders by ship date:/ })
  await user.click(within(section).getByText('Show as table'))
  const table = within(section).getByRole('table', { name: 'Orders by ship date' })
  const daysWithOrders = within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => Number(within(row).getAllByRole('cell')[0]?.textContent) > 0)
  const links = within(section).getAllByRole('link')
  expect(links).toHaveLength(daysWithOrders.length)
  for (const link of links) expect(link).not.toHaveAccessibleName(/: 0 orders/)
})
