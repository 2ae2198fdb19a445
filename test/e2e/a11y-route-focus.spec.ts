// A route change is not silent: focus moves to the new page's h1 (read out by a screen reader),
// never to <body>, and Back still restores the old scroll position.
import { expect, nav, settled, test } from './support'

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 })

test('following a nav link moves focus to the new page’s h1', async ({ page }) => {
  await page.goto('/')
  await settled(page, 'Overview')
  await nav(page, 'Orders').focus()
  await page.keyboard.press('Enter')
  await settled(page, 'Orders')
  await expect(heading(page)).toBeFocused()
  // Tab goes on from the top of the new page, not from the header.
  await page.keyboard.press('Tab')
  await expect(page.locator('#main').locator(':focus')).toHaveCount(1)
})

test('opening a pet from the table focuses its h1, not <body>; Back focuses Pets again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/pets')
  await settled(page, 'Pets')
  const link = page.locator('main table tbody tr').nth(20).getByRole('link')
  const name = (await link.textContent()) ?? ''
  await link.scrollIntoViewIfNeeded()
  const listScroll = await page.evaluate(() => window.scrollY)
  expect(listScroll).toBeGreaterThan(100)
  await link.focus()
  await page.keyboard.press('Enter')
  await settled(page, name)
  await expect(heading(page)).toBeFocused()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await settled(page, 'Pets')
  await expect(heading(page)).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll)
})

test('a mouse click leaves no focus ring on the h1', async ({ page }) => {
  await page.goto('/')
  await settled(page, 'Overview')
  await nav(page, 'Settings').click()
  await settled(page, 'Settings')
  await expect(heading(page)).toBeFocused()
  const outline = await heading(page).evaluate((h1) => getComputedStyle(h1).outlineStyle)
  expect(outline).toBe('none')
})

test('a change of the query string (typing a search) leaves focus in the field', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.getByLabel('Search pets').fill('bis')
  await expect(page).toHaveURL(/q=bis/)
  await expect(page.getByLabel('Search pets')).toBeFocused()
})
