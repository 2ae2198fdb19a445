import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { json } from '../src/mocks/handlers'
import { captureDownloads, locationOf, renderApp } from './render'
import { API, failGet, holdGet, server, testDb } from './server'

/** Body rows of the pets table; plain DOM reads keep 25-row checks quick in jsdom. */
function bodyRows(): HTMLTableRowElement[] {
  const table = screen.getByRole('table') as HTMLTableElement
  return [...(table.tBodies[0]?.rows ?? [])]
}
const namesInOrder = () => bodyRows().map((row) => row.cells[1]?.textContent ?? '')

test('lists the seed pets on one page with a count and links to each pet', async () => {
  renderApp('/pets')
  expect(await screen.findByRole('heading', { level: 1, name: 'Pets' })).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toHaveAttribute('href', '/pets/1')
  expect(bodyRows()).toHaveLength(25)
  expect(within(screen.getByRole('main')).getByText('25 pets')).toBeInTheDocument()
  for (const name of ['ID', 'Name', 'Tag', 'Status']) {
    expect(screen.getByRole('columnheader', { name })).toHaveAttribute('aria-sort')
  }
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Add pet' })).toHaveAttribute('href', '/pets/new')
})

test('shows skeleton rows while the list loads, then the pets', async () => {
  const release = holdGet('/pets')
  renderApp('/pets')
  const table = await screen.findByRole('table')
  expect(table).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByText('Loading pets…')).toBeInTheDocument()
  expect(bodyRows()).toHaveLength(25)
  for (const row of bodyRows()) expect(row).toHaveAttribute('aria-hidden', 'true')
  release()
  expect(await screen.findByRole('link', { name: 'Miso' })).toBeInTheDocument()
  expect(table).toHaveAttribute('aria-busy', 'false')
  expect(screen.queryByText('Loading pets…')).not.toBeInTheDocument()
})

test('with 50 rows a page chosen, the list loads behind 50 placeholder rows', async () => {
  const release = holdGet('/pets')
  renderApp('/pets?size=50')
  await screen.findByRole('table', { busy: true })
  expect(bodyRows()).toHaveLength(50)
  release()
})

test('search narrows the rows by name or tag and is kept in the URL', async () => {
  const { user, router } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Biscuit' })
  await user.type(screen.getByRole('searchbox', { name: 'Search pets' }), 'CAT')
  await waitFor(() => expect(bodyRows()).toHaveLength(6))
  expect(screen.getByText('6 of 25 pets match')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Miso' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Biscuit' })).not.toBeInTheDocument()
  expect(locationOf(router)).toBe('/pets?q=CAT')
  await user.clear(screen.getByRole('searchbox', { name: 'Search pets' }))
  await user.type(screen.getByRole('searchbox', { name: 'Search pets' }), 'bub')
  await waitFor(() => expect(namesInOrder()).toEqual(['Bubbles']))
})

test('the status and tag filters narrow the rows', async () => {
  const { user, router } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Biscuit' })
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'sold')
  expect(bodyRows()).toHaveLength(6)
  for (const row of bodyRows()) expect(row).toHaveTextContent('sold')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'cat')
  expect(namesInOrder()).toEqual(['Mochi'])
  expect(locationOf(router)).toBe('/pets?status=sold&tag=cat')
})

test('sorting by a header toggles aria-sort and the row order', async () => {
  const { user, router } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Biscuit' })
  const nameHeader = screen.getByRole('columnheader', { name: /Name/ })
  expect(nameHeader).toHaveAttribute('aria-sort', 'none')
  expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'ascending')
  await user.click(within(nameHeader).getByRole('button'))
  expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  expect(namesInOrder().slice(0, 3)).toEqual(['Biscuit', 'Bruno', 'Bubbles'])
  await user.click(within(nameHeader).getByRole('button'))
  expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  expect(namesInOrder().slice(0, 3)).toEqual(['Ziggy', 'Wasabi', 'Tofu'])
  expect(locationOf(router)).toBe('/pets?sort=-name')
})

