// Settings: environments, base URL, the API key and where it goes, and Test connection.
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { getApiKey, reloadSettings, setApiKey } from '../src/api/settings'
import { startingLanguage, switchLanguage } from '../src/lib/i18n/i18n'
import { readStored, storageKeys } from '../src/lib/storage'
import { renderApp } from './render'
import { API, server } from './server'

afterEach(() => vi.unstubAllEnvs())

const CUSTOM = 'https://petstore.example.com/v1'

const badge = () => screen.getByTitle('Live API environment')

/** Replaces a field's text by pasting (typing long URLs key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  const field = screen.getByLabelText(label)
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return view
}

/** Records each GET /pets the demo API receives and answers with one pet. */
function capturePets(url = `${API}/pets`) {
  const seen: Request[] = []
  server.use(
    http.get(url, ({ request }) => {
      seen.push(request)
      return HttpResponse.json([{ id: 7, name: 'Captured', status: 'available' }])
    }),
  )
  return seen
}

test('the Environment select offers Demo and Custom when no server is configured', async () => {
  await openSettings()
  const select = screen.getByLabelText('Environment')
  const options = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent)
  expect(options).toEqual(['Demo', 'Custom'])
  expect(select).toHaveValue('demo')
  expect(screen.getByLabelText('Base URL')).toHaveAttribute('readonly')
  expect(screen.getByLabelText('Base URL')).toHaveValue(API)
  expect(screen.getByLabelText('Base URL')).toHaveAccessibleDescription(/inside this browser tab/)
})

test('a Custom base URL that is not http(s) is rejected, tied to its input, and nothing is saved', async () => {
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  const url = screen.getByLabelText('Base URL')
  expect(url).not.toHaveAttribute('readonly')
  await fill(user, 'Base URL', 'ftp://files.example.com/v1')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))

  expect(url).toHaveAttribute('aria-invalid', 'true')
  expect(url).toHaveAccessibleDescription(/must start with http:\/\/ or https:\/\//)
  expect(url).toHaveFocus()
  expect(badge()).toHaveTextContent('Demo')
})

test('saving Custom switches the badge, and requests go to the new base URL (trailing slash ignored)', async () => {
  const seen = capturePets(`${CUSTOM}/pets`)
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  await fill(user, 'Base URL', `${CUSTOM}/`)
  await user.click(screen.getByRole('button', { name: 'Save settings' }))

  expect(await screen.findByText('Settings saved')).toBeInTheDocument()
  expect(badge()).toHaveTextContent('Custom')
  expect(screen.getByLabelText('Base URL')).toHaveValue(CUSTOM)
  // Demo controls belong to the demo API only.
  expect(screen.queryByLabelText('Latency (ms)')).not.toBeInTheDocument()

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('link', { name: 'Captured' })).toBeInTheDocument()
  expect(seen.map((r) => r.url)).toEqual([`${CUSTOM}/pets`])
})

test('keys are kept per environment: remembered in localStorage, else in sessionStorage', async () => {
  const { user } = await openSettings()
  await fill(user, 'API key', 'demo-key')
  await user.click(screen.getByLabelText('Remember on this device'))
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(localStorage.getItem(storageKeys.apiKey('demo'))).toBe('demo-key')
  expect(sessionStorage.getItem(storageKeys.apiKey('demo'))).toBeNull()

  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  expect(screen.getByLabelText('API key')).toHaveValue('')
  expect(screen.getByLabelText('Remember on this device')).not.toBeChecked()
  await fill(user, 'Base URL', CUSTOM)
  await fill(user, 'API key', 'custom-key')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(sessionStorage.getItem(storageKeys.apiKey('custom'))).toBe('custom-key')
  expect(localStorage.getItem(storageKeys.apiKey('custom'))).toBeNull()

  await user.selectOptions(screen.getByLabelText('Environment'), 'demo')
  expect(screen.getByLabelText('API key')).toHaveValue('demo-key')
  expect(screen.getByLabelText('Remember on this device')).toBeChecked()
})

test('a key in this tab is kept in sessionStorage; the hint beside Remember says where, and what that means', async () => {
  const { user } = await openSettings()
  const remember = screen.getByLabelText('Remember on this device')
  expect(remember).not.toBeChecked()
  expect(remember).toHaveAccessibleDescription(/sessionStorage: a reload keeps it, closing the tab/)
  await user.click(remember)
  expect(remember).toHaveAccessibleDescription(/localStorage .* stays after the browser closes/)
})

