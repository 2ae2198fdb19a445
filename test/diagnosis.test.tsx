// Errors that name the fix: why a call failed before any response (CSP, mixed content, CORS, a
// failed preflight, nothing there, a timeout), and the page-level hints (no key vs a wrong key, a
// base URL that answers 404 or HTML). Each origin is used once: CSP reports outlive a test.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { NetworkError } from '../src/api/errors'
import { isMixedContent } from '../src/api/network-diagnosis'
import { isRetryable } from '../src/api/query-client'
import { defaultAuth, saveSettings, setApiKey } from '../src/api/settings'
import type { AuthSettings } from '../src/api/target'
import { ErrorAlert } from '../src/components/error-alert'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { renderApp } from './render'
import { API, server } from './server'

afterEach(() => vi.useRealTimers())

function useCustom(baseUrl: string, key = '', auth: AuthSettings = defaultAuth) {
  saveSettings({ environment: 'custom', customBaseUrl: baseUrl, auth })
  if (key) setApiKey('custom', key, false)
}

/** What the browser does when this site's CSP refuses a URL: the event, then a failed fetch. */
function violation(url: string) {
  const event = new Event('securitypolicyviolation')
  Object.defineProperty(event, 'blockedURI', { value: url })
  document.dispatchEvent(event)
}

/** The page's alert, once it says `text` (the explanation is a chunk of its own). */
async function pageAlert(text: string, { path = '/pets', retry = false } = {}) {
  const view = renderApp(path, { retry })
  const alert = await screen.findByRole('alert')
  await waitFor(() => expect(alert).toHaveTextContent(text))
  return { ...view, alert }
}

test('a call this site’s CSP blocks says so, with the rebuild to copy, and is not retried', async () => {
  const base = 'https://csp-blocked.example.com/v1'
  let calls = 0
  server.use(
    http.get(`${base}/pets`, ({ request }) => {
      calls++
      violation(request.url)
      return HttpResponse.error()
    }),
  )
  useCustom(base)
  const { alert } = await pageAlert('Network errorBlocked by this site’s Content Security Policy', {
    retry: true,
  })
  expect(alert).toHaveTextContent('VITE_CSP_CONNECT_SRC')
  expect(alert).not.toHaveTextContent('CORS')
  expect(within(alert).getByText(/npm run build$/)).toHaveTextContent(
    'VITE_CSP_CONNECT_SRC="https://csp-blocked.example.com" npm run build',
  )
  expect(within(alert).getByRole('link', { name: 'Open Settings' })).toBeInTheDocument()
  await act(() => delay(100))
  expect(calls).toBe(1)
})

test('an http API from an https page is mixed content, refused by the browser, never retried', async () => {
  const api = new URL('http://api.example.com/v1/pets')
  expect(isMixedContent(api, 'https:')).toBe(true)
  expect(isMixedContent(api, 'http:')).toBe(false)
  // Browsers treat loopback as secure: an https console may call a local http server.
  expect(isMixedContent(new URL('http://127.0.0.1:4010/v1/pets'), 'https:')).toBe(false)
  const error = new NetworkError(api.toString(), 'mixed-content')
  expect(isRetryable(error)).toBe(false)
  expect(isRetryable(new NetworkError(api.toString(), 'csp'))).toBe(false)
  expect(isRetryable(new NetworkError(api.toString(), 'unreachable'))).toBe(true)
  render(
    <MemoryRouter>
      <ErrorAlert error={error} />
    </MemoryRouter>,
  )
  expect(await screen.findByText(/^Mixed content:/)).toHaveTextContent(
    'Mixed content: this page is served over https, and the browser does not let it call the http address http://api.example.com.',
  )
  expect(screen.getByRole('alert')).toHaveTextContent(/^Network errorMixed content/)
})

