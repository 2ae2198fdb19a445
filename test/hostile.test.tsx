// Hostile and broken servers, through the whole app: every case ends in data or an alert with Retry.
import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { HttpError } from '../src/api/errors'
import { retryDelay } from '../src/api/query-client'
import { defaultAuth, saveSettings } from '../src/api/settings'
import { createHandlers } from '../src/mocks/handlers'
import { renderApp } from './render'
import { API, server, testDb } from './server'

// A failed timeout or offline test must not leave fake timers or an offline state to the next one.
afterEach(() => {
  vi.useRealTimers()
  window.dispatchEvent(new Event('online'))
})

const raw = (body: string, status = 200, contentType = 'application/json') =>
  new HttpResponse(body, { status, headers: { 'Content-Type': contentType } })

async function findFailure(status: RegExp | string) {
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(status)
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  return alert
}

test('malformed JSON on /pets shows an alert with Retry', async () => {
  server.use(http.get(`${API}/pets`, () => raw('[{"id": 1, "name": "Rex"')))
  renderApp('/pets')
  await findFailure(/Unexpected response/)
  expect(screen.getByRole('heading', { level: 1, name: 'Pets' })).toBeInTheDocument()
})

test('a 502 HTML page from a proxy shows the status and the page title, not markup', async () => {
  const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>nginx</h1></body></html>'
  server.use(http.get(`${API}/pets`, () => raw(page, 502, 'text/html')))
  renderApp('/pets')
  const alert = await findFailure(/HTTP 502/)
  expect(alert).toHaveTextContent('502 Bad Gateway')
  expect(alert).not.toHaveTextContent('<h1>')
})

test('an object instead of a list of orders shows an alert naming the problem', async () => {
  server.use(http.get(`${API}/store/orders`, () => HttpResponse.json({ orders: [] })))
  renderApp('/orders')
  const alert = await findFailure(/Unexpected response/)
  expect(alert).toHaveTextContent(/expected an array/)
})

test('a string id on a pet shows an alert, not a broken page', async () => {
  server.use(http.get(`${API}/pets/1`, () => HttpResponse.json({ id: 'one', name: 'Rex' })))
  renderApp('/pets/1')
  const alert = await findFailure(/Unexpected response/)
  expect(alert).toHaveTextContent('$.id: expected an integer')
})

test('pets missing name, tag and status still render, linked by id', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json([{ id: 31 }, { id: 32, name: 'Bo' }])))
  renderApp('/pets')
  const link = await screen.findByRole('link', { name: 'Pet 31' })
  expect(link).toHaveAttribute('href', '/pets/31')
  expect(screen.getByRole('link', { name: 'Bo' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a pet with no fields but its id has the heading "Pet <id>"', async () => {
  server.use(http.get(`${API}/pets/44`, () => HttpResponse.json({ id: 44 })))
  renderApp('/pets/44')
  expect(await screen.findByRole('heading', { level: 1, name: 'Pet 44' })).toBeInTheDocument()
})

test('extra fields the server sends are shown on the pet page', async () => {
  server.use(
    http.get(`${API}/pets/5`, () =>
      HttpResponse.json({ id: 5, name: 'Rex', microchip: 'MC-0042', vaccinated: true }),
    ),
  )
  renderApp('/pets/5')
  await screen.findByRole('heading', { level: 1, name: 'Rex' })
  expect(screen.getByText('microchip')).toBeInTheDocument()
  expect(screen.getByText('MC-0042')).toBeInTheDocument()
  expect(screen.getByText('vaccinated')).toBeInTheDocument()
})

test('an id above 2^53 is shown and linked exactly', async () => {
  server.use(
    http.get(`${API}/pets`, () => raw('[{"id":9007199254740993,"name":"Huge"}]')),
    http.get(`${API}/pets/9007199254740993`, () =>
      raw('{"id":9007199254740993,"name":"Huge","tag":"big"}'),
    ),
  )
  const { user } = renderApp('/pets')
  const link = await screen.findByRole('link', { name: 'Huge' })
  expect(link).toHaveAttribute('href', '/pets/9007199254740993')
  expect(screen.getByText('9007199254740993')).toBeInTheDocument()
  await user.click(link)
  await screen.findByRole('heading', { level: 1, name: 'Huge' })
  expect(screen.getByText('9007199254740993')).toBeInTheDocument()
})

test('a 500 shows an alert and Retry recovers', async () => {
  let calls = 0
  server.use(
    http.get(`${API}/pets`, () => {
      calls++
      return calls === 1
        ? HttpResponse.json({ message: 'Database on fire' }, { status: 500 })
        : HttpResponse.json([{ id: 1, name: 'Phoenix' }])
    }),
  )
  const { user } = renderApp('/pets')
  const alert = await findFailure(/HTTP 500/)
  expect(alert).toHaveTextContent('Database on fire')
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('link', { name: 'Phoenix' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a 503 recovers on the automatic retry without an alert', async () => {
  let calls = 0
  server.use(
    http.get(`${API}/store/orders`, () => {
      calls++
      return calls < 3
        ? HttpResponse.json({ message: 'Try later' }, { status: 503 })
        : HttpResponse.json([{ id: 77, petId: 1, quantity: 2, complete: false }])
    }),
  )
  renderApp('/orders', { retry: true })
  // findByText: a role query over the whole table is re-run on every poll and is slow in jsdom.
  expect(await screen.findByText('77')).toBeInTheDocument()
  expect(calls).toBe(3)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a 400 is not retried automatically', async () => {
  let calls = 0
  server.use(
    http.get(`${API}/pets`, () => {
      calls++
      return HttpResponse.json({ message: 'Bad query' }, { status: 400 })
    }),
  )
  renderApp('/pets', { retry: true })
  await findFailure(/HTTP 400/)
  expect(calls).toBe(1)
})

test('Retry-After is honoured: 2 seconds means a 2000 ms retry delay', () => {
  const limited = new HttpError(429, 'Too Many Requests', '', null, 2000)
  expect(retryDelay(0, limited)).toBe(2000)
  expect(retryDelay(2, limited)).toBe(2000)
  expect(retryDelay(1, new HttpError(503, '', '', null))).toBe(2000)
  expect(retryDelay(0, new HttpError(503, '', '', null))).toBe(1000)
})

test('a 429 with Retry-After tells the user how long to wait', async () => {
  server.use(
    http.get(`${API}/pets`, () =>
      HttpResponse.json({ message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '2' } }),
    ),
  )
  renderApp('/pets')
  const alert = await findFailure(/HTTP 429/)
  // The explanation is a chunk of its own, loaded when the first alert shows.
  await waitFor(() => expect(alert).toHaveTextContent(/wait 2 s/))
})

test('a server that never answers ends in "Timed out"', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(
    http.get(`${API}/pets`, async () => {
      await delay('infinite')
      return HttpResponse.json([])
    }),
  )
  renderApp('/pets')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(16_000)
  })
  vi.useRealTimers()
  await findFailure(/Timed out/)
})

