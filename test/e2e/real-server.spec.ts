// A production build against the local API server (scripts/api-server.ts) in another process,
// which requires the key "e2e-secret". The server keeps its data in memory for the whole run.
import type { Page } from '@playwright/test'
import { apiBaseUrl, apiKey } from './targets'
import { chooseEnvironment, expect, freshPetId, nav, saveApiKey, settled, test } from './support'

/** Records every call to the API server, to check where the key went. */
function apiCalls(page: Page) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = []
  page.on('request', (request) => {
    if (request.url().startsWith(apiBaseUrl) && request.method() !== 'OPTIONS')
      calls.push({ url: request.url(), headers: request.headers() })
  })
  return calls
}

/** The header's environment badge naming the live environment. */
function badge(page: Page, environment: string) {
  return page.getByRole('banner').getByText(environment, { exact: true })
}

function expectKeyNotInAddressBar(page: Page) {
  expect(page.url()).not.toContain(apiKey)
}

test('without a key, and with a wrong key, the console says to check the key; the right key works', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await expect(badge(page, 'Production')).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: '401' })
  await expect(alert).toContainText('API key')
  await alert.getByRole('link', { name: /Settings/ }).click()
  await settled(page, 'Settings')

  await saveApiKey(page, 'wrong-key')
  await nav(page, 'Pets').click()
  await expect(page.getByRole('alert').filter({ hasText: '401' })).toContainText('API key')

  await saveApiKey(page, apiKey)
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expectKeyNotInAddressBar(page)
})

/** Saves the right key sent by `placement`, opens Pets, and returns the call that listed them. */
async function listPetsWithKey(page: Page, placement: Parameters<typeof saveApiKey>[2]) {
  const calls = apiCalls(page)
  await page.goto('/settings')
  await saveApiKey(page, apiKey, placement)
  await nav(page, 'Pets').click()
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
  return calls.at(-1)
}

test('the key is sent in a header by default', async ({ page }) => {
  const last = await listPetsWithKey(page, 'Header')
  expect(last?.headers['x-api-key']).toBe(apiKey)
  expect(last?.url).not.toContain(apiKey)
  expectKeyNotInAddressBar(page)
})

test('the key can be sent as Authorization: Bearer', async ({ page }) => {
  const last = await listPetsWithKey(page, 'Authorization: Bearer')
  expect(last?.headers.authorization).toBe(`Bearer ${apiKey}`)
})

test('the key can be sent as a query parameter and still never shows in the address bar', async ({
  page,
}) => {
  const last = await listPetsWithKey(page, 'Query parameter')
  expect(new URL(last?.url ?? apiBaseUrl).searchParams.get('api_key')).toBe(apiKey)
  expect(last?.headers['x-api-key']).toBeUndefined()
  await page.getByRole('link', { name: 'Biscuit' }).click()
  await settled(page, 'Biscuit')
  expectKeyNotInAddressBar(page)
})

test('list, open, add a pet and follow an order to its pet on the real server', async ({
  page,
}) => {
  const id = freshPetId()
  const name = `Server Pet ${id}`
  await page.goto('/settings')
  await saveApiKey(page, apiKey)

  await nav(page, 'Pets').click()
  await page.getByRole('link', { name: 'Thumper' }).click()
  await settled(page, 'Thumper')
  await expect(page.locator('dl')).toContainText('rabbit')

  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill(String(id))
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Tag', { exact: true }).fill('ferret')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await settled(page, name)
  await expect(page).toHaveURL(new RegExp(`/pets/${id}$`))

  // A reload refetches from the server: the pet lives there, not in the browser.
  await page.goto('/pets')
  await page.getByLabel('Search pets').fill(name)
  await expect(page.getByRole('link', { name })).toBeVisible()

  await nav(page, 'Orders').click()
  await settled(page, 'Orders')
  const petLink = page.getByRole('table').getByRole('row').nth(1).getByRole('link')
  await petLink.click()
  await expect(page).toHaveURL(/\/pets\/\d+$/)
  await expect(page.locator('dl')).toBeVisible()
  expectKeyNotInAddressBar(page)
})

test('switching between Demo and Production shows each environment’s data and badge', async ({
  page,
  request,
}) => {
  // A pet only the server has, added straight through its API.
  const id = freshPetId()
  const name = `Only On Server ${id}`
  const created = await request.post(`${apiBaseUrl}/pets`, {
    headers: { 'X-API-Key': apiKey },
    data: { id, name },
  })
  expect(created.status()).toBe(201)

  await page.goto('/settings')
  await saveApiKey(page, apiKey)
  await page.goto(`/pets?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('link', { name })).toBeVisible()
  await expect(badge(page, 'Production')).toBeVisible()

  await chooseEnvironment(page, 'Demo')
  await expect(badge(page, 'Demo')).toBeVisible()
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  await page.getByLabel('Search pets').fill(name)
  await expect(page.getByRole('link', { name })).toHaveCount(0)
  await page.getByLabel('Search pets').fill('')
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()

  await chooseEnvironment(page, 'Production')
  await expect(badge(page, 'Production')).toBeVisible()
  await nav(page, 'Pets').click()
  await page.getByLabel('Search pets').fill(name)
  await expect(page.getByRole('link', { name })).toBeVisible()
})

// Here, not in the demo: no service worker keeps the page's code, so a blocked chunk stays missing.
test('a page whose code fails to load says so inside the shell, and the header still works', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.route('**/assets/orders-list-route-*.js', (route) => route.abort())
  await nav(page, 'Orders').click()
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'A new version is available' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(badge(page, 'Production')).toBeVisible()
  await nav(page, 'Settings').click()
  await settled(page, 'Settings')
})

test('Compare finds the demo’s orders and the local API’s the same: seeded times hold for the day', async ({
  page,
}) => {
  await page.goto('/settings')
  await saveApiKey(page, apiKey)
  await page.goto('/compare?left=demo&right=production&op=orders')
  await settled(page, 'Compare environments')
  const counts = page.getByRole('region', { name: 'Differences' })
  await expect(counts).toContainText('Changed: 0 records')
  await expect(counts).toContainText('Same: 40')
})
