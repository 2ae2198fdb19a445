// The built console against a misbehaving server in another process, under the build's CSP.
// The slow-server case is covered in Vitest (test/client.test.ts) with a short timeoutMs instead.
import type { Page } from '@playwright/test'
import type { Server } from 'node:http'
import {
  FAULT_PORT,
  faultBaseUrl,
  startFaultServer,
  type ContractFault,
  type FaultMode,
} from './fault-server'
import { consoleMessages, expect, settled, storageKey, test } from './support'

let server: Server

test.beforeAll(async () => {
  server = await startFaultServer()
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

async function fault(mode: FaultMode, count = 0) {
  const response = await fetch(`http://127.0.0.1:${FAULT_PORT}/__fault`, {
    method: 'POST',
    body: JSON.stringify({ mode, count }),
  })
  expect(response.status).toBe(204)
}

/** Points the console at the fault server (Custom environment) before any script runs. */
async function useFaultServer(page: Page): Promise<string[]> {
  const settings = {
    environment: 'custom',
    customBaseUrl: faultBaseUrl,
    auth: { placement: 'header', headerName: 'X-API-Key', queryName: 'api_key' },
  }
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    storageKey('settings'),
    JSON.stringify(settings),
  ] as const)
  // Every console error is collected: CSP violations and uncaught errors must not happen.
  const problems = consoleMessages(
    page,
    (message) =>
      message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()),
  )
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

test('a healthy custom server: pets render, the id above 2^53 is linked exactly', async ({
  page,
}) => {
  await fault('ok')
  const problems = await useFaultServer(page)
  await page.goto('/pets')
  await settled(page, 'Pets')
  await expect(page.getByText('Custom', { exact: true })).toBeVisible()
  const big = page.getByRole('link', { name: 'Colossus' })
  await expect(big).toHaveAttribute('href', '/pets/9007199254740993')
  await expect(page.getByRole('link', { name: 'Pet 3' })).toBeVisible()
  await big.click()
  await settled(page, 'Colossus')
  await expect(page.getByText('9007199254740993').first()).toBeVisible()
  expect(problems).toEqual([])
})

test('malformed JSON shows an alert; Retry recovers once the server is fixed', async ({ page }) => {
  await fault('malformed')
  const problems = await useFaultServer(page)
  await page.goto('/pets')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Unexpected response')
  await fault('ok')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a 502 HTML page shows the status and the page title', async ({ page }) => {
  await fault('html502')
  const problems = await useFaultServer(page)
  await page.goto('/pets')
  // 5xx is retried with backoff (1 s, 2 s, 4 s) before the alert shows.
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('HTTP 502')
  await expect(alert).toContainText('502 Bad Gateway')
  await expect(alert).not.toContainText('<html>')
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a 503 that recovers is retried automatically, with no alert left', async ({ page }) => {
  await fault('flaky503', 2)
  const problems = await useFaultServer(page)
  await page.goto('/pets')
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a 401 names the API key and links to Settings', async ({ page }) => {
  await fault('unauthorized')
  const problems = await useFaultServer(page)
  await page.goto('/pets')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('HTTP 401')
  await expect(alert).toContainText('API key')
  await alert.getByRole('link', { name: 'Open Settings' }).click()
  await settled(page, 'Settings')
  expect(problems).toEqual([])
})

test('an empty list shows the empty state', async ({ page }) => {
  await fault('empty')
  const problems = await useFaultServer(page)
  await page.goto('/pets')
  await expect(page.getByRole('heading', { name: 'No pets yet' })).toBeVisible()
  expect(problems).toEqual([])
})

// The contract check against a deliberately wrong server: each kind of violation, listed in the log.
const contractCases: Array<[ContractFault, string]> = [
  ['contract-status', 'status: 418 is not a status of listPets (allowed: 200, 401, 403, 429, 5XX)'],
  ['contract-type', 'Content-Type: expected application/json, got text/plain'],
  ['contract-shape', '$[0].id: expected integer, got string "7"'],
  ['contract-int64', '$[0].id: 9223372036854775808 is outside the int64 range'],
  ['contract-required', '$[0].name: required field missing'],
]

for (const [mode, violation] of contractCases) {
  test(`the request log lists a contract violation: ${mode}`, async ({ page }) => {
    await fault(mode)
    const problems = await useFaultServer(page)
    await page.goto('/pets')
    await settled(page, 'Pets')
    await page.getByRole('button', { name: 'Request log' }).click()
    const log = page.getByRole('complementary', { name: 'Request log' })
    const entry = log
      .getByRole('listitem')
      .filter({ hasText: `${faultBaseUrl}/pets` })
      .first()
    await expect(entry).toContainText('Contract: 1 violation')
    await expect(entry).toContainText(violation)
    // The header counts the live environment's calls and their violations.
    await expect(
      page.getByRole('button', { name: /^Contract \d+ calls?, [1-9]\d* violations?$/ }),
    ).toBeVisible()
    expect(problems).toEqual([])
  })
}

test('unknown fields are notes in the log, not violations', async ({ page }) => {
  await fault('contract-extra')
  await useFaultServer(page)
  await page.goto('/pets')
  await expect(page.getByRole('link', { name: 'Nine' })).toBeVisible()
  await page.getByRole('button', { name: 'Request log' }).click()
  const entry = page
    .getByRole('complementary', { name: 'Request log' })
    .getByRole('listitem')
    .filter({ hasText: `${faultBaseUrl}/pets` })
    .first()
  await expect(entry).toContainText('Contract: OK')
  await entry.getByText('1 note: fields not in the contract').click()
  await expect(entry).toContainText('$[0].microchip: field not in the contract')
})
