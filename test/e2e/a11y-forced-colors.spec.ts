// Forced colours (Windows High Contrast) turn backgrounds into Canvas: what told things apart by a
// background must still be told apart. Reduced motion stops transitions and smooth scrolling.
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, nav, settled, test } from './support'

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

const canvas = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).getPropertyValue('background-color'))

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: the chart bars, legend, current tab and focus ring stay visible`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme })
    await page.goto('/')
    await settled(page, 'Overview')
    const background = await canvas(page)

    const current = nav(page, 'Overview')
    expect(await style(current, 'background-color')).not.toBe(background)

    const complete = page.locator('.legend-swatch.bar-complete')
    const open = page.locator('.legend-swatch.bar-open')
    expect(await style(complete, 'background-color')).not.toBe(background)
    expect(await style(open, 'border-top-width')).not.toBe('0px')
    expect(await style(open, 'background-color')).not.toBe(
      await style(complete, 'background-color'),
    )
    const bar = page.locator('.chart-bar rect.bar-available').first()
    expect(await style(bar, 'fill')).not.toBe(background)

    await page.getByRole('link', { name: /^available: / }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const ring = page.locator('.chart-bar:focus-visible .chart-hit')
    expect(await style(ring, 'stroke')).not.toBe('none')
    await expectNoAxeViolations(page)
  })
}

test('status pills keep a border, a focused field keeps its outline', async ({ page }) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const pill = page.locator('main .status').first()
  expect(await style(pill, 'border-top-style')).toBe('solid')
  await page.getByLabel('Search pets').focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  expect(await style(page.getByLabel('Search pets'), 'outline-style')).not.toBe('none')
})

test('the request log’s timing bars keep their parts', async ({ page }) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.getByRole('button', { name: 'Request log' }).click()
  const timing = page.getByRole('img', { name: /^Timing:/ }).first()
  await expect(timing).toBeVisible()
  const part = timing.locator('span').first()
  expect(await style(part, 'background-color')).not.toBe(await style(timing, 'background-color'))
})

test('reduced motion: no transitions, no smooth scrolling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/pets')
  await settled(page, 'Pets')
  const button = page.getByRole('button', { name: 'Export CSV' })
  expect(Number.parseFloat(await style(button, 'transition-duration'))).toBeLessThan(0.001)
  expect(await style(page.locator('html'), 'scroll-behavior')).toBe('auto')
})
