// Airplane mode: once the demo site has loaded one page, everything works with the network gone.
import type { Page } from '@playwright/test'
import { appKeptForOffline } from './offline-ready'
import { expect, freshPetId, nav, settled, test } from './support'

// About the offline worker: allowed here, where the config blocks it for every other spec.
test.use({ serviceWorkers: 'allow' })

/** Pets is open, and the demo's service worker controls it and has kept every file of the build. */
async function petsReadyForOffline(page: Page) {
  // Waiting for the worker to keep every file takes most of a test's time.
  test.slow()
  await page.goto('/pets')
  await settled(page, 'Pets')
  await expect.poll(() => page.evaluate(appKeptForOffline), { timeout: 60_000 }).toBe(true)
}

test('offline after one page: every page, adding a pet, the log, export and a reload work', async ({
  page,
  context,
}) => {
  await petsReadyForOffline(page)
  await context.setOffline(true)

  await expect(page.getByText('Offline: the demo keeps working')).toBeVisible()
  for (const [name, heading] of [
    ['Orders', 'Orders'],
    ['Overview', 'Overview'],
    ['Settings', 'Settings'],
  ] as const) {
    await nav(page, name).click()
    await settled(page, heading)
  }
  await expect(page.getByRole('spinbutton', { name: 'Latency (ms)' })).toBeVisible()
  // The contract Settings links to is kept with the app's files.
  await page.getByRole('link', { name: 'openapi.yaml' }).click()
  await expect(page.locator('body')).toContainText('openapi: 3')
  await page.goBack()
  await settled(page, 'Settings')

  const id = freshPetId()
  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill(String(id))
  await page.getByLabel('Name', { exact: true }).fill('Offline Olive')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await settled(page, 'Offline Olive')

  await page.reload()
  await settled(page, 'Offline Olive')
  await nav(page, 'Pets').click()
  await page.getByLabel('Search pets').fill('Offline')
  await expect(page.getByRole('link', { name: 'Offline Olive' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  expect(await (await download).path()).toBeTruthy()
  await page.getByRole('button', { name: 'Request log', exact: true }).click()
  await expect(
    page
      .getByRole('complementary', { name: 'Request log' })
      .getByText(/\/pets$/)
      .first(),
  ).toBeVisible()
  await context.setOffline(false)
})

test.describe('without the demo worker, whose own requests Playwright cannot route', () => {
  test.use({ serviceWorkers: 'block' })
  test('a new deployment is noticed: the console offers to reload', async ({ page }) => {
    await page.goto('/no-such-page')
    await settled(page, 'Page not found')
    await expect(page.getByText('A new version of the console is available.')).toHaveCount(0)
    // The next look at index.html finds another entry script, as after a deploy.
    await page.route('**/index.html', async (route) => {
      const html = await (await route.fetch()).text()
      await route.fulfill({
        body: html.replace(/assets\/index-[\w-]+\.js/, 'assets/index-next.js'),
      })
    })
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(page.getByText('A new version of the console is available.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
})

test('a repeat visit never waits for the service worker to start; offline, its kept page answers', async ({
  page,
  context,
}) => {
  await petsReadyForOffline(page)
  // Chromium's static routing (sw.js): the page request races the worker's own answer.
  const served = () =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        workerMatchedSourceType?: string
        workerFinalSourceType?: string
      }
      return `${entry.workerMatchedSourceType} → ${entry.workerFinalSourceType}`
    })
  await page.reload()
  await settled(page, 'Pets')
  expect(await served()).toBe('race-network-and-fetch-handler → network')
  await context.setOffline(true)
  await page.reload()
  await settled(page, 'Pets')
  expect(await served()).toBe('race-network-and-fetch-handler → fetch-event')
})
