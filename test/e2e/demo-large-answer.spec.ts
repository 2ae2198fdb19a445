// A large list answer is read in the answers' worker (decision 0032): 20,000 orders from the demo's
// Large set show their first rows, then every one counted, and the page never parses them itself.
import { consoleMessages, expect, storageKey, storeLargeDemoSet, test } from './support'

test('20,000 orders are read in the answers’ worker, and the first rows show', async ({
  browser,
}) => {
  // Making 30,000 records in the demo's worker is slow on a loaded machine.
  test.slow()
  const context = await browser.newContext()
  await context.addInitScript(storeLargeDemoSet, storageKey('demo'))
  const page = await context.newPage()
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await page.goto('/orders')
  const rows = page.locator('main table tbody tr')
  await expect(rows.first().getByRole('link')).toBeVisible({ timeout: 45_000 })
  await expect(rows.first().getByRole('cell').first()).toHaveText('1001')
  await expect(page.getByRole('main').getByText('20,000 orders')).toBeVisible({ timeout: 45_000 })
  await expect(rows).toHaveCount(25)
  expect(workers.filter((url) => /answer-worker/.test(url))).toHaveLength(1)
  expect(errors).toEqual([])
  await context.close()
})