test('Forget all keys clears every key of this deployment from both storages, and the form', async () => {
  setApiKey('demo', 'remembered-key', true)
  setApiKey('custom', 'tab-key', false)
  // One this build no longer offers, and one of another deployment on the same origin.
  localStorage.setItem(storageKeys.apiKey('staging'), 'old-staging-key')
  const otherDeployment = storageKeys.apiKey('demo').replace(':/:', ':/other/:')
  localStorage.setItem(otherDeployment, 'not-ours')
  reloadSettings()
  const { user } = await openSettings()
  expect(screen.getByLabelText('API key')).toHaveValue('remembered-key')

  await user.click(screen.getByRole('button', { name: 'Forget all keys' }))
  expect(await screen.findByText('All keys forgotten')).toBeInTheDocument()
  expect(screen.getByLabelText('API key')).toHaveValue('')
  expect(screen.getByLabelText('Remember on this device')).not.toBeChecked()
  const ours = (storage: Storage) =>
    Object.keys(storage).filter((name) => name.startsWith(storageKeys.apiKeys))
  expect(ours(localStorage)).toEqual([])
  expect(ours(sessionStorage)).toEqual([])
  expect(getApiKey('custom').key).toBe('')
  expect(localStorage.getItem(otherDeployment)).toBe('not-ours')
})

test('the query-parameter placement warns beside the option that URLs leak into logs and history', async () => {
  await openSettings()
  expect(screen.getByRole('radio', { name: 'Query parameter' })).toHaveAccessibleDescription(
    /URLs end up in server and proxy logs and in browser history/,
  )
})

test('the key typed into Settings is not in the page markup, masked or shown', async () => {
  const { user } = await openSettings()
  await fill(user, 'API key', 'markup-secret')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(document.documentElement.outerHTML).not.toContain('markup-secret')
  await user.click(screen.getByRole('button', { name: 'Show' }))
  expect(screen.getByLabelText('API key')).toHaveValue('markup-secret')
  expect(document.documentElement.outerHTML).not.toContain('markup-secret')
})

test('the key is masked until Show is pressed', async () => {
  const { user } = await openSettings()
  const key = screen.getByLabelText('API key')
  expect(key).toHaveAttribute('type', 'password')
  const toggle = screen.getByRole('button', { name: 'Show' })
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await user.click(toggle)
  expect(key).toHaveAttribute('type', 'text')
  expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true')
})

test.each([
  ['Header', 'X-Pet-Token', (r: Request) => r.headers.get('X-Pet-Token')],
  ['Authorization: Bearer', null, (r: Request) => r.headers.get('Authorization')],
  ['Query parameter', 'token', (r: Request) => new URL(r.url).searchParams.get('token')],
])('the key can be sent as: %s', async (placement, name, read) => {
  const seen = capturePets()
  const { user } = await openSettings()
  await fill(user, 'API key', 's3cret')
  await user.click(screen.getByRole('radio', { name: placement }))
  if (placement === 'Header') {
    await fill(user, 'Header name', name ?? '')
  }
  if (placement === 'Query parameter') {
    await fill(user, 'Query parameter name', name ?? '')
  }
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  await screen.findByRole('link', { name: 'Captured' })

  const sent = seen[0]
  if (!sent) throw new Error('no request reached the server')
  expect(read(sent)).toBe(placement === 'Authorization: Bearer' ? 'Bearer s3cret' : 's3cret')
  // Only the chosen place carries it.
  expect(sent.headers.get('X-API-Key')).toBeNull()
})

test('the key is not sent to another origin named by a next link', async () => {
  const elsewhere: Request[] = []
  server.use(
    http.get(`${API}/pets`, ({ request }) =>
      HttpResponse.json([{ id: 1, name: 'Here', status: 'available' }], {
        headers: {
          Link: '<https://mirror.example.net/v1/pets?page=2>; rel="next"',
          'X-Had-Key': String(request.headers.get('X-API-Key')),
        },
      }),
    ),
    http.get('https://mirror.example.net/v1/pets', ({ request }) => {
      elsewhere.push(request)
      return HttpResponse.json([{ id: 2, name: 'There', status: 'available' }])
    }),
  )
  const { user } = await openSettings()
  await fill(user, 'API key', 'mine-only')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  await user.click(screen.getByRole('link', { name: 'Pets' }))

  expect(await screen.findByRole('link', { name: 'There' })).toBeInTheDocument()
  expect(elsewhere).toHaveLength(1)
  expect(elsewhere[0]?.headers.get('X-API-Key')).toBeNull()
  expect(new URL(elsewhere[0]?.url ?? '').search).not.toContain('mine-only')
})

