// The features a keyboard alone must reach: the request log, Export HAR and loading it back as
// Replay, Compare, Settings' "Forget all keys", the Tours dialog and a clicker's keys. No clicks:
// Tab, Shift+Tab, Enter, Space, Escape and the arrows only; every control reached shows its focus,
// and focus goes back to where it came from when a panel or dialog closes.
import type { Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expect, settled, test } from './support'

// A dozen key presses and a download each: more than the default on a loaded machine.
test.describe.configure({ timeout: 90_000 })

/** What shows the focused element's focus: its outline or its box shadow, else null. */
async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return null
    const style = getComputedStyle(active)
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'outline'
    if (style.boxShadow !== 'none') return 'box-shadow'
    return null
  })
}

/** Presses `key` until `target` has focus, checking each control passed on the way shows it. */
async function keyTo(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await focusIndicator(page), `focus ring on ${target.toString()}`).not.toBeNull()
      return
    }
    await page.keyboard.press(key)
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
    expect(await focusIndicator(page), `focus ring after ${key} on ${where}`).not.toBeNull()
  }
  throw new Error(`${key} never reached ${target.toString()}`)
}

const logButton = (page: Page) => page.getByRole('button', { name: 'Request log', exact: true })
const logPanel = (page: Page) => page.getByRole('complementary', { name: 'Request log' })

async function openLogByKeyboard(page: Page) {
  await keyTo(page, logButton(page))
  await page.keyboard.press('Enter')
  await expect(logPanel(page)).toBeVisible()
  await expect(logPanel(page)).toBeFocused()
}

test('the request log: open it, move through an entry, close it; focus goes back to its button', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await openLogByKeyboard(page)
  const entry = logPanel(page).getByRole('listitem').first()
  await expect(entry).toContainText('200')
  await keyTo(page, entry.getByRole('button', { name: 'Copy as cURL' }))
  await keyTo(page, entry.getByText('Response', { exact: true }))
  await page.keyboard.press('Enter')
  await expect(entry.getByText(/content-type/i)).toBeVisible()
  // Back up through the entry with Shift+Tab: still inside the log, still showing focus.
  await keyTo(page, entry.getByRole('button', { name: 'Copy as cURL' }), 'Shift+Tab')
  await page.keyboard.press('Escape')
  await expect(logPanel(page)).toBeHidden()
  await expect(logButton(page)).toBeFocused()
  expect(await focusIndicator(page)).not.toBeNull()
})

test('Export HAR, then load that file back as Replay, by keyboard', async ({ page }, testInfo) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await openLogByKeyboard(page)
  await expect(logPanel(page).getByRole('listitem').first()).toContainText('200')
  await keyTo(page, logPanel(page).getByRole('button', { name: 'Export HAR' }))
  const downloading = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  const download = await downloading
  const file = testInfo.outputPath(download.suggestedFilename())
  await download.saveAs(file)
  expect(JSON.parse(await readFile(file, 'utf8')).log.entries.length).toBeGreaterThan(0)
  await expect(logPanel(page).getByRole('button', { name: 'Export HAR' })).toBeFocused()

  await keyTo(page, logPanel(page).getByLabel('HAR file'))
  const choosing = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await choosing).setFiles(file)
  await expect(logPanel(page).getByText(/Replaying \d+ recorded calls? from /)).toBeVisible()
  // Focus stays where the file was chosen, in the log, not dropped to the page.
  expect(await logPanel(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(
    true,
  )
  await page.keyboard.press('Escape')
  await expect(logButton(page)).toBeFocused()
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
})

