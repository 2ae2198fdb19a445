// What a user meets when moving around the demo build: scroll, quick filters, hostile lengths.
import type { Locator } from '@playwright/test'
import { expect, freshPetId, nav, settled, test } from './support'

test('a nav link opens the next page at its top; Back restores the old position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/settings')
  await settled(page, 'Settings')
  await page.getByRole('button', { name: 'Reset demo data' }).scrollIntoViewIfNeeded()
  const settingsScroll = await page.evaluate(() => window.scrollY)
  expect(settingsScroll).toBeGreaterThan(200)
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('searchbox', { name: 'Search pets' })).toBeInViewport()
  await page.goBack()
  await settled(page, 'Settings')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(settingsScroll)
})

test('changing Status and then Tag at once keeps both in the view and the URL', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  // Both changes in one task: the second comes before anything could re-render after the first.
  await page.evaluate(() => {
    const choose = (label: string, value: string) => {
      const id = [...document.querySelectorAll('label')].find(
        (l) => l.textContent === label,
      )?.htmlFor
      const select = document.getElementById(id ?? '') as HTMLSelectElement
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
    choose('Status', 'sold')
    choose('Tag', 'cat')
  })
  await expect(page).toHaveURL(/\/pets\?status=sold&tag=cat$/)
  await expect(page.getByRole('link', { name: 'Mochi' })).toBeVisible()
  await expect(page.locator('main table tbody tr')).toHaveCount(1)
})

test('a 450-character name without spaces wraps: the other columns and the page stay in view', async ({
  page,
}) => {
  const name = `Longname${'x'.repeat(442)}`
  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill(String(freshPetId()))
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Create pet' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // The toast names the pet in a line, not half a screen.
  const toast = page.getByRole('status').filter({ hasText: 'Created' })
  expect((await toast.boundingBox())?.height ?? 0).toBeLessThan(120)

  await nav(page, 'Pets').click()
  await page.getByLabel('Search pets').fill('Longname')
  await expect(page.getByRole('link', { name })).toBeVisible()
  const viewport = page.viewportSize()?.width ?? 0
  for (const column of ['Tag', 'Status']) {
    const box = await page.getByRole('columnheader', { name: column }).boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport)
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('on a 360 or 390 px phone the header takes three rows at most and scrolls away, and a wide table says it scrolls', async ({
  page,
}) => {
  // Nine page loads, each of which may take several seconds on a loaded machine.
  test.slow()
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 })
    for (const [path, heading] of [
      ['/', 'Overview'],
      ['/pets', 'Pets'],
      ['/orders', 'Orders'],
      ['/settings', 'Settings'],
    ] as const) {
      await page.goto(path)
      await settled(page, heading)
      const header = await page.getByRole('banner').boundingBox()
      // The tools' row is a 40 px control plus padding; the six links take two rows of 29 px.
      expect(header?.height, `${path} at ${width} px`).toBeLessThan(120)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth).toBeLessThanOrEqual(width)
    }
  }
  // Three rows would hold an eighth of the screen: on a phone the header goes with the page.
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.mouse.wheel(0, 600)
  await expect
    .poll(async () => (await page.getByRole('banner').boundingBox())?.y ?? 0)
    .toBeLessThan(-50)
  await page.goto('/orders')
  await settled(page, 'Orders')
  await expect(page.getByText('Scroll the table sideways for every column →')).toBeVisible()
  const table = page.getByRole('region', { name: 'Orders, scrolls sideways' })
  await table.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  await expect(page.getByRole('button', { name: 'Request log' })).toBeVisible()
})

test('on a phone a page’s API call opens inside the screen, wherever its button sits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [path, heading] of [
    ['/pets', 'Pets'],
    ['/pets/7', 'Thumper'],
  ] as const) {
    await page.goto(path)
    await settled(page, heading)
    await page.getByText('API call', { exact: true }).click()
    for (const name of ['cURL', 'PowerShell', 'fetch', 'Python', 'HTTPie']) {
      await expect(page.getByRole('button', { name: `Copy as ${name}` })).toBeInViewport({
        ratio: 1,
      })
    }
    await expect(page.getByRole('checkbox', { name: 'Include secrets' })).toBeInViewport({
      ratio: 1,
    })
  }
})

test('on a phone the lists load without moving what is already on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const [path, heading] of [
    ['/pets', 'Pets'],
    ['/orders', 'Orders'],
  ] as const) {
    await page.goto(path)
    await settled(page, heading)
    await page.waitForLoadState('networkidle')
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    )
    // Lighthouse calls 0.1 "good"; the skeleton rows and the reserved count keep this near 0.
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      path,
    ).toBeLessThan(0.05)
  }
})

test('on a 360 px phone the Tours dialog’s Start button shows its whole title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.getByRole('button', { name: 'Tours' }).click()
  const start = page
    .getByRole('dialog', { name: 'Tours' })
    .getByRole('button', { name: /^Start: The pet store API in two minutes$/ })
  await expect(start).toBeInViewport({ ratio: 1 })
  // The text wraps inside the button rather than running past its edge.
  expect(await start.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true)
})

for (const width of [1280, 390]) {
  test(`at ${width} px the Tours dialog keeps “7 steps” on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 })
    await page.goto('/pets')
    await settled(page, 'Pets')
    await page.getByRole('button', { name: 'Tours' }).click()
    const count = page.getByRole('dialog', { name: 'Tours' }).getByText('7 steps')
    await expect(count).toBeVisible()
    // The lines its text is laid out on: one, beside Start or below it.
    const lines = await count.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lines).toBe(1)
  })
}

test('in the dark theme, native and system, checkboxes and radios are drawn in its colours', async ({
  page,
}) => {
  const dark = { surface: 'rgb(22, 27, 34)', accent: 'rgb(45, 212, 191)' }
  const look = (box: Locator) =>
    box.evaluate((input) => {
      const style = getComputedStyle(input)
      return {
        scheme: getComputedStyle(document.documentElement).colorScheme,
        appearance: style.appearance,
        background: style.backgroundColor,
      }
    })
  for (const choose of ['the system', 'the Theme control'] as const) {
    await page.emulateMedia({ colorScheme: choose === 'the system' ? 'dark' : 'light' })
    await page.goto('/settings')
    await settled(page, 'Settings')
    if (choose === 'the Theme control') await page.getByLabel('Theme').selectOption('Dark')
    // WebKitGTK draws a native box white whatever color-scheme says: the theme draws its own.
    const remember = page.getByRole('checkbox', { name: 'Remember on this device' })
    expect(await look(remember), choose).toMatchObject({
      appearance: 'none',
      background: dark.surface,
    })
    expect((await look(remember)).scheme, choose).toMatch(/dark/)
    const header = page.getByRole('radio', { name: 'Header' })
    await expect(header).toBeChecked()
    expect((await look(header)).background, choose).toBe(dark.accent)
  }
})

test('on a phone the header drops the clean contract badge, the log keeps “Contract: OK”', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/pets')
  await settled(page, 'Pets')
  const log = page.getByRole('complementary', { name: 'Request log' })
  await page.getByRole('button', { name: 'Request log' }).click()
  await expect(log.getByText('Contract: OK').first()).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Contract/ })).toBeHidden()
})
