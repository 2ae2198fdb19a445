// The demo pointed at a contract that moved ahead of the bundle, served in YAML beside the site: the
// explorer offers its extra operation and sends it, and Contract changes says what moved. Chromium
// reads it in the contract's worker; jsdom's tests cover the page's own reading.
import { readFileSync } from 'node:fs'
import { dump, load } from 'js-yaml'
import { openExplorer, operationField, responseRegion, send } from './explorer-steps'
import { expect, expectNoAxeViolations, test } from './support'

// The contracts are answered by page.route, which sees no request a service worker controls.
test.use({ serviceWorkers: 'block' })

type Doc = {
  paths: Record<string, unknown>
  components: { schemas: Record<string, { properties: Record<string, unknown> }> }
}

/** openapi.yaml with GET /store/inventory and Pet.nickname added, as a server would publish it. */
function changedContractYaml(): string {
  const doc = load(readFileSync('openapi.yaml', 'utf8')) as Doc
  doc.paths['/store/inventory'] = {
    get: {
      operationId: 'getInventory',
      summary: 'Returns pet inventories by status',
      responses: { '200': { description: 'Counts by status' } },
    },
  }
  const pet = doc.components.schemas.Pet
  if (pet) pet.properties.nickname = { type: 'string' }
  return dump(doc)
}

test('the demo, pointed at a changed contract, offers its extra operation and sends it', async ({
  page,
}) => {
  await page.route('**/contracts/live.yaml', (route) =>
    route.fulfill({ contentType: 'application/yaml', body: changedContractYaml() }),
  )
  await page.goto('/settings')
  await page.getByLabel('Contract URL').fill('/contracts/live.yaml')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()

  // Read in the contract's worker (decision 0028), not on the page.
  const reader = page.waitForEvent('worker', (worker) => /contract-worker/.test(worker.url()))
  await openExplorer(page, '?operation=getInventory')
  await expect(page.getByText('Contract: live')).toBeVisible()
  await reader
  await expect(operationField(page)).toHaveValue('GET /store/inventory')
  const changes = page.getByRole('region', { name: 'Contract changes' })
  await expect(changes.getByRole('listitem')).toHaveText([
    'Added GET /store/inventory: Returns pet inventories by status',
    'Added Pet.nickname: string',
  ])
  await send(page, /^HTTP 404/)
  await expect(responseRegion(page)).toContainText(
    'No demo endpoint for GET /demo-api/v1/store/inventory.',
  )
  // Checked against the live contract, which gives this operation only a 200.
  await expect(responseRegion(page)).toContainText('404 is not a status of getInventory')
  await expectNoAxeViolations(page)
})

test('a contract address that answers 404 is named, and the bundled contract stays in use', async ({
  page,
}) => {
  await page.route('**/contracts/missing.json', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  )
  await page.goto('/settings')
  await page.getByLabel('Contract URL').fill('/contracts/missing.json')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()
  await openExplorer(page)
  await expect(page.getByText('Contract: bundled')).toBeVisible()
  await expect(page.getByText(/cannot be used: the server answered 404 Not Found/)).toBeVisible()
  await operationField(page).click()
  const options = page.getByRole('listbox', { name: 'Operation' }).getByRole('option')
  const offered = ['GET /pets', 'POST /pets', 'GET /pets/{petId}', 'GET /store/orders']
  await expect(options).toHaveCount(offered.length)
  for (const [index, label] of offered.entries())
    await expect(options.nth(index)).toHaveAccessibleName(label)
})