test('Compare: choose, compare and reach the answer by keyboard', async ({ page }) => {
  await page.goto('/compare')
  await settled(page, 'Compare environments')
  const right = page.getByLabel('Right environment')
  await keyTo(page, right)
  // A closed select changes with the arrows: Demo against itself, the one server the demo has.
  await page.keyboard.press('ArrowUp')
  await expect(right).toHaveValue('demo')
  const operation = page.getByLabel('Operation')
  await keyTo(page, operation)
  await page.keyboard.press('ArrowDown')
  await expect(operation).not.toHaveValue('pets')
  await page.keyboard.press('ArrowUp')
  await expect(operation).toHaveValue('pets')
  const compare = page.getByRole('button', { name: 'Compare', exact: true })
  await keyTo(page, compare)
  await page.keyboard.press('Enter')
  const differences = page.getByRole('region', { name: 'Differences' })
  await expect(differences).toContainText('Same: 25')
  await expect(compare).toBeFocused()
  // What the answer offers is on the Tab path after Compare.
  await keyTo(page, differences.getByRole('button').first())
})

test('Settings: save a key and forget all keys by keyboard; focus stays on the button', async ({
  page,
}) => {
  await page.goto('/settings')
  await settled(page, 'Settings')
  const key = page.getByLabel('API key', { exact: true })
  await keyTo(page, key)
  await page.keyboard.type('keyboard-key')
  await keyTo(page, page.getByRole('button', { name: 'Save settings' }))
  await page.keyboard.press('Enter')
  const forget = page.getByRole('button', { name: 'Forget all keys' })
  await keyTo(page, forget)
  await page.keyboard.press('Space')
  await expect(page.getByText('All keys forgotten')).toBeVisible()
  await expect(key).toHaveValue('')
  await expect(forget).toBeFocused()
  expect(await focusIndicator(page)).not.toBeNull()
})

test('Tours: the dialog, a tour stepped with a clicker’s PageDown and PageUp, and Escape', async ({
  page,
}) => {
  await page.goto('/')
  await settled(page, 'Overview')
  const opener = page.getByRole('button', { name: 'Tours' })
  await keyTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Tours' })
  const start = dialog.getByRole('button', { name: /^Start: The pet store API in two minutes/ })
  await expect(start).toBeFocused()
  expect(await focusIndicator(page)).not.toBeNull()
  await keyTo(page, dialog.getByRole('button', { name: 'Close tours' }), 'Shift+Tab')
  await keyTo(page, start)
  await page.keyboard.press('Enter')
  const tour = page.getByRole('region', { name: 'Tour' })
  await expect(tour).toContainText('1 of 7')
  await expect(tour.getByRole('heading', { name: 'Every pet in the store' })).toBeFocused()

  await page.keyboard.press('PageDown')
  await expect(tour).toContainText('2 of 7')
  await expect(tour.getByRole('heading', { level: 2 })).toBeFocused()
  await page.keyboard.press('PageUp')
  await expect(tour).toContainText('1 of 7')
  await expect(tour.getByRole('heading', { name: 'Every pet in the store' })).toBeFocused()
  // The tour's own buttons are on the Tab path too.
  await keyTo(page, tour.getByRole('button', { name: 'Next step' }))
  await page.keyboard.press('Enter')
  await expect(tour).toContainText('2 of 7')

  await page.keyboard.press('Escape')
  await expect(tour).toHaveCount(0)
  await expect(opener).toBeFocused()
})

// WCAG 2.2, 2.4.11 Focus Not Obscured: the header is sticky, and a browser that scrolls a focused
// field the least it can (Safari, and Firefox for a field partly in view) brought one above the
// view in at the page's top edge, under the header. Chromium centres it, so the least scroll is
// asked for here as those browsers make it.
for (const width of [1280, 390])
  test(`at ${width} px a field scrolled into view from below stops below the sticky header, not behind it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 500 })
    await page.goto('/pets')
    await settled(page, 'Pets')
    const search = page.getByRole('searchbox', { name: 'Search pets' })
    await page.getByRole('table').getByRole('link').last().focus()
    await expect(search).not.toBeInViewport()
    await search.evaluate((field) => field.scrollIntoView({ block: 'nearest' }))
    await search.focus()
    const header = await page.locator('.app-header').boundingBox()
    const field = await search.boundingBox()
    expect(
      header && field && field.y >= header.y + header.height - 0.5,
      JSON.stringify({ header, field }),
    ).toBe(true)
  })