test('a server without CORS headers: the exact headers to send, with nginx and Express examples', async () => {
  const base = 'https://no-cors.example.com/v1'
  // The browser hides the answer from the page; a no-cors probe still sees that one came.
  server.use(
    http.get(`${base}/pets`, ({ request }) =>
      request.mode === 'no-cors' ? new HttpResponse('[]') : HttpResponse.error(),
    ),
  )
  useCustom(base, 'k3y')
  const { alert } = await pageAlert('Network errorThe server does not allow this site (CORS)')
  const headers = within(alert).getByText(/^Access-Control-Allow-Origin/)
  expect(headers.textContent).toBe(
    [
      'Access-Control-Allow-Origin: http://localhost:3000',
      'Access-Control-Allow-Methods: GET, POST, OPTIONS',
      'Access-Control-Allow-Headers: Accept, X-API-Key, Content-Type',
      'Access-Control-Expose-Headers: Link, X-Next, Retry-After',
    ].join('\n'),
  )
  expect(within(alert).getByText(/^location \/v1\/ \{/)).toHaveTextContent(
    'add_header Access-Control-Allow-Headers "Accept, X-API-Key, Content-Type" always;',
  )
  expect(within(alert).getByText(/^app\.use/)).toHaveTextContent('sendStatus(204)')
  expect(alert).not.toHaveTextContent('k3y')
})

test('a failed preflight is told apart: simple requests pass, the one with the key does not', async () => {
  const base = 'https://bad-preflight.example.com/v1'
  server.use(
    http.get(`${base}/pets`, ({ request }) =>
      request.headers.has('Authorization') ? HttpResponse.error() : HttpResponse.json([]),
    ),
  )
  useCustom(base, 'k3y', { ...defaultAuth, placement: 'bearer' })
  const { alert } = await pageAlert('Network errorThe CORS preflight failed')
  expect(alert).toHaveTextContent('which sends Accept, Authorization')
  expect(within(alert).getByText(/^Access-Control-Allow-Origin/)).toHaveTextContent(
    'Access-Control-Allow-Headers: Accept, Authorization, Content-Type',
  )
})

test('nothing answering is "could not be reached", with a curl to try from a terminal', async () => {
  const base = 'http://127.0.0.1:1/v1'
  server.use(http.get(`${base}/pets`, () => HttpResponse.error()))
  useCustom(base)
  const { alert } = await pageAlert(
    'Network errorThe server could not be reached: nothing answered at http://127.0.0.1:1.',
  )
  expect(within(alert).getByText("curl -i 'http://127.0.0.1:1/v1/pets'")).toBeInTheDocument()
})

test('a hosted console the browser keeps off this device says so and how to allow it, never "nothing answered"', async () => {
  const base = 'http://127.0.0.1:2/v1'
  server.use(http.get(`${base}/pets`, () => HttpResponse.error()))
  const query = async ({ name }: { name: string }) => {
    if (name !== 'loopback-network') throw new TypeError(name)
    return { state: 'denied' } as PermissionStatus
  }
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } })
  try {
    useCustom(base)
    const { alert } = await pageAlert('Your browser blocked access to the local network')
    expect(alert).toHaveTextContent('http://127.0.0.1:2 is on this device (a loopback address)')
    expect(alert).toHaveTextContent('set Local network access to Allow')
    expect(alert).not.toHaveTextContent('nothing answered')
    expect(isRetryable(new NetworkError(base, 'local-network'))).toBe(false)
  } finally {
    Reflect.deleteProperty(navigator, 'permissions')
  }
})

test('a timeout names the wait and offers a curl with the same limit', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(http.get(`${API}/store/orders`, () => delay('infinite')))
  renderApp('/orders')
  await screen.findByRole('heading', { level: 1, name: 'Orders' })
  await act(() => vi.advanceTimersByTimeAsync(16_000))
  vi.useRealTimers()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Timed out')
  expect(await within(alert).findByText(`curl -i --max-time 15 '${API}/pets'`)).toBeInTheDocument()
})

test('a call that wanted a key names its environment in a newly chosen language', async () => {
  const base = 'https://no-key.example.com/v1'
  server.use(http.get(`${base}/pets`, () => HttpResponse.json({}, { status: 401 })))
  useCustom(base)
  const { alert } = await pageAlert('none is set for Custom')
  await act(() => switchLanguage('de'))
  await waitFor(() =>
    expect(alert).toHaveTextContent('für Benutzerdefiniert ist keiner festgelegt'),
  )
})

test('no key and a wrong key are told apart', async () => {
  server.use(
    http.get(`${API}/pets`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
  )
  const first = await pageAlert('none is set for Demo')
  expect(first.alert).not.toHaveTextContent('refused')
  first.unmount()

  setApiKey('demo', 'wrong', false)
  const second = await pageAlert('The server refused the API key sent in the X-API-Key header')
  expect(second.alert).not.toHaveTextContent('wrong')
  expect(within(second.alert).getByRole('link', { name: 'Open Settings' })).toBeInTheDocument()
})

test('a 404 on the list suggests the base URL, and says /v1 only when the URL lacks it', async () => {
  server.use(
    http.get(`${API}/pets`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    http.get('https://api.example.com/pets', () => new HttpResponse('Not Found', { status: 404 })),
  )
  const demo = await pageAlert(`Check the base URL (${API})`)
  expect(demo.alert).toHaveTextContent('HTTP 404')
  expect(demo.alert).not.toHaveTextContent('ends in /v1')
  demo.unmount()

  useCustom('https://api.example.com')
  await pageAlert('Check the base URL (https://api.example.com): it usually ends in /v1.')
})

test('a 200 web page instead of JSON says it got a web page, and points at the base URL', async () => {
  const page = '<!doctype html><html><head><title>Pet Store Console</title></head></html>'
  server.use(
    http.get(
      `${API}/pets`,
      () => new HttpResponse(page, { headers: { 'Content-Type': 'text/html' } }),
    ),
  )
  const { alert } = await pageAlert('The server answered with a web page (HTML), not JSON')
  expect(alert).toHaveTextContent('Unexpected response')
  expect(alert).toHaveTextContent(`Check the base URL (${API})`)
  expect(within(alert).getByRole('link', { name: 'Open Settings' })).toBeInTheDocument()
})

test('Test connection gives the same diagnosis and fix as the pages', async () => {
  const base = 'https://no-cors-settings.example.com/v1'
  server.use(
    http.get(`${base}/pets`, ({ request }) =>
      request.mode === 'no-cors' ? new HttpResponse('') : HttpResponse.error(),
    ),
  )
  const { user } = renderApp('/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  await user.click(screen.getByLabelText('Base URL'))
  await user.paste(base)
  await user.click(screen.getByRole('button', { name: 'Test connection' }))
  const status = await screen.findByText(
    /^Network error\. The server does not allow this site \(CORS\)/,
  )
  expect(status).toHaveAttribute('role', 'status')
  expect(screen.getByText(/^Access-Control-Allow-Origin/)).toHaveTextContent(
    'Access-Control-Allow-Headers: Accept, Content-Type, X-API-Key',
  )
  expect(screen.getByRole('button', { name: /^Copy: Headers the server must send/ })).toBeVisible()
})
