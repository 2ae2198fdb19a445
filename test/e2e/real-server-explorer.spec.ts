// The explorer against `npm run api` (scripts/api-server.ts), a real HTTP server in another process
// that wants the key "e2e-secret": what the form refuses, the server now answers.
import { chooseOperation, openExplorer, responseRegion, send } from './explorer-steps'
import { apiKey } from './targets'
import { expect, freshPetId, saveApiKey, settled, test } from './support'

test.beforeEach(async ({ page }) => {
  await page.goto('/settings')
  await settled(page, 'Settings')
  await saveApiKey(page, apiKey)
})

test('the server’s own answers: a 400 for a pet without a name, a 404 for GET /pets/abc', async ({
  page,
}) => {
  await openExplorer(page, '?operation=createPet&example=no-name')
  await page.getByRole('button', { name: 'Send anyway' }).click()
  await page.getByRole('button', { name: 'Send to Production' }).click()
  await expect(responseRegion(page).getByText(/^HTTP 400/)).toBeVisible()
  await expect(responseRegion(page)).toContainText('Invalid pet')
  await expect(responseRegion(page).getByText('Contract: OK')).toBeVisible()

  await chooseOperation(page, 'GET /pets/{petId}')
  await page.getByLabel('petId').fill('abc')
  await send(page, /^HTTP 404/)
  await expect(page).not.toHaveURL(new RegExp(apiKey))
})

test('a POST asks first on Production, and the pet is then created', async ({ page }) => {
  const id = freshPetId()
  await openExplorer(page, '?operation=createPet')
  await page.getByLabel('Request body').fill(`{"id": ${id}, "name": "Explored"}`)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Send to Production?' })
  await expect(dialog).toContainText('This creates a pet on Production.')
  await dialog.getByRole('button', { name: 'Send to Production' }).click()
  await expect(responseRegion(page).getByText(/^HTTP 201/)).toBeVisible()
  await chooseOperation(page, 'GET /pets/{petId}')
  await page.getByLabel('petId').fill(String(id))
  await send(page, /^HTTP 200/)
  await expect(responseRegion(page).getByRole('tree')).toContainText('name: "Explored"')
})
