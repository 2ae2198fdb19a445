// Why a call fails before any response, as the built console (under its CSP) finds out in real
// Chromium: one test per cause, against servers this spec starts. Only a browser shows these causes.
import { expect, test, type Page } from '@playwright/test'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { consoleMessages, settled, storageKey } from './support'
import { ports } from './targets'

const PETS = '[{"id":1,"name":"Biscuit","status":"available"}]'
const origin = (port: number) => `http://127.0.0.1:${port}`
const json = (res: ServerResponse, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'Content-Type': 'application/json', ...headers })
  res.end(PETS)
}

/** A pet-store server; `cors` decides which CORS headers it sends, if any. */
function serve(port: number, cors: (preflight: boolean) => Record<string, string> | null) {
  const server = createServer((req, res) => {
    const preflight = req.method === 'OPTIONS'
    const headers = cors(preflight)
    if (preflight) {
      // A failing preflight: 405 without the Allow-* headers the browser asks for.
      res.writeHead(headers ? 204 : 405, headers ?? {})
      return res.end()
    }
    json(res, headers ?? {})
  })
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

let servers: Server[] = []

test.beforeAll(async () => {
  servers = await Promise.all([
    // Answers, but never with CORS headers.
    serve(ports.noCors, () => null),
    // Simple requests get Allow-Origin; the preflight for X-API-Key gets a 405.
    serve(ports.badPreflight, (preflight) =>
      preflight ? null : { 'Access-Control-Allow-Origin': '*' },
    ),
    // Healthy and CORS-enabled, but not in the build's connect-src.
    serve(ports.cspBlocked, () => ({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'X-API-Key, Accept',
    })),
  ])
})

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

/** Points the console at `baseUrl` (Custom) with a key in X-API-Key, before any script runs. */
async function useServer(page: Page, baseUrl: string) {
  const settings = {
    environment: 'custom',
    customBaseUrl: baseUrl,
    auth: { placement: 'header', headerName: 'X-API-Key', queryName: 'api_key' },
  }
  await page.addInitScript(
    ([settingsKey, value, keyKey]) => {
      localStorage.setItem(settingsKey, value)
      sessionStorage.setItem(keyKey, 'e2e-key')
    },
    [storageKey('settings'), JSON.stringify(settings), storageKey('api-key:custom')] as const,
  )
}

async function petsAlert(page: Page) {
  await page.goto('/pets')
  await settled(page, 'Pets')
  return page.getByRole('alert')
}

test('a call this site’s CSP blocks is named as such, with the rebuild, and is not retried', async ({
  page,
}) => {
  const blocked = origin(ports.cspBlocked)
  const refusals = consoleMessages(page, (m) => /Content Security Policy/.test(m.text()))
  await useServer(page, `${blocked}/v1`)
  const alert = await petsAlert(page)
  await expect(alert).toContainText('Network error')
  await expect(alert).toContainText('Blocked by this site’s Content Security Policy')
  await expect(alert).toContainText(`VITE_CSP_CONNECT_SRC="`)
  await expect(alert).toContainText(`${blocked}" npm run build`)
  await expect(alert).not.toContainText('CORS')
  // The alert shows once the query has given up, so any retry would be in the log by now.
  await page.getByRole('button', { name: 'Request log' }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log.getByRole('listitem').filter({ hasText: `${blocked}/v1/pets` })).toHaveCount(1)
  expect(refusals.length).toBeGreaterThan(0)
})

test('on a phone a fix longer than the screen scrolls in its box: the page does not widen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useServer(page, `${origin(ports.cspBlocked)}/v1`)
  const alert = await petsAlert(page)
  await expect(
    alert.getByRole('button', { name: 'Copy: Rebuild with the origin allowed' }),
  ).toBeInViewport()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('a server without CORS headers: the headers to send, with nginx and Express examples', async ({
  page,
}) => {
  await useServer(page, `${origin(ports.noCors)}/v1`)
  const alert = await petsAlert(page)
  await expect(alert).toContainText('The server does not allow this site (CORS)')
  await expect(alert).toContainText(`Access-Control-Allow-Origin: ${origin(ports.demo)}`)
  await expect(alert).toContainText('Access-Control-Allow-Headers: Accept, X-API-Key, Content-Type')
  await alert.getByText(/^Examples: nginx, Express/).click()
  await expect(alert).toContainText('add_header Access-Control-Allow-Origin')
  await expect(alert).toContainText("if (req.method === 'OPTIONS') return res.sendStatus(204)")
})

test('a server that fails the preflight is told apart from one without CORS', async ({ page }) => {
  await useServer(page, `${origin(ports.badPreflight)}/v1`)
  const alert = await petsAlert(page)
  await expect(alert).toContainText('The CORS preflight failed')
  await expect(alert).toContainText('which sends Accept, X-API-Key')
})

test('a closed port is "could not be reached", in the page and in Test connection alike', async ({
  page,
}) => {
  const closed = origin(ports.closed)
  await useServer(page, `${closed}/v1`)
  const alert = await petsAlert(page)
  await expect(alert).toContainText('The server could not be reached', { timeout: 30_000 })
  await expect(alert).toContainText(`nothing answered at ${closed}`)
  await expect(alert).toContainText(`curl -i '${closed}/v1/pets'`)

  await alert.getByRole('link', { name: 'Open Settings' }).click()
  await settled(page, 'Settings')
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Network error' })).toContainText(
    `The server could not be reached: nothing answered at ${closed}`,
    { timeout: 30_000 },
  )
})
