// The demo's sub-path build, unchanged, under nginx started with PRODUCTION_BASE_URL and
// DEFAULT_ENVIRONMENT (deploy/nginx/petstore-config.sh): it opens on Production and calls the
// configured server, which the CSP nginx sends and the page's own now allow.
import { apiBaseUrl, apiKey } from './targets'
import { expect, nav, saveApiKey, settled, test } from './support'

test('the same build, configured at start, opens on Production and lists its pets', async ({
  page,
  cspViolations,
}) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(apiBaseUrl)) calls.push(request.url())
  })
  const config = await page.request.get('config.json')
  expect(await config.json()).toEqual({
    environments: {
      production: { baseUrl: apiBaseUrl, contractUrl: `${apiBaseUrl}/openapi.json` },
    },
    defaultEnvironment: 'production',
  })
  await page.goto('settings')
  await expect(page.getByRole('banner').getByText('Production', { exact: true })).toBeVisible()
  await saveApiKey(page, apiKey)
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  expect(calls.some((url) => url.startsWith(`${apiBaseUrl}/pets`))).toBe(true)
  expect(cspViolations).toEqual([])
})

test('the contract the server publishes, configured at start, is the one the explorer uses', async ({
  page,
  cspViolations,
}) => {
  await page.goto('explorer')
  await settled(page, 'API explorer')
  await expect(page.getByText('Contract: live')).toBeVisible()
  await expect(page.getByText(`from ${apiBaseUrl}/openapi.json`)).toBeVisible()
  const changes = page.getByRole('region', { name: 'Contract changes' })
  await expect(changes).toContainText('The live contract is the same as the bundled one.')
  expect(cspViolations).toEqual([])
})
