// axe finds no violations on any page, in the light and the dark theme (demo build).
import { expect, expectNoAxeViolations, settled, test } from './support'

const pages = [
  { path: '/', heading: 'Overview' },
  { path: '/pets', heading: 'Pets' },
  { path: '/pets/1', heading: 'Biscuit' },
  { path: '/pets/new', heading: 'Add pet' },
  { path: '/orders', heading: 'Orders' },
  { path: '/settings', heading: 'Settings' },
  { path: '/compare?left=demo&right=demo&op=pets', heading: 'Compare environments' },
  { path: '/no-such-page', heading: 'Page not found' },
]

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })
    for (const { path, heading } of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path)
        await settled(page, heading)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('the add-pet form with errors shown has no axe violations', async ({ page }) => {
  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the request log with contract lines and an open API call panel have no axe violations', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  await page.getByText('API call', { exact: true }).click()
  await expect(page.getByRole('button', { name: 'Copy as cURL' })).toBeVisible()
  await page.getByRole('button', { name: 'Request log' }).click()
  await expect(page.getByText('Contract: OK').first()).toBeVisible()
  await expectNoAxeViolations(page)
})
