// The demo build served under /tools/petstore/: deep links, reloads, assets and the service worker.
import { expect, test } from '@playwright/test'
import { subPath } from './targets'
import { consoleMessages, nav, settled, storeLargeDemoSet } from './support'

test('a deep link loads directly and after a reload, with every asset from the sub-path', async ({
  page,
}) => {
  const failed: string[] = []
  const outside: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && !url.pathname.startsWith(subPath))
      outside.push(url.pathname)
  })

  // Relative to baseURL, so this is /tools/petstore/pets/7.
  await page.goto('pets/7')
  await settled(page, 'Thumper')
  await expect(page).toHaveURL(/\/tools\/petstore\/pets\/7$/)
  await page.reload()
  await settled(page, 'Thumper')

  expect(failed).toEqual([])
  expect(outside).toEqual([])
})

test('navigation stays under the sub-path', async ({ page }) => {
  await page.goto('pets/7')
  await settled(page, 'Thumper')
  await nav(page, 'Orders').click()
  await settled(page, 'Orders')
  await expect(page).toHaveURL(/\/tools\/petstore\/orders$/)
  await nav(page, 'Overview').click()
  await settled(page, 'Overview')
  await expect(page).toHaveURL(/\/tools\/petstore\/$/)
  // The base URL itself (with its slash) must survive a reload too.
  await page.reload()
  await settled(page, 'Overview')
  await page.goto('missing/page')
  await settled(page, 'Page not found')
  await page.getByRole('link', { name: 'Browse pets' }).click()
  await settled(page, 'Pets')
  await expect(page).toHaveURL(/\/tools\/petstore\/pets$/)
})

test('the demo worker is scoped to the sub-path and the demo data survives a reload', async ({
  page,
}) => {
  await page.goto('pets')
  await settled(page, 'Pets')
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration()
    return { scope: reg?.scope ?? '', script: reg?.active?.scriptURL ?? '' }
  })
  expect(new URL(registration.scope).pathname).toBe(subPath)
  expect(new URL(registration.script).pathname).toBe(`${subPath}mockServiceWorker.js`)
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
})

test('the build ships 404.html, a copy of index.html, for hosts that serve it', async ({
  request,
}) => {
  const index = await request.get('index.html')
  const fallback = await request.get('404.html')
  expect(fallback.status()).toBe(200)
  expect(await fallback.text()).toBe(await index.text())
  expect(await index.text()).toContain(`src="${subPath}assets/`)
})

test('index.html preloads the code of the page being opened, under the sub-path, within the CSP', async ({
  page,
}) => {
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  await page.goto('pets/7')
  await settled(page, 'Thumper')
  const preloads = page.locator('head link[rel="modulepreload"]')
  await expect(preloads.and(page.locator(`[href^="${subPath}assets/pet-detail-"]`))).toHaveCount(1)
  // Another page's code is not fetched up front.
  await expect(preloads.and(page.locator('[href*="/orders-list-"]'))).toHaveCount(0)
  // An inline script the CSP did not allow by hash would be reported here.
  expect(errors).toEqual([])
})

test('the opened page’s heading paints before the app’s code has loaded, under the sub-path', async ({
  page,
}) => {
  const cspErrors = consoleMessages(page, (message) =>
    /Content Security Policy/i.test(message.text()),
  )
  // No app code at all: what shows is index.html's own.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('orders')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(main).toContainText('Store orders; each one links to its pet.')
  await expect(main).toContainText('Loading…')
  // A pet's heading is its name, which needs the data: none until then.
  await page.goto('pets/7')
  await expect(main).toContainText('Loading…')
  await expect(main.getByRole('heading')).toHaveCount(0)
  expect(cspErrors).toEqual([])
})

test('with the large demo set stored, its worker loads from under the sub-path, within the CSP', async ({
  page,
}) => {
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
  await page.addInitScript(storeLargeDemoSet)
  await page.goto('orders')
  await expect(page.getByText('20,000 orders')).toBeVisible({ timeout: 20_000 })
  expect(workers).toEqual([
    expect.stringMatching(new RegExp(`^${subPath}assets/large-json-worker-`)),
  ])
  expect(errors).toEqual([])
})
