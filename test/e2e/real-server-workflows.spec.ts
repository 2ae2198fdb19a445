// The bundled workflows against `npm run api` (scripts/api-server.ts), a real HTTP server in another
// process that wants the key "e2e-secret": every call carries it, to that server only, and passes.
import type { Page } from '@playwright/test'
import { apiBaseUrl, apiKey } from './targets'
import { expect, freshPetId, saveApiKey, settled, test } from './support'

/** The bundled document loaded, and the run of `summary` made ready (a workflow without inputs asks none). */
async function startRun(page: Page, summary: string) {
  await page.goto('/workflows')
  await settled(page, 'Workflows')
  await page.getByRole('button', { name: 'Load the pet store workflows' }).click()
  const item = page.getByRole('listitem').filter({ hasText: summary })
  await item.getByRole('button', { name: 'Run' }).click()
  return page.getByRole('region', { name: 'Workflow run' })
}

test.beforeEach(async ({ page }) => {
  await page.goto('/settings')
  await settled(page, 'Settings')
  await saveApiKey(page, apiKey)
})

test('the first order’s pet: both calls go to the server with the key, and pass', async ({
  page,
}) => {
  const calls: Array<{ url: string; key?: string }> = []
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS' && /\/(orders|pets)\b/.test(request.url()))
      calls.push({ url: request.url(), key: request.headers()['x-api-key'] })
  })
  const run = await startRun(page, 'Open the pet of the first order')
  await run.getByRole('button', { name: 'Run all' }).click()
  await expect(run.getByRole('status')).toHaveText('Passed: 2 steps.')
  await expect(run.getByText('Contract: OK')).toHaveCount(2)
  await expect(run.getByText('failed')).toHaveCount(0)
  expect(calls.map((call) => call.url.replace(/\d+$/, 'N'))).toEqual([
    `${apiBaseUrl}/store/orders`,
    `${apiBaseUrl}/pets/N`,
  ])
  expect(calls.every((call) => call.key === apiKey)).toBe(true)
  await expect(page).not.toHaveURL(new RegExp(apiKey))
})

test('adding a pet asks first on Production, then reads it back by the id the server gave', async ({
  page,
}) => {
  const id = freshPetId()
  await page.goto('/workflows')
  await settled(page, 'Workflows')
  await page.getByRole('button', { name: 'Load the pet store workflows' }).click()
  const item = page.getByRole('listitem').filter({ hasText: 'Add a pet and read it back' })
  await item.getByRole('button', { name: 'Run' }).click()
  await page.getByRole('textbox', { name: /^pet/ }).fill(`{"id": ${id}, "name": "Workflowed"}`)
  await page.getByRole('button', { name: 'Start the run' }).click()
  const run = page.getByRole('region', { name: 'Workflow run' })
  await run.getByRole('button', { name: 'Run all' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Send to Production?' })
  await expect(dialog).toContainText('This creates a pet on Production.')
  await dialog.getByRole('button', { name: 'Send to Production' }).click()
  await expect(run.getByRole('status')).toHaveText('Passed: 2 steps.')
  await expect(run.getByText(new RegExp(`/pets/${id}$`))).toBeVisible()
  await expect(run.getByText('Contract: OK')).toHaveCount(2)
})
