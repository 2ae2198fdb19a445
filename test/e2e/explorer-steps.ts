// Steps the explorer's e2e specs share: open it, choose an operation, send, read the answer.
import type { Locator, Page } from '@playwright/test'
import { expect, settled } from './support'

export const responseRegion = (page: Page) => page.getByRole('region', { name: 'Response' })

export async function openExplorer(page: Page, query = '') {
  await page.goto(`/explorer${query}`)
  await settled(page, 'API explorer')
}

export const operationField = (page: Page) => page.getByRole('combobox', { name: 'Operation' })

/** Chooses an operation as a user does: types it into Operation, then presses its option. */
export async function chooseOperation(page: Page, label: string) {
  // The click opens the list even when the words typed are already the field's.
  await operationField(page).click()
  await operationField(page).fill(label)
  await page
    .getByRole('listbox', { name: 'Operation' })
    .getByRole('option', { name: label, exact: true })
    .click()
  await expect(operationField(page)).toHaveValue(label)
}

/** Sends with Send (or Send anyway) and waits for the status line `status` in Response. */
export async function send(page: Page, status: RegExp, button: 'Send' | 'Send anyway' = 'Send') {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(responseRegion(page).getByText(status)).toBeVisible()
}

/** The problems listed beside Send. */
export const problemsOf = (page: Page): Locator =>
  page.getByRole('group', { name: 'Problems' }).getByRole('listitem')

/** Presses Tab until `target` has focus: how a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}