test.each([401, 403])('a %i names the API key and links to Settings', async (status) => {
  server.use(
    http.get(`${API}/pets`, () => HttpResponse.json({ message: 'Invalid key' }, { status })),
  )
  const { user, router } = renderApp('/pets')
  const alert = await findFailure(new RegExp(`HTTP ${status}`))
  await waitFor(() => expect(alert).toHaveTextContent(/API key/))
  await user.click(within(alert).getByRole('link', { name: 'Open Settings' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
})

test('a 404 on a pet shows "Pet not found"', async () => {
  server.use(
    http.get(`${API}/pets/999`, () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
  )
  renderApp('/pets/999')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pet not found' }),
  ).toBeInTheDocument()
})

test('a 409 on create shows the server’s message and keeps the form filled', async () => {
  server.use(
    http.post(`${API}/pets`, () =>
      HttpResponse.json({ message: 'A pet with id 1 already exists.' }, { status: 409 }),
    ),
  )
  const { user } = renderApp('/pets/new')
  await user.type(await screen.findByLabelText('ID'), '1')
  await user.type(screen.getByLabelText('Name'), 'Twin')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  expect(await screen.findByText(/A pet with id 1 already exists/)).toBeInTheDocument()
  expect(screen.getByLabelText('Name')).toHaveValue('Twin')
})

test('an empty list shows the empty state, not a blank table', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json([])))
  renderApp('/pets')
  expect(await screen.findByRole('heading', { name: 'No pets yet' })).toBeInTheDocument()
})

test('a network failure names it and offers Retry', async () => {
  server.use(http.get(`${API}/store/orders`, () => HttpResponse.error()))
  renderApp('/orders')
  await findFailure(/Network error/)
})

/** Goes offline as the browser reports it; returns how to come back. */
function goOffline() {
  let online = false
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  return () => {
    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
  }
}

test('offline on a real server: the banner says so, and reconnecting fetches what was paused', async () => {
  const custom = 'https://api.example.test/v1'
  saveSettings({ environment: 'custom', customBaseUrl: custom, auth: defaultAuth })
  server.use(...createHandlers(testDb, custom))
  const comeBack = goOffline()
  renderApp('/pets')
  expect(
    await screen.findByText(
      'You are offline. Showing saved data; changes will be sent when you reconnect.',
    ),
  ).toBeInTheDocument()
  // React Query pauses the fetch while offline instead of failing it.
  expect(screen.queryByRole('link', { name: 'Biscuit' })).not.toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  comeBack()
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
  expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
})

test('offline in the demo: the banner says the demo keeps working, and it does', async () => {
  goOffline()
  renderApp('/pets')
  expect(
    await screen.findByText('Offline: the demo keeps working, since its API runs in this browser.'),
  ).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
})
