// A value cut short on screen can be read in full without hovering: the pet's page shows all of it;
// a table keeps a long name to a few lines, and focus shows the rest. Touch has no hover.
import { expect, freshPetId, nav, settled, test } from './support'

test('a long status and an unbroken name are readable in full on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const status = 'awaiting veterinary approval before adoption can go ahead'
  const name = `Unbroken${'x'.repeat(192)}`
  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill(String(freshPetId()))
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Status', { exact: true }).fill(status)
  await page.getByRole('button', { name: 'Create pet' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // The pet's page: the whole status, wrapped, nothing clipped.
  const pill = page.locator('main .details .status')
  await expect(pill).toHaveText(status)
  expect(await pill.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
  expect(await pill.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis')

  // The phone table: the name keeps a usable column and a short row; focus shows all of it.
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  await page.getByLabel('Search pets').fill('Unbroken')
  const link = page.getByRole('link', { name })
  await expect(link).toBeVisible()
  const cell = page.locator('main tbody td.text-cell').first()
  expect((await cell.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(80)
  const clamped = (await link.boundingBox())?.height ?? 0
  expect(clamped).toBeLessThan(80)
  await link.focus()
  await expect.poll(async () => (await link.boundingBox())?.height ?? 0).toBeGreaterThan(clamped)
  const statusCell = page.locator('main tbody .status').first()
  expect(await statusCell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
})
