// Workflows on the demo build: the bundled Arazzo document loads, a workflow runs step by step
// against the in-browser API, each call lands in the request log, and the page has no axe findings.
import { expect, expectNoAxeViolations, settled, test } from './support'

test('the pet store workflow runs green step by step, its calls in the request log', async ({
  page,
}) => {
  test.slow()
  await page.goto('/workflows')
  await settled(page, 'Workflows')
  await page.getByRole('button', { name: 'Load the pet store workflows' }).click()
  const item = page.getByRole('listitem').filter({ hasText: 'Add a pet and read it back' })
  await item.getByRole('button', { name: 'Run' }).click()
  await page
    .getByRole('textbox', { name: /^pet/ })
    .fill('{"id": 9007199254740993, "name": "Bigint"}')
  await page.getByRole('button', { name: 'Start the run' }).click()

  const run = page.getByRole('region', { name: 'Workflow run' })
  await run.getByRole('button', { name: 'Next step' }).click()
  await expect(run.getByRole('heading', { name: /add-and-read-pet › create-pet/ })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(run.getByRole('status')).toHaveText('Passed: 2 steps.')
  await expect(run.getByText(/\/pets\/9007199254740993$/)).toBeVisible()
  await expect(run.getByText('failed')).toHaveCount(0)
  await expect(run.getByText('Contract: OK')).toHaveCount(2)

  await page.getByRole('button', { name: 'Request log' }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log.getByText(/\/pets\/9007199254740993$/)).toBeVisible()
  await expectNoAxeViolations(page)
})
