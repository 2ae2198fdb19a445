// Workflows on the demo build: the bundled Arazzo document loads, a workflow runs step by step
// against the in-browser API, each call lands in the request log, a link reopens a run at its step,
// a tour runs a workflow step by step, and the page has no axe findings.
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

test('a link reopens the run at its step: the step before it runs again first', async ({
  page,
}) => {
  test.slow()
  await page.goto('/workflows')
  await settled(page, 'Workflows')
  await page.getByRole('button', { name: 'Load the pet store workflows' }).click()
  const item = page.getByRole('listitem').filter({ hasText: 'Open the pet of the first order' })
  await item.getByRole('button', { name: 'Run' }).click()
  const run = page.getByRole('region', { name: 'Workflow run' })
  await run.getByRole('button', { name: 'Next step' }).click()
  await expect(run.getByRole('heading', { name: /first-order-pet › list-orders/ })).toBeVisible()
  await expect(page).toHaveURL(/step=open-pet/)
  const link = page.url()
  expect(new URL(link).searchParams.get('document')).toBe('bundled')

  await page.goto(link)
  await settled(page, 'Workflows')
  await expect(run).toContainText('This link opens the run at step open-pet.')
  await run.getByRole('button', { name: 'Run up to open-pet' }).click()
  await expect(run.getByText('Next: first-order-pet › open-pet')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(run.getByRole('status')).toHaveText('Passed: 2 steps.')
  await expectNoAxeViolations(page)
})

test('a tour tells the workflow’s story: each tour step runs a workflow step', async ({ page }) => {
  test.slow()
  await page.goto('/')
  await settled(page, 'Overview')
  await page.getByRole('button', { name: 'Tours' }).click()
  await page.getByRole('button', { name: 'Start: A workflow, step by step' }).click()
  const tour = page.getByRole('region', { name: 'Tour' })
  await expect(tour).toContainText('1 of 3')
  const run = page.getByRole('region', { name: 'Workflow run' })
  await expect(run.getByRole('heading', { name: /first-order-pet › list-orders/ })).toBeVisible()
  await expect(run.getByRole('article')).toHaveCount(1)

  // The clicker's Page Down moves the tour, whose next step runs open-pet (once).
  await page.keyboard.press('PageDown')
  await expect(tour).toContainText('2 of 3')
  await expect(run.getByRole('status')).toHaveText('Passed: 2 steps.')
  await expect(run.getByRole('article')).toHaveCount(2)
  await page.keyboard.press('PageDown')
  await expect(tour).toContainText('3 of 3')
  await expect(run.getByRole('article')).toHaveCount(2)
  await expectNoAxeViolations(page)
})
