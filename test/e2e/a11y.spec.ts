// axe finds no violations on any page, in the light and the dark theme (demo build).
import {
  axeViolations,
  consolePages,
  expect,
  expectNoAxeViolations,
  settled,
  test,
} from './support'

const pages = [...consolePages, { path: '/no-such-page', heading: 'Page not found' }]

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no page has axe violations in the ${colorScheme} theme`, async ({ page }) => {
    // Nine pages loaded and checked in one browser page; axe takes seconds a page on a loaded machine.
    test.setTimeout(pages.length * 45_000)
    await page.emulateMedia({ colorScheme })
    const found: Record<string, string[]> = {}
    for (const { path, heading } of pages) {
      await test.step(path, async () => {
        await page.goto(path)
        await settled(page, heading)
        const violations = await axeViolations(page)
        if (violations.length > 0) found[path] = violations
      })
    }
    expect(found).toEqual({})
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