test('pages through more than 25 pets, 25 at a time', async () => {
  for (let id = 26; id <= 60; id++) testDb.addPet({ id, name: `Extra ${id}`, status: 'available' })
  const { user, router } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Biscuit' })
  expect(bodyRows()).toHaveLength(25)
  const pagination = screen.getByRole('navigation', { name: 'Pagination' })
  expect(within(pagination).getByRole('spinbutton', { name: 'Page' })).toHaveValue(1)
  expect(pagination).toHaveTextContent('of 3')
  await user.click(within(pagination).getByRole('button', { name: 'Next page' }))
  expect(screen.getByRole('link', { name: 'Extra 26' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Biscuit' })).not.toBeInTheDocument()
  await user.click(within(pagination).getByRole('button', { name: 'Next page' }))
  expect(bodyRows()).toHaveLength(10)
  expect(locationOf(router)).toBe('/pets?page=3')
  expect(within(pagination).getByRole('button', { name: 'Last page' })).toBeDisabled()
})

test('first, last, a typed page and rows per page, all in the URL', async () => {
  for (let id = 26; id <= 130; id++) testDb.addPet({ id, name: `Extra ${id}`, status: 'sold' })
  const { user, router } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Biscuit' })
  const pagination = screen.getByRole('navigation', { name: 'Pagination' })
  expect(within(pagination).getByRole('button', { name: 'First page' })).toBeDisabled()
  expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await user.click(within(pagination).getByRole('button', { name: 'Last page' }))
  expect(locationOf(router)).toBe('/pets?page=6')
  expect(bodyRows()).toHaveLength(5)

  const box = within(pagination).getByRole('spinbutton', { name: 'Page' })
  await user.clear(box)
  await user.type(box, '3{Enter}')
  expect(locationOf(router)).toBe('/pets?page=3')
  expect(screen.getByRole('link', { name: 'Extra 51' })).toBeInTheDocument()
  await user.clear(box)
  await user.type(box, '99{Enter}')
  expect(locationOf(router)).toBe('/pets?page=6')

  await user.click(within(pagination).getByRole('button', { name: 'First page' }))
  expect(locationOf(router)).toBe('/pets')
  const size = within(pagination).getByRole('combobox', { name: 'Rows per page' })
  expect(
    within(size)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['25', '50', '100'])
  await user.selectOptions(size, '100')
  expect(locationOf(router)).toBe('/pets?size=100')
  expect(bodyRows()).toHaveLength(100)
  expect(pagination).toHaveTextContent('of 2')
})

test('a link with a page size reproduces it', async () => {
  for (let id = 26; id <= 80; id++) testDb.addPet({ id, name: `Extra ${id}`, status: 'sold' })
  renderApp('/pets?size=50&page=2')
  await screen.findByRole('link', { name: 'Extra 51' })
  expect(bodyRows()).toHaveLength(30)
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50')
})

test('a link with search and sort in its query reproduces the view', async () => {
  renderApp('/pets?q=cat&sort=-name')
  expect(await screen.findByRole('link', { name: 'Wasabi' })).toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Search pets' })).toHaveValue('cat')
  expect(namesInOrder()).toEqual(['Wasabi', 'Tofu', 'Mochi', 'Miso', 'Luna', 'Juniper'])
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
})

test('filters that hide everything offer Clear filters', async () => {
  const { user, router } = renderApp('/pets?q=zebra')
  expect(await screen.findByRole('heading', { name: 'No pets match' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Search pets' })).toHaveValue('')
  expect(locationOf(router)).toBe('/pets')
})

test('an empty server shows No pets yet with a way to add one', async () => {
  server.use(http.get(`${API}/pets`, () => json([])))
  renderApp('/pets')
  expect(await screen.findByRole('heading', { name: 'No pets yet' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Add the first pet' })).toHaveAttribute(
    'href',
    '/pets/new',
  )
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('a 500 shows an alert naming the status, and Retry recovers', async () => {
  const recover = failGet('/pets', 500, 'Database is down')
  const { user } = renderApp('/pets')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 500')
  expect(alert).toHaveTextContent('Database is down')
  recover()
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a network failure shows an alert saying so', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.error()))
  renderApp('/pets')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(/network error/i)
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
})

test('a body that is not a list of pets shows an alert instead of crashing', async () => {
  server.use(http.get(`${API}/pets`, () => json({ pets: [] })))
  renderApp('/pets')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Unexpected response')
  expect(alert).toHaveTextContent('expected an array')
})

test('pets without a name and with ids above 2^53 are shown and linked exactly', async () => {
  server.use(
    http.get(
      `${API}/pets`,
      () =>
        new HttpResponse('[{"id":9007199254740993,"name":"Big"},{"id":7}]', {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  )
  renderApp('/pets')
  expect(await screen.findByRole('link', { name: 'Big' })).toHaveAttribute(
    'href',
    '/pets/9007199254740993',
  )
  expect(screen.getByText('9007199254740993')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Pet 7' })).toHaveAttribute('href', '/pets/7')
})

test('following the Pets link from a filtered view shows every pet again', async () => {
  const { user, router } = renderApp('/pets?q=cat&status=sold')
  expect(await screen.findByRole('link', { name: 'Mochi' })).toBeInTheDocument()
  expect(bodyRows()).toHaveLength(1)
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  await waitFor(() => expect(bodyRows()).toHaveLength(25))
  expect(screen.getByRole('searchbox', { name: 'Search pets' })).toHaveValue('')
  expect(locationOf(router)).toBe('/pets')
})

test('Export CSV and Export JSON hold the whole filtered, sorted view, not just one page', async () => {
  for (let id = 26; id <= 60; id++) testDb.addPet({ id, name: `Extra ${id}`, status: 'available' })
  const expected = testDb.pets.filter((p) => p.status === 'available').length
  const blobs = captureDownloads()
  const { user } = renderApp('/pets?status=available&sort=-id')
  await screen.findByRole('link', { name: 'Extra 60' })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await user.click(screen.getByRole('button', { name: 'Export JSON' }))
  const csv = (await blobs[0]?.text())?.trim().split('\r\n') ?? []
  expect(csv[0]).toBe('id,name,tag,status')
  expect(csv).toHaveLength(expected + 1)
  expect(csv[1]).toBe('60,Extra 60,,available')
  const exported = JSON.parse((await blobs[1]?.text()) ?? '[]') as Array<{ id: number }>
  expect(exported).toHaveLength(expected)
  expect(exported[0]?.id).toBe(60)
})