test('a 401 on /pets shows the alert with a link to Settings', async () => {
  server.use(
    http.get(`${API}/pets`, () => HttpResponse.json({ message: 'Bad key' }, { status: 401 })),
  )
  const { user, router } = renderApp('/pets')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 401')
  expect(alert).toHaveTextContent('Bad key')
  await user.click(within(alert).getByRole('link', { name: 'Open Settings' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
})

test('an error’s explanation follows the server’s words as a sentence of its own', async () => {
  server.use(
    http.get(`${API}/pets`, () =>
      HttpResponse.json({ message: 'Missing or invalid API key' }, { status: 401 }),
    ),
  )
  renderApp('/pets')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Missing or invalid API key. The server wants an API key',
  )
})

test('Test connection with a key not saved yet offers to save it, and leaving asks first', async () => {
  const { user, router } = await openSettings()
  await fill(user, 'API key', 'typed-not-saved')
  await user.click(screen.getByRole('button', { name: 'Test connection' }))
  expect(
    await screen.findByText(
      'Connected: 25 pets. Not saved yet: the pages still use the saved settings.',
    ),
  ).toHaveAttribute('role', 'status')

  await user.click(screen.getByRole('link', { name: 'Pets' }))
  const ask = await screen.findByRole('alertdialog', { name: 'Leave Settings?' })
  await user.click(within(ask).getByRole('button', { name: 'Stay' }))
  expect(router.state.location.pathname).toBe('/settings')

  await user.click(screen.getByRole('button', { name: 'Save these settings' }))
  expect(sessionStorage.getItem(storageKeys.apiKey('demo'))).toContain('typed-not-saved')
  expect(screen.queryByRole('button', { name: 'Save these settings' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Pets' })).toBeVisible()
})

test('Test connection reports the pet count', async () => {
  const { user } = await openSettings()
  await user.click(screen.getByRole('button', { name: 'Test connection' }))
  expect(await screen.findByText('Connected: 25 pets.')).toHaveAttribute('role', 'status')
})

test('Test connection’s result, success or failure, is worded again in a newly chosen language', async () => {
  const { user } = await openSettings()
  await user.click(screen.getByRole('button', { name: 'Test connection' }))
  expect(await screen.findByText('Connected: 25 pets.')).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  expect(await screen.findByText('Verbunden: 25 Haustiere.')).toHaveAttribute('role', 'status')

  server.use(http.get(`${API}/pets`, () => HttpResponse.json({ message: 'nope' }, { status: 401 })))
  await user.click(screen.getByRole('button', { name: 'Verbindung testen' }))
  expect(
    await screen.findByText(
      /^HTTP 401 Unauthorized\. nope\. Der Server verlangt einen API-Schlüssel/,
    ),
  ).toBeInTheDocument()
  await act(() => switchLanguage('en'))
  expect(
    await screen.findByText(/^HTTP 401 Unauthorized\. nope\. The server wants an API key/),
  ).toBeInTheDocument()
})

test('Test connection explains a refused key, using the unsaved key from the form', async () => {
  const keys: (string | null)[] = []
  server.use(
    http.get(`${API}/pets`, ({ request }) => {
      keys.push(request.headers.get('X-API-Key'))
      return HttpResponse.json({ message: 'nope' }, { status: 401 })
    }),
  )
  const { user } = await openSettings()
  await fill(user, 'API key', 'not-saved-yet')
  await user.click(screen.getByRole('button', { name: 'Test connection' }))
  expect(
    await screen.findByText(
      /^HTTP 401 Unauthorized\. nope\. The server refused the API key sent in the X-API-Key header\./,
    ),
  ).toHaveAttribute('role', 'status')
  expect(keys).toEqual(['not-saved-yet'])
  expect(localStorage.getItem(storageKeys.apiKey('demo'))).toBeNull()
  expect(sessionStorage.getItem(storageKeys.apiKey('demo'))).toBeNull()
})

test('Test connection on an unreachable Custom URL names it and offers a curl to try, without saving', async () => {
  server.use(http.get('https://down.example.com/v1/pets', () => HttpResponse.error()))
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  await fill(user, 'Base URL', 'https://down.example.com/v1')
  await user.click(screen.getByRole('button', { name: 'Test connection' }))

  const status = await screen.findByText(
    /^Network error\. The server could not be reached: nothing answered at https:\/\/down\.example\.com\./,
  )
  expect(status).toHaveAttribute('role', 'status')
  expect(screen.getByText("curl -i 'https://down.example.com/v1/pets'")).toBeInTheDocument()
  expect(badge()).toHaveTextContent('Demo')
})

test('Test connection passes on the server’s message for other HTTP errors', async () => {
  server.use(
    http.get(`${API}/pets`, () =>
      HttpResponse.json({ error: 'Maintenance until noon' }, { status: 503 }),
    ),
  )
  const { user } = await openSettings()
  await user.click(screen.getByRole('button', { name: 'Test connection' }))
  await waitFor(() =>
    expect(screen.getByText(/^HTTP 503/)).toHaveTextContent('Maintenance until noon'),
  )
})

test('a build with a Production URL offers it, with its fixed URL read-only', async () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Environment'), 'Production')
  expect(screen.getByLabelText('Base URL')).toHaveValue('https://api.example.com/v1')
  expect(screen.getByLabelText('Base URL')).toHaveAttribute('readonly')
  expect(screen.getByLabelText('Base URL')).toHaveAccessibleDescription(
    /config\.json\) or when it was built/,
  )
  await user.selectOptions(screen.getByLabelText('Environment'), 'Custom')
  expect(screen.getByLabelText('Base URL')).toHaveAccessibleDescription(/ending in \/v1/)
})

test('a header name that HTTP cannot carry is refused before anything is saved', async () => {
  const { user } = await openSettings()
  await fill(user, 'Header name', 'X API Key')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  const header = screen.getByLabelText('Header name')
  expect(header).toHaveAttribute('aria-invalid', 'true')
  expect(header).toHaveAccessibleDescription(/letters, digits and -/)
  expect(localStorage.getItem(storageKeys.settings)).toBeNull()
})

test('where the key goes is kept per environment, like the key itself', async () => {
  const { user } = await openSettings()
  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  await fill(user, 'Base URL', CUSTOM)
  await user.click(screen.getByRole('radio', { name: 'Query parameter' }))
  await user.click(screen.getByRole('button', { name: 'Save settings' }))

  await user.selectOptions(screen.getByLabelText('Environment'), 'demo')
  expect(screen.getByRole('radio', { name: 'Header' })).toBeChecked()
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  await user.selectOptions(screen.getByLabelText('Environment'), 'custom')
  expect(screen.getByRole('radio', { name: 'Query parameter' })).toBeChecked()
})

test('settings stored by an older version still load: the live placement kept apart is its own', async () => {
  localStorage.setItem(
    storageKeys.settings,
    JSON.stringify({
      environment: 'custom',
      customBaseUrl: CUSTOM,
      auth: { placement: 'query', queryName: 'key' },
      authByEnvironment: { demo: { placement: 'bearer' } },
    }),
  )
  setApiKey('custom', 'old-key', true)
  reloadSettings()
  const seen = capturePets(`${CUSTOM}/pets`)
  const { user } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Captured' })
  expect(new URL(seen[0]?.url ?? '').searchParams.get('key')).toBe('old-key')

  await user.click(screen.getByRole('link', { name: 'Settings' }))
  expect(await screen.findByRole('radio', { name: 'Query parameter' })).toBeChecked()
  await user.selectOptions(screen.getByLabelText('Environment'), 'demo')
  expect(screen.getByRole('radio', { name: /Bearer/ })).toBeChecked()
})

test('the Language select switches the page’s words at once, keeps the choice, and leaves the form as typed', async () => {
  const { user } = await openSettings()
  await fill(user, 'API key', 'typed-not-saved')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch')

  expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
  const environments = within(screen.getByLabelText('Umgebung')).getAllByRole('option')
  expect(environments.map((o) => o.textContent)).toEqual(['Demo', 'Benutzerdefiniert'])
  expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible()
  expect(screen.getByLabelText('API-Schlüssel')).toHaveValue('typed-not-saved')
  // Kept without Save: the next visit starts in German whatever the browser prefers.
  expect(startingLanguage(readStored('local', storageKeys.language), ['en-US'])).toBe('de')
  expect(localStorage.getItem(storageKeys.language)).toBe('de')
})
