// `npm start` as a developer meets it: the dev server (not a build) shows the pets from the demo
// API, checks them against the contract, and logs no error on the way.
import { consoleMessages, expect, test } from './support'

test('the dev server shows the pets, checked against the contract, with no console error', async ({
  page,
}) => {
  // The dev server transforms every module on first request: slower than a build to start.
  test.setTimeout(120_000)
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/pets')
  await expect(page.getByRole('heading', { level: 1, name: 'Pets' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByRole('table').getByRole('link', { name: 'Biscuit' })).toBeVisible({
    timeout: 60_000,
  })
  await page.getByRole('button', { name: 'Request log' }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log.getByText('Contract: OK').first()).toBeVisible({ timeout: 30_000 })
  const yaml = await page.request.get('/openapi.yaml')
  expect(await yaml.text()).toContain('openapi: 3.0.3')
  expect(errors).toEqual([])
})
