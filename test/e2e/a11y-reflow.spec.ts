// Reflow (WCAG 1.4.10): at 320 × 640 CSS px no page scrolls sideways; only a wide table may, inside
// its own labelled box. The header keeps its tools on one row, and scrolls with the page.
import { consolePages, expect, expectNoAxeViolations, settled, test } from './support'

test.use({ viewport: { width: 320, height: 640 } })

test('every page fits 320 px without sideways scrolling', async ({ page }) => {
  test.setTimeout(consolePages.length * 30_000) // each page loaded and measured in one browser page
  for (const { path, heading } of consolePages) {
    await test.step(path, async () => {
      await page.goto(path)
      await settled(page, heading)
      if (path === '/') {
        for (const summary of await page.getByText('Show as table').all()) await summary.click()
        await expect(page.getByRole('table', { name: 'Orders by ship date' })).toBeVisible()
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)

      // Whatever is wider than the screen is a table inside a labelled scrolling region.
      const wide = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        return [...document.querySelectorAll('table')]
          .filter((table) => table.getBoundingClientRect().width > width)
          .map((table) => {
            const box = table.closest('[role="region"]')
            return box && box.getAttribute('tabindex') === '0'
              ? box.getAttribute('aria-label')
              : null
          })
      })
      expect(wide).not.toContain(null)

      // The tools (copy link included) on the first row, the navigation's six links on the two
      // below; a header that tall does not stay on screen (at 400 % zoom, half of it).
      const header = page.locator('.app-header')
      expect((await header.boundingBox())?.height ?? 0).toBeLessThan(120)
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('static')
      const toursTop = (await page.getByRole('button', { name: 'Tours' }).boundingBox())?.y
      const copyTop = (
        await page.getByRole('button', { name: 'Copy link to this view' }).boundingBox()
      )?.y
      expect(Math.abs((copyTop ?? 0) - (toursTop ?? 100))).toBeLessThan(8)
    })
  }
})

test('each Overview chart shows its numbers as a table on request', async ({ page }) => {
  await page.goto('/')
  await settled(page, 'Overview')
  await expect(page.getByRole('table', { name: 'Pets by status' })).toBeHidden()
  await page.getByRole('region', { name: 'Pets by status' }).getByText('Show as table').click()
  const table = page.getByRole('table', { name: 'Pets by status' })
  await expect(table.getByRole('row', { name: /available/ })).toBeVisible()
  await expectNoAxeViolations(page)
})
