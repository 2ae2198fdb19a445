// Bypass blocks: the first Tab shows "Skip to content", which moves focus into main so the next Tab
// is the page's own first control; and every page has the same landmarks, one of each.
import { consolePages, expect, settled, test } from './support'

test('"Skip to content" is the first Tab stop, shows on focus and moves focus into main', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Enter')
  const main = page.getByRole('main')
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  // The next Tab lands on the page's own first control, past the header and its navigation.
  await page.keyboard.press('Tab')
  expect(
    await main.evaluate(
      (element) => element.contains(document.activeElement) && document.activeElement !== element,
    ),
  ).toBe(true)
})

test('every page has one banner, one main navigation, one main with one h1', async ({ page }) => {
  test.setTimeout(consolePages.length * 30_000) // each page loaded and checked in one browser page
  for (const { path, heading } of consolePages) {
    await test.step(path, async () => {
      await page.goto(path)
      await settled(page, heading)
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
      // The navigation is in the banner; the page's content is not.
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(
        1,
      )
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveCount(0)
    })
  }
})

test('the open request log is a complementary landmark of its own, outside main', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.getByRole('button', { name: 'Request log', exact: true }).press('Enter')
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log).toBeVisible()
  await expect(page.getByRole('main').getByRole('complementary')).toHaveCount(0)
})
