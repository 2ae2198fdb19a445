import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { request } from '../src/api/client'
import { defaultAuth, getSettings, saveSettings, setApiKey } from '../src/api/settings'
import { clearRequestLog, setRequestLogOpen } from '../src/features/request-log/request-log-store'
import { renderApp } from './render'
import { API, server } from './server'

beforeEach(() => {
  clearRequestLog()
  setRequestLogOpen(false)
})

async function openLog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  return screen.getByRole('complementary', { name: 'Request log' })
}

/** The log's entries once the call to `url` has settled with `status`. */
async function entriesAfter(log: HTMLElement, url: string, status: string) {
  await waitFor(() => {
    const entry = within(log)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(url))
    expect(entry).toHaveTextContent(status)
  })
  return within(log).getAllByRole('listitem')
}

test('the header button opens the log, which lists the call the page made', async () => {
  const { user } = renderApp('/pets')
  const button = screen.getByRole('button', { name: 'Request log' })
  expect(button).toHaveAttribute('aria-expanded', 'false')
  const log = await openLog(user)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(button).toHaveAttribute('aria-controls', log.id)
  const [entry] = await entriesAfter(log, `${API}/pets`, '200')
  expect(entry).toHaveTextContent('GET')
  expect(entry).toHaveTextContent(/\d+ ms/)
  expect(within(entry as HTMLElement).getByRole('button', { name: 'Copy as cURL' })).toBeVisible()
})

test('calls made before the shell or the log ever rendered are logged: the start-up wiring feeds the log', async () => {
  await request('/pets')
  const { user } = renderApp('/settings')
  const log = await openLog(user)
  const [entry] = await entriesAfter(log, `${API}/pets`, '200')
  expect(entry).toHaveTextContent('GET')
})

test('a call cancelled before its answer leaves the log (as StrictMode’s double mount does in dev)', async () => {
  server.use(
    http.get(`${API}/pets`, async () => {
      await delay(300)
      return HttpResponse.json([])
    }),
  )
  const { user } = renderApp('/settings')
  const log = await openLog(user)
  const controller = new AbortController()
  const call = request('/pets', { signal: controller.signal }).catch(() => undefined)
  expect(await within(log).findByText(`${API}/pets`)).toBeInTheDocument()
  act(() => controller.abort())
  await call
  await waitFor(() => expect(within(log).queryByText(`${API}/pets`)).not.toBeInTheDocument())
  expect(within(log).queryByText('cancelled')).not.toBeInTheDocument()
})

test('entries are newest first, and Clear empties the log', async () => {
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  await entriesAfter(log, `${API}/pets`, '200')
  await act(() => request('/pets/1'))
  const entries = await entriesAfter(log, `${API}/pets/1`, '200')
  expect(entries[0]).toHaveTextContent(`${API}/pets/1`)
  expect(entries.at(-1)).toHaveTextContent(`${API}/pets`)
  await user.click(within(log).getByRole('button', { name: 'Clear' }))
  expect(within(log).queryByRole('listitem')).not.toBeInTheDocument()
  expect(within(log).getByText(/No API calls yet/)).toBeInTheDocument()
})

test('a failed call is labelled Failed, a call in flight reads pending', async () => {
  server.use(
    http.get(`${API}/pets`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    http.get(`${API}/store/orders`, () => delay('infinite')),
  )
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  const [failed] = await entriesAfter(log, `${API}/pets`, '500')
  expect(failed).toHaveTextContent('Failed')
  void request('/store/orders').catch(() => undefined)
  const [pending] = await entriesAfter(log, `${API}/store/orders`, 'pending')
  expect(pending).not.toHaveTextContent('Failed')
})

test('the response body is shown as pretty JSON when its details are opened', async () => {
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  await act(() => request('/pets/1'))
  const [entry] = await entriesAfter(log, `${API}/pets/1`, '200')
  await user.click(within(entry as HTMLElement).getByText('Response'))
  expect(
    await within(entry as HTMLElement).findByText(/^{\n {2}"id": 1,\n/, {
      normalizer: (text) => text,
    }),
  ).toBeInTheDocument()
})

test("an entry's Response says where its time went in words, as the bar's hover does", async () => {
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  await act(() => request('/pets/1'))
  const [entry] = await entriesAfter(log, `${API}/pets/1`, '200')
  const bar = within(entry as HTMLElement).getByRole('img', { name: /^Timing: / })
  await user.click(within(entry as HTMLElement).getByText('Response'))
  const words = within(entry as HTMLElement).getByText(/^Timing: /, { selector: 'p' })
  expect(words).toHaveTextContent(/^Timing: \d+ ms network(, \d+ ms (parse|render))*$/)
  expect(words).toHaveTextContent(bar.getAttribute('title') ?? 'no title')
})

test('a key sent as a query parameter is never shown in the log, and copied only when Include secrets is ticked', async () => {
  setApiKey('demo', 's3cret', false)
  saveSettings({ ...getSettings(), auth: { ...defaultAuth, placement: 'query' } })
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  const [entry] = await entriesAfter(log, `${API}/pets?api_key=REDACTED`, '200')
  expect(log).not.toHaveTextContent('s3cret')

  await user.click(within(entry as HTMLElement).getByRole('button', { name: 'Copy as cURL' }))
  expect(await screen.findByText('Copied')).toBeInTheDocument()
  // The demo answered it in the browser: the copy runs against `npm run api`, and says so.
  expect(await navigator.clipboard.readText()).toBe(
    '# The demo answered this inside the browser; this runs it against `npm run api`.\n' +
      "curl 'http://127.0.0.1:4010/v1/pets?api_key=REDACTED' -H 'Accept: application/json'",
  )

  await user.click(within(log).getByRole('checkbox', { name: 'Include secrets' }))
  await user.click(within(entry as HTMLElement).getByText('Request'))
  expect(log).toHaveTextContent(`${API}/pets?api_key=REDACTED`)
  expect(log).not.toHaveTextContent('s3cret')
  await user.click(within(log).getAllByRole('button', { name: 'Copy as fetch' })[0] as HTMLElement)
  expect(await navigator.clipboard.readText()).toContain(
    '"http://127.0.0.1:4010/v1/pets?api_key=s3cret"',
  )
})

test('a key sent in a header is redacted in the shown request headers', async () => {
  setApiKey('demo', 's3cret', false)
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  const [entry] = await entriesAfter(log, `${API}/pets`, '200')
  await user.click(within(entry as HTMLElement).getByText('Request'))
  expect(await within(entry as HTMLElement).findByText(/X-API-Key: REDACTED/)).toBeInTheDocument()
  expect(log).not.toHaveTextContent('s3cret')
  await user.click(within(entry as HTMLElement).getByRole('button', { name: 'Copy as cURL' }))
  expect(await navigator.clipboard.readText()).toContain(`-H 'X-API-Key: REDACTED'`)
})

test('the close button and Escape close the log and return focus to its button', async () => {
  const { user } = renderApp('/pets')
  const button = screen.getByRole('button', { name: 'Request log' })
  const log = await openLog(user)
  await user.click(within(log).getByRole('button', { name: 'Close request log' }))
  expect(screen.queryByRole('complementary', { name: 'Request log' })).not.toBeInTheDocument()
  expect(button).toHaveFocus()
  await openLog(user)
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('complementary', { name: 'Request log' })).not.toBeInTheDocument()
  expect(button).toHaveFocus()
})
