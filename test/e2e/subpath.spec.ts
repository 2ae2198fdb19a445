// The demo build served under /tools/petstore/: deep links, reloads, assets and the service worker.
import { subPath } from './targets'
import {
  consoleMessages,
  expect,
  nav,
  settled,
  storageKey,
  storeLargeDemoSet,
  test,
} from './support'

// About the offline worker: allowed here, where the config blocks it for every other spec.
test.use({ serviceWorkers: 'allow' })

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
  // Registered once the demo's first answer is in and the page is idle: ready waits for that.
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '' }
  })
  expect(new URL(registration.scope).pathname).toBe(subPath)
  expect(new URL(registration.script).pathname).toBe(`${subPath}sw.js`)
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

test('a deep link under the sub-path loads its page code within the CSP', async ({ page }) => {
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  await page.goto('pets/7')
  await settled(page, 'Thumper')
  // A script or connection the CSP did not allow would be reported here.
  expect(errors).toEqual([])
})

test('the large demo set under the sub-path keeps its own storage and loads without errors', async ({
  page,
}) => {
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  await page.addInitScript(storeLargeDemoSet, storageKey('demo', subPath))
  await page.goto('orders')
  await expect(page.getByRole('main').getByText('20,000 orders')).toBeVisible({ timeout: 45_000 })
  expect(errors).toEqual([])
})
