// config.json in use: one build, configured where it runs. Its servers and default replace the
// build's, the first call waits for it, and a broken file is named while the console opens on Demo.
import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { configReading, loadRuntimeConfig } from '../src/api/configure'
import { parseConfig } from '../src/api/read-config'
import type { ConfigRead } from '../src/api/config-file'
import { runtimeConfig } from '../src/api/runtime-config'
import { reloadSettings } from '../src/api/settings'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { changedContract } from './live-contract-fixture'
import { renderApp } from './render'
import { server } from './server'

afterEach(() => {
  runtimeConfig.set({ status: 'none' })
  vi.unstubAllEnvs()
  reloadSettings()
})

const badge = () => screen.getByTitle('Live API environment')
const configure = (file: unknown) =>
  loadRuntimeConfig(async () => parseConfig(JSON.stringify(file), window.location.origin))

test('config.json’s server and default replace the build’s, and the first call goes there', async () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://built.example.com/v1')
  const asked: string[] = []
  server.use(
    http.get('https://configured.example.com/v1/pets', ({ request }) => {
      asked.push(request.url)
      return HttpResponse.json([{ id: 1, name: 'Configured Rex', photoUrls: [] }])
    }),
  )
  const loaded = configure({
    environments: { production: { baseUrl: 'https://configured.example.com/v1' } },
    defaultEnvironment: 'production',
  })
  renderApp('/pets')
  await loaded
  expect(await screen.findByText('Configured Rex')).toBeInTheDocument()
  expect(badge()).toHaveTextContent('Production')
  expect(asked).toHaveLength(1)
})

test('a broken config.json is named with its key, and the console opens on Demo', async () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://built.example.com/v1')
  vi.stubEnv('VITE_DEFAULT_ENVIRONMENT', 'production')
  const loaded = configure({ environments: { prod: { baseUrl: 'https://x.example.com/v1' } } })
  renderApp('/pets')
  await loaded
  expect(await screen.findByText('This site’s configuration cannot be used')).toBeInTheDocument()
  expect(
    screen.getByText(
      'config.json: environments.prod is not an environment it can set; use production or staging.',
    ),
  ).toBeInTheDocument()
  expect(badge()).toHaveTextContent('Demo')
  // The demo answers: the page is usable while the file is fixed.
  expect(await screen.findByRole('table', {}, { timeout: 10_000 })).toBeInTheDocument()
})

test('a broken config.json’s problem is worded again in a newly chosen language', async () => {
  const loaded = configure({ environments: { prod: { baseUrl: 'https://x.example.com/v1' } } })
  renderApp('/pets')
  await loaded
  expect(await screen.findByText(/^config\.json: environments\.prod is not/)).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  expect(
    await screen.findByText(
      'config.json: environments.prod ist keine Umgebung, die sich festlegen lässt; verwenden Sie production oder staging.',
    ),
  ).toBeInTheDocument()
})

test('a server config.json names that the page’s CSP blocks is named, with its key and the fix', async () => {
  const policy = document.createElement('meta')
  policy.httpEquiv = 'Content-Security-Policy'
  policy.content = "default-src 'self'; connect-src 'self' https://allowed.example.com"
  document.head.append(policy)
  try {
    const loaded = configure({
      environments: {
        production: { baseUrl: 'https://blocked.example.com/v1' },
        staging: { baseUrl: 'https://allowed.example.com/v1' },
      },
    })
    renderApp('/pets')
    await loaded
    const alert = await screen.findByRole('alert', {
      name: 'This site’s Content Security Policy blocks a server config.json names',
    })
    expect(alert).toHaveTextContent(
      'The browser will refuse every call to https://blocked.example.com, which config.json names in environments.production.baseUrl: the policy',
    )
    expect(alert).not.toHaveTextContent('every call to https://allowed.example.com')
    expect(alert).toHaveTextContent(
      'VITE_CSP_CONNECT_SRC="https://blocked.example.com" npm run build',
    )
    expect(alert).toHaveTextContent('docs/deploy.md › “One build, configured where it runs”')
  } finally {
    policy.remove()
  }
})

test('calls wait for config.json only while it is read: once it settles, nothing is awaited', async () => {
  let finish = (_read: ConfigRead) => {}
  const loaded = loadRuntimeConfig(() => new Promise((resolve) => (finish = resolve)))
  expect(configReading()).toBe(loaded)
  finish({ status: 'none' })
  await loaded
  expect(configReading()).toBeNull()
})

test('a page opened while config.json is read shows the configured server’s answer once it settles', async () => {
  server.use(
    http.get('https://configured.example.com/v1/pets/7', () =>
      HttpResponse.json({ id: 7, name: 'Configured Seven', photoUrls: [] }),
    ),
  )
  let finish = (_read: ConfigRead) => {}
  const loaded = loadRuntimeConfig(() => new Promise((resolve) => (finish = resolve)))
  renderApp('/pets/7')
  // The page's call has started and waits for the file (client.ts).
  expect(await screen.findByText('Loading pet…')).toBeInTheDocument()
  finish(
    parseConfig(
      JSON.stringify({
        environments: { production: { baseUrl: 'https://configured.example.com/v1' } },
        defaultEnvironment: 'production',
      }),
      window.location.origin,
    ),
  )
  await loaded
  expect(await screen.findByRole('heading', { name: 'Configured Seven' })).toBeInTheDocument()
})

test('Settings opened while config.json is read shows the environment the file starts on, and saves it', async () => {
  let finish = () => {}
  const loaded = loadRuntimeConfig(
    () =>
      new Promise<ConfigRead>((resolve) => {
        finish = () =>
          resolve(
            parseConfig(
              JSON.stringify({
                environments: { production: { baseUrl: 'https://configured.example.com/v1' } },
                defaultEnvironment: 'production',
              }),
              window.location.origin,
            ),
          )
      }),
  )
  const { user } = renderApp('/settings')
  await screen.findByRole('heading', { name: 'Settings', level: 1 })
  // No form yet: it would show Demo, the build's, and Save would keep Demo over the file's choice.
  expect(screen.queryByRole('combobox', { name: 'Environment' })).not.toBeInTheDocument()
  await act(async () => {
    finish()
    await loaded
  })
  expect(await screen.findByRole('combobox', { name: 'Environment' })).toHaveValue('production')
  await user.type(screen.getByLabelText('API key', { exact: true }), 'a-key')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(badge()).toHaveTextContent('Production')
  expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveValue('production')
})

test('a link to an operation of the server’s contract opens it while config.json is still read', async () => {
  const contract = 'https://configured.example.com/openapi.json'
  server.use(http.get(contract, () => HttpResponse.json(changedContract())))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const loaded = loadRuntimeConfig(async () => {
    await held
    return parseConfig(
      JSON.stringify({
        environments: {
          production: { baseUrl: 'https://configured.example.com/v1', contractUrl: contract },
        },
        defaultEnvironment: 'production',
      }),
      window.location.origin,
    )
  })
  const { router } = renderApp('/explorer?operation=getInventory')
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  await act(async () => {
    release()
    await loaded
  })
  expect(await screen.findByText('Contract: live')).toBeInTheDocument()
  expect(await screen.findByLabelText('Operation')).toHaveDisplayValue('GET /store/inventory')
  expect(router.state.location.search).toContain('operation=getInventory')
})
