// A presenter's journeys on the built demo site: the shipped tour by keyboard, a share link there
// and back, a rehearsal recorded, exported and replayed offline, and bad files refused.
import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, nav, saveApiKey, settled, test } from './support'

test('the shipped tour, walked with the keyboard alone', async ({ page }) => {
  // Six pages, a pet created and three retries: a long journey on a busy machine.
  test.slow()
  await page.goto('/')
  await settled(page, 'Overview')
  await page.getByRole('button', { name: 'Tours' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tours' })
  await dialog
    .getByRole('button', { name: /^Start: The pet store API in two minutes/ })
    .press('Enter')
  const tour = page.getByRole('region', { name: 'Tour' })
  await expect(tour).toContainText('1 of 7')
  await expect(page).toHaveURL(/\/pets\?sort=name$/)

  await page.keyboard.press('ArrowRight')
  await expect(tour).toContainText('2 of 7')
  await settled(page, 'Thumper')
  await page.keyboard.press('PageDown')
  await expect(tour).toContainText('Add a pet')
  await settled(page, 'Add pet')
  await page.keyboard.press('PageDown')
  await expect(tour).toContainText('The call, as a terminal would send it')
  await expect(page.getByRole('complementary', { name: 'Request log' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(tour).toContainText('When the server fails')
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByText('Simulating: 503 on every call')).toBeVisible()
  // The step asks for no call: the log of the step before closes, leaving Retry uncovered.
  await expect(page.getByRole('complementary', { name: 'Request log' })).toBeHidden()
  await expect(page.getByRole('alert')).toContainText('HTTP 503', { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Retry' })).toBeInViewport()
  await page.keyboard.press('ArrowRight')
  await expect(tour).toContainText('6 of 7')
  await settled(page, 'Orders')
  await expect(page.getByText('Simulating:')).toHaveCount(0)
  // The same page asks again: step 5's error gives way to the orders.
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('cell', { name: '1001' })).toBeVisible()
  await page.keyboard.press('PageUp')
  await expect(tour).toContainText('5 of 7')
  await page.keyboard.press('Escape')
  await expect(tour).toHaveCount(0)
  // Leaving puts the demo back as it was: nothing simulated.
  await expect(page.getByText('Simulating:')).toHaveCount(0)
})

/** Opens the Tours dialog and starts the shipped tour. */
async function startShippedTour(page: Page) {
  await page.getByRole('button', { name: 'Tours' }).click()
  await page
    .getByRole('dialog', { name: 'Tours' })
    .getByRole('button', { name: /^Start: The pet store API in two minutes/ })
    .click()
  return page.getByRole('region', { name: 'Tour' })
}

/** The presenter view on Settings, and the most the header's height may be while it is one row. */
async function presenterOnSettings(page: Page) {
  await page.goto('/settings')
  await settled(page, 'Settings')
  await page.getByRole('button', { name: 'Presenter' }).click()
  // One row: the tallest control (a button) plus the header's padding.
  const button = (await page.getByRole('button', { name: 'Tours' }).boundingBox())?.height ?? 0
  return { banner: page.getByRole('banner'), oneRowAtMost: button * 1.8 }
}

/**
 * In the presenter view from the Overview, the shipped tour to step 4: the log on the POST of the
 * pet step 3 creates. `beforeTour` runs once the presenter view is on, before the tour starts.
 */
async function presenterAtStepFour(page: Page, beforeTour = async () => {}) {
  await page.goto('/')
  await settled(page, 'Overview')
  await page.getByRole('button', { name: 'Presenter' }).click()
  await beforeTour()
  const tour = await startShippedTour(page)
  await expect(tour).toContainText('1 of 7')
  await page.keyboard.press('PageDown')
  await page.keyboard.press('PageDown')
  await settled(page, 'Add pet')
  await page.getByLabel('Name', { exact: true }).fill('Stage pet')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await settled(page, 'Stage pet')
  await page.keyboard.press('PageDown')
  await expect(tour).toContainText('4 of 7')
  await settled(page, 'Pets')
  return tour
}

test.describe('the presenter view on a 1920 × 1080 projector', () => {
  test.use({ viewport: { width: 1920, height: 1080 } })

  test('a step’s highlighted call is in view and open; the next step opens its page at once', async ({
    page,
  }) => {
    test.slow()
    const tour = await presenterAtStepFour(page)
    const log = page.getByRole('complementary', { name: 'Request log' })
    const call = log.locator('li[aria-current="true"]')
    await expect(call).toContainText('POST')
    await expect(call.getByRole('button', { name: 'Copy as cURL' })).toBeInViewport({ ratio: 1 })
    // Not under the log's sticky heading, nor under the tour's card: a click would reach it.
    await call.getByRole('button', { name: 'Copy as cURL' }).click({ trial: true })
    for (const part of ['Request', 'Response'])
      await expect(call.locator('details', { hasText: part }).first()).toHaveAttribute('open', '')
    await expect(call.getByText('"name": "Stage pet"').first()).toBeInViewport()

    await page.keyboard.press('PageDown')
    await expect(tour).toContainText('5 of 7')
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(page.getByText('Could not load orders')).toBeVisible()
  })
})

test.describe('the presenter view on a 1280 × 720 laptop at 125 % (device scale 1.25)', () => {
  test.use({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1.25 })

  test('the header keeps one row on every page, and each list shows its first 8 rows', async ({
    page,
  }) => {
    test.slow()
    const { banner, oneRowAtMost } = await presenterOnSettings(page)
    const oneRow = (await banner.boundingBox())?.height ?? 0
    expect(oneRow).toBeLessThan(oneRowAtMost)
    for (const [link, heading] of [
      ['Pets', 'Pets'],
      ['Orders', 'Orders'],
      ['Overview', 'Overview'],
      ['Settings', 'Settings'],
    ] as const) {
      await nav(page, link).click()
      await settled(page, heading)
      expect((await banner.boundingBox())?.height, `the header on ${link}`).toBe(oneRow)
      if (heading === 'Pets' || heading === 'Orders') {
        const rows = page.locator('main table tbody tr')
        await expect(rows.nth(7)).toBeInViewport({ ratio: 1 })
        // Beside the docked log, not under it.
        const log = await page.getByRole('complementary', { name: 'Request log' }).boundingBox()
        const row = await rows.nth(7).boundingBox()
        expect((row?.x ?? 0) + (row?.width ?? 0)).toBeLessThanOrEqual(log?.x ?? 0)
      }
    }
    await expect(
      page.getByRole('button', { name: /^Contract \d+ calls?, 0 violations$/ }),
    ).toBeVisible()
  })
})

test.describe('the presenter view on a 1280 × 720 laptop', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('the header keeps one row with a two-digit count of failed calls on the log', async ({
    page,
  }) => {
    test.slow()
    const { banner, oneRowAtMost } = await presenterOnSettings(page)
    // A 404 is not retried: each Retry adds one failed call to the log's badge.
    await page.getByLabel('Force status').selectOption('404')
    await nav(page, 'Orders').click()
    const badge = page.locator('.log-toggle-count')
    for (let tries = 0; tries < 30 && Number((await badge.textContent()) ?? 0) < 10; tries++) {
      const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' }).first()
      await retry.click()
      await expect(retry).toBeEnabled()
    }
    await expect(badge).toHaveText(/^\d\d$/)
    await expect(page.getByRole('button', { name: /^Contract \d+ calls?/ })).toBeVisible()
    expect((await banner.boundingBox())?.height ?? 0, 'one row').toBeLessThan(oneRowAtMost)
  })
})

test.describe('the presenter view on a 1280 × 720 laptop, tour step 4', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  // WebKit has no CSS scroll anchoring: `overflow-anchor: none` gives Chromium the same log.
  for (const anchoring of ['the engine’s', 'no'] as const) {
    test(`with ${anchoring} scroll anchoring, the highlighted call is at the log’s top, above the card`, async ({
      page,
    }) => {
      test.slow()
      const log = page.getByRole('complementary', { name: 'Request log' })
      const tour = await presenterAtStepFour(page, async () => {
        if (anchoring === 'no')
          await log.evaluate((panel) => panel.style.setProperty('overflow-anchor', 'none'))
      })
      // The step's own GET /pets has arrived above the call, and settled.
      await expect(log.locator('li').first()).toContainText(/GET\s+200/)
      const call = log.locator('li[aria-current="true"]')
      await expect(call).toContainText('POST')
      const curl = call.getByRole('button', { name: 'Copy as cURL' })
      // Measured where the step left it (a trial click would scroll it into view first).
      await expect(curl).toBeInViewport({ ratio: 1 })
      await expect
        .poll(async () => {
          const button = await curl.boundingBox()
          const card = await tour.boundingBox()
          return (button?.y ?? 0) + (button?.height ?? 0) - (card?.y ?? 0)
        }, 'the cURL button’s bottom, below the card’s top')
        .toBeLessThanOrEqual(0)
      expect(
        await curl.evaluate((button) => {
          const { x, y, width, height } = button.getBoundingClientRect()
          return button.contains(document.elementFromPoint(x + width / 2, y + height / 2))
        }),
        'the cURL button is what a click there reaches',
      ).toBe(true)
    })
  }
})

test.describe('tour step 7 on a 1280 × 720 laptop', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  for (const presenter of [false, true]) {
    test(`${presenter ? 'in the presenter view, ' : ''}the card covers neither the body without a name nor its problem`, async ({
      page,
    }) => {
      await page.goto('/settings')
      await settled(page, 'Settings')
      if (presenter) await page.getByRole('button', { name: 'Presenter' }).click()
      // A link to the step, as "Copy link to this view" makes it.
      await page.goto('/pets?tour=pet-store-in-two-minutes&tour-step=7')
      const tour = page.getByRole('region', { name: 'Tour' })
      await expect(tour).toContainText('7 of 7')
      await expect(page.getByText('HTTP 400', { exact: true })).toBeVisible()
      const body = page.getByRole('textbox', { name: 'Request body' })
      const problems = page.getByRole('group', { name: 'Problems' })
      await expect(body).not.toHaveValue(/"name"/)
      await expect(problems).toContainText('$.name: required field missing')
      for (const [what, target] of [
        ['the request body', body],
        ['the problem', problems],
      ] as const) {
        await expect(target, what).toBeInViewport({ ratio: 1 })
        await expect
          .poll(async () => {
            const [a, b] = [await tour.boundingBox(), await target.boundingBox()]
            if (!a || !b) return -1
            const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
            const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
            return Math.max(0, width) * Math.max(0, height)
          }, `the card over ${what}, in square pixels`)
          .toBe(0)
      }
    })
  }
})

test('a share link carries the view and the demo settings, never the key, and opens as it was', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const key = 'share-link-secret-7'
  await page.goto('/settings')
  await saveApiKey(page, key, 'Query parameter')
  await page.getByRole('spinbutton', { name: 'Latency (ms)' }).fill('700')
  await expect(page.getByText('Simulating: 700 ms latency').first()).toBeVisible()
  await page.goto('/pets?status=sold&sort=-name')
  await settled(page, 'Pets')
  await page.getByRole('button', { name: 'Copy link to this view' }).click()
  await expect(page.getByText('Link to this view copied')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).not.toContain(key)
  expect(link).not.toContain('api_key')
  expect(new URL(link).searchParams.get('demo-latency')).toBe('700')

  // Another browser opens it: same list state, same simulated latency.
  const other = await browser.newContext()
  const opened = await other.newPage()
  await opened.goto(link)
  await settled(opened, 'Pets')
  await expect(opened).toHaveURL(/\/pets\?status=sold&sort=-name$/)
  await expect(opened.getByText('Simulating: 700 ms latency')).toBeVisible()
  await expect(opened.locator('main table tbody tr')).toHaveCount(6)
  await other.close()
})

test.describe('offline, as a rehearsal on stage', () => {
  // Offline, the pages' files come from the offline worker (the config blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' })

  test('a rehearsal recorded, exported as HAR (key redacted), replayed offline', async ({
    page,
    context,
  }, testInfo) => {
    const key = 'rehearsal-secret-9'
    await page.goto('/settings')
    await saveApiKey(page, key)
    // The rehearsal: the pets, a pet, the orders.
    await nav(page, 'Pets').click()
    await settled(page, 'Pets')
    await page.getByRole('link', { name: 'Thumper' }).click()
    await settled(page, 'Thumper')
    await nav(page, 'Orders').click()
    await settled(page, 'Orders')

    await page.getByRole('button', { name: 'Request log', exact: true }).click()
    const log = page.getByRole('complementary', { name: 'Request log' })
    const download = page.waitForEvent('download')
    await log.getByRole('button', { name: 'Export HAR' }).click()
    const har = await readFile(await (await download).path(), 'utf8')
    expect(har).not.toContain(key)
    expect(har).toContain('"X-API-Key"')
    expect(har).toContain('REDACTED')
    const file = testInfo.outputPath('rehearsal.har')
    await writeFile(file, har)

    // Someone adds a pet after the rehearsal; the replay must not show it.
    await page.evaluate(async () => {
      await fetch('/demo-api/v1/pets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 777001, name: 'After the rehearsal' }),
      })
    })
    await log.getByLabel('HAR file').setInputFiles(file)
    await expect(log.getByText(/Replaying \d+ recorded calls from rehearsal\.har/)).toBeVisible()
    await page.getByRole('button', { name: 'Request log', exact: true }).click()

    await context.setOffline(true)
    await nav(page, 'Pets').click()
    await settled(page, 'Pets')
    await expect(page.getByRole('link', { name: 'Thumper' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'After the rehearsal' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Thumper' }).click()
    await settled(page, 'Thumper')
    await nav(page, 'Orders').click()
    await settled(page, 'Orders')
    await context.setOffline(false)
  })
})

test('a bad tour file and a bad HAR file each say what is wrong', async ({ page }, testInfo) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const tourFile = testInfo.outputPath('bad-tour.json')
  await writeFile(
    tourFile,
    JSON.stringify({ title: 'x', steps: [{ title: 'a', route: 'https://evil' }] }),
  )
  await page.getByRole('button', { name: 'Tours' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tours' })
  await dialog.getByLabel('Tour file').setInputFiles(tourFile)
  await expect(dialog).toContainText(
    'bad-tour.json is not a tour we can run: step 1, route is not a path inside the console, starting with /. Nothing was loaded.',
  )
  await page.keyboard.press('Escape')

  const harFile = testInfo.outputPath('bad.har')
  await writeFile(harFile, '{"log": {"entries": [{"request": {"method": "GET", "url": 7}}]}}')
  await page.getByRole('button', { name: 'Request log', exact: true }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await log.getByLabel('HAR file').setInputFiles(harFile)
  await expect(log).toContainText(
    'bad.har is not a HAR file we can replay: entry 1, request.url is expected string. Nothing was loaded.',
  )
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
})
