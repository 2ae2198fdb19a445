// config.json as a host leaves it: the build ships one that sets nothing, so a healthy site logs
// no error and no request fails, on a first visit and under the demo's service worker; a host that
// writes its own still configures the console, also once the service worker answers the page.
import type { Page } from '@playwright/test'
import { consoleMessages, expect, settled, test } from './support'

// About the offline worker: allowed here, where the config blocks it for every other spec.
test.use({ serviceWorkers: 'allow' })

/** Every console error and every failed or refused request of `page`, as they come. */
function problems(page: Page): string[] {
  const found = consoleMessages(page, (message) => message.type() === 'error')
  page.on('response', (response) => {
    if (response.status() >= 400) found.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => found.push(`failed ${request.url()}`))
  return found
}

const underServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null)

test('a site as built: config.json sets nothing, and no error or failed request, first visit and under the service worker', async ({
  page,
}) => {
  const found = problems(page)
  const config = page.waitForResponse((response) => response.url().endsWith('/config.json'))
  await page.goto('/pets')
  await settled(page, 'Pets')
  // The build's own file, not a host's index.html answering every path.
  expect(await (await config).json()).toEqual({})
  await underServiceWorker(page)
  const again = page.waitForResponse((response) => response.url().endsWith('/config.json'))
  await page.reload()
  await settled(page, 'Pets')
  expect(await (await again).json()).toEqual({})
  expect(found).toEqual([])
})

test('a host’s own config.json configures the console, also under the service worker', async ({
  page,
  context,
}) => {
  // The context's routes see the service worker's requests too.
  await context.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ environments: { staging: { baseUrl: '/staging-api/v1' } } }),
    }),
  )
  const found = problems(page)
  const environments = page.getByLabel('Environment', { exact: true }).getByRole('option')
  await page.goto('/settings')
  await settled(page, 'Settings')
  await expect(environments.filter({ hasText: 'Staging' })).toHaveCount(1)
  await underServiceWorker(page)
  await page.reload()
  await settled(page, 'Settings')
  await expect(environments.filter({ hasText: 'Staging' })).toHaveCount(1)
  expect(found).toEqual([])
})
