// Visual regression: each page in light and dark, at 390 and 1280 px, and the states a user meets
// most (Tours, the open request log, a tour step in the presenter view, an error alert with its fix,
// the Add-pet form with errors), compared with the baselines in __screenshots__/. Refresh them with
// `npm run test:e2e -- --update-snapshots` after a change meant to be seen.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { IntlMessageFormat } from 'intl-messageformat'
import { expect, settled, storageKey, test } from './support'

// The demo counts its seeded times from the start of the UTC day: a fixed day gives the same dates.
const fixedNow = new Date('2026-03-02T09:30:00Z')
const widths = [390, 1280] as const
const schemes = ['light', 'dark'] as const

/** Text naming the port, which E2E_PORT_BASE moves; the request log's is hidden by stylePath. */
function volatile(page: Page): Locator[] {
  return [
    page.getByRole('main').getByText(/127\.0\.0\.1:\d+/),
    page.getByRole('textbox', { name: 'Base URL' }),
  ]
}

const stylePath = fileURLToPath(new URL('visual-volatile.css', import.meta.url))

async function snap(page: Page, name: string, mask: Locator[] = []) {
  await expect(page).toHaveScreenshot(name, {
    animations: 'disabled',
    caret: 'hide',
    // Per pixel, how far a colour may move: Playwright's 0.2 lets a border go from #d7dce3 to
    // #a0a8b4 unseen. Pixels here are exact from run to run (same Chromium, same fonts).
    threshold: 0.05,
    mask: [...volatile(page), ...mask],
    stylePath,
  })
}

/** The header's contract badge counts calls as their checks finish (in idle time): wait for all. */
async function contractChecked(page: Page, calls: number, violations = 0) {
  if (calls === 0) return
  const counts = `${calls} call${calls === 1 ? '' : 's'}, ${violations} violation${violations === 1 ? '' : 's'}`
  await expect(page.getByRole('button', { name: new RegExp(`${counts}$`) })).toBeVisible()
}

// Dates are shown in the browser's zone and language: the same on every machine. Playwright adds
// stylePath as an inline <style>, which the site's CSP refuses (the CSP has tests of its own).
test.use({ timezoneId: 'UTC', locale: 'en-US', bypassCSP: true })

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(fixedNow)
})

const pages = [
  { path: '/', heading: 'Overview', name: 'overview', calls: 2 },
  { path: '/pets', heading: 'Pets', name: 'pets', calls: 1 },
  { path: '/pets/1', heading: 'Biscuit', name: 'pet', calls: 2 },
  { path: '/pets/new', heading: 'Add pet', name: 'pet-new', calls: 1 },
  { path: '/orders', heading: 'Orders', name: 'orders', calls: 2 },
  { path: '/settings', heading: 'Settings', name: 'settings', calls: 0 },
  { path: '/compare', heading: 'Compare environments', name: 'compare', calls: 0 },
  { path: '/explorer', heading: 'API explorer', name: 'explorer', calls: 0 },
  { path: '/workflows', heading: 'Workflows', name: 'workflows', calls: 0 },
] as const

for (const { path, heading, name, calls } of pages) {
  test(`${path} in light and dark, at 390 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[1], height: 800 })
    await page.goto(path)
    await settled(page, heading)
    await contractChecked(page, calls)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      for (const colorScheme of schemes) {
        await page.emulateMedia({ colorScheme })
        await snap(page, `${name}-${width}-${colorScheme}.png`)
      }
    }
  })
}

test('the Tours dialog', async ({ page }) => {
  await page.goto('/')
  await settled(page, 'Overview')
  await page.getByRole('button', { name: 'Tours' }).click()
  await expect(page.getByRole('dialog', { name: 'Tours' })).toBeVisible()
  await snap(page, 'tours-dialog.png')
})

test('the open request log', async ({ page }) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await contractChecked(page, 1)
  await page.getByRole('button', { name: 'Request log' }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log.getByText('Contract: OK').first()).toBeVisible()
  await snap(page, 'request-log.png')
})

test('the presenter view with a tour step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await settled(page, 'Overview')
  await page.getByRole('button', { name: 'Presenter' }).click()
  await page.getByRole('button', { name: 'Tours' }).click()
  await page
    .getByRole('dialog', { name: 'Tours' })
    .getByRole('button', { name: /^Start: The pet store API in two minutes/ })
    .click()
  await expect(page.getByRole('region', { name: 'Tour' })).toContainText('1 of 7')
  await settled(page, 'Pets')
  // How many calls the step makes depends on timing (its demo change may cancel and repeat the
  // list's fetch): every one is checked and none violates, and the counts are masked.
  await expect(page.getByRole('button', { name: /\d+ calls?, 0 violations$/ })).toBeVisible()
  await snap(page, 'presenter-tour-step.png', [
    page.getByRole('button', { name: /calls?, \d+ violations?$/ }),
    page.getByRole('complementary', { name: 'Request log' }).getByText(/^\d+ calls?$/),
  ])
})

test('an error alert with its fix', async ({ page }) => {
  // The demo answers 404 to every call, as a wrong base URL would: the alert offers a curl check.
  const key = storageKey('demo')
  const seededAt = Date.UTC(2026, 2, 2)
  await page.addInitScript(
    ({ key, seededAt }) => {
      const controls = { latencyMs: 0, failureRate: 0, forceStatus: 404, offline: false }
      localStorage.setItem(key, JSON.stringify({ dataset: 'seed', seededAt, added: [], controls }))
    },
    { key, seededAt },
  )
  await page.goto('/orders')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('HTTP 404')
  await expect(alert.getByRole('button', { name: /copy/i }).first()).toBeVisible()
  await contractChecked(page, 2, 2)
  await snap(page, 'error-alert-fix.png')
})

test('the Add-pet form with errors', async ({ page }) => {
  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill('not a number')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await snap(page, 'pet-new-errors.png')
})

// German (long words) and Arabic (right to left) for the pages a presenter shows most.
for (const language of ['de', 'ar'] as const) {
  const words = JSON.parse(
    readFileSync(new URL(`../../src/lib/i18n/messages/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>
  /** The header badge once every call is checked, in the language's own plural forms. */
  const checked = (calls: number) =>
    String(
      new IntlMessageFormat(words['app.contract-badge-counts'] ?? '', language).format({
        calls,
        violations: 0,
      }),
    )

  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [
        storageKey('language'),
        language,
      ] as const)
    })

    for (const { path, name, calls } of pages.filter((p) =>
      ['pets', 'pet', 'explorer'].includes(p.name),
    )) {
      test(`${path} at 1280 px light and 390 px dark`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 })
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0)
        if (calls > 0) await expect(page.locator('.contract-badge')).toContainText(checked(calls))
        await snap(page, `${language}-${name}-1280-light.png`)
        await page.setViewportSize({ width: 390, height: 800 })
        await page.emulateMedia({ colorScheme: 'dark' })
        await snap(page, `${language}-${name}-390-dark.png`)
      })
    }

    test('the Add-pet form with errors', async ({ page }) => {
      await page.goto('/pets/new')
      await expect(page.locator('h1')).toHaveText(words['nav.add-pet'] ?? '')
      await page.getByLabel(words['pets.field-id'] ?? '', { exact: true }).fill('not a number')
      await page.getByRole('button', { name: words['pets.create'] }).click()
      await expect(
        page.getByLabel(words['pets.field-name'] ?? '', { exact: true }),
      ).toHaveAttribute('aria-invalid', 'true')
      await snap(page, `${language}-pet-new-errors.png`)
    })
  })
}
