// The modals are the browser's own <dialog>: Escape closes only the top-most thing, focus goes back
// to what opened it, and the page behind cannot be reached by a click or by Tab while one is open.
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, nav, settled, test } from './support'

// Tours, forms, axe and a dozen key presses each: more than the default on a loaded machine.
test.describe.configure({ timeout: 90_000 })

/** Tabs forward and back a few times; focus must stay in `dialog` (or the browser's own UI). */
async function expectTabStaysIn(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    const where = await dialog.evaluate((element) => {
      const active = document.activeElement
      return active === document.body || element.contains(active) ? 'dialog' : active?.outerHTML
    })
    expect(where, `after ${key}`).toBe('dialog')
  }
}

/** A click where the main navigation's `name` link is drawn must not reach it. */
async function expectClickBlocked(page: Page, name: string) {
  const box = await nav(page, name).boundingBox()
  if (!box) throw new Error(`no ${name} link on screen`)
  const before = page.url()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page).toHaveURL(before)
}

test('the Tours dialog: modal over an inert page, Escape closes it, focus goes back', async ({
  page,
}) => {
  await page.goto('/')
  await settled(page, 'Overview')
  const opener = page.getByRole('button', { name: 'Tours' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Tours' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
  await expect(dialog.getByRole('button', { name: /^Start: / }).first()).toBeFocused()
  await expectNoAxeViolations(page)
  await expectTabStaysIn(page, dialog)
  await expectClickBlocked(page, 'Pets')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('"Leave this form?" over a running tour and the open log: Escape means Stay, and only that', async ({
  page,
}) => {
  await page.goto('/')
  await settled(page, 'Overview')
  await page.getByRole('button', { name: 'Tours' }).click()
  await page.getByRole('button', { name: /^Start: The pet store API in two minutes/ }).click()
  const tour = page.getByRole('region', { name: 'Tour' })
  for (let step = 1; step < 3; step++) await tour.getByRole('button', { name: 'Next step' }).click()
  await expect(tour).toContainText('Add a pet')
  await settled(page, 'Add pet')
  await page.getByRole('textbox', { name: 'Name' }).fill('Half')
  await page.getByRole('button', { name: 'Request log' }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log).toBeVisible()

  // A link asks first, over the tour and the log.
  await nav(page, 'Orders').click()
  const dialog = page.getByRole('alertdialog', { name: 'Leave this form?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused()
  await expectNoAxeViolations(page)
  await expectTabStaysIn(page, dialog)
  await expectClickBlocked(page, 'Pets')

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/pets\/new$/)
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half')
  await expect(log).toBeVisible()
  await expect(tour).toBeVisible()

  // A clicker cannot answer the question: the tour's next step leaves without it, and the draft
  // is still there on the way back.
  await tour.getByRole('button', { name: 'Next step' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(tour).toContainText('The call, as a terminal would send it')
  await tour.getByRole('button', { name: 'Previous step' }).click()
  await expect(tour).toContainText('Add a pet')
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half')
})

test('the shortcuts dialog opens with "?" and gives focus back on Escape', async ({ page }) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const pets = nav(page, 'Pets')
  await pets.focus()
  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog.getByRole('button', { name: 'Close keyboard shortcuts' })).toBeFocused()
  // The page's own shortcuts are part of the inert page too.
  await page.keyboard.press('l')
  await expect(page.getByRole('complementary', { name: 'Request log' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(pets).toBeFocused()
})
