// One build (the sub-path build, made once by test/e2e/servers.ts), served three ways: as it is with no
// configuration (vite preview: the in-browser Demo API), by nginx started with PRODUCTION_BASE_URL
// (the local API server), and by a plain static server with a config.json uploaded beside it
// (Prism, which that build's CSP lists, as docs/deploy.md tells static hosts). Each is the same
// files, and each reaches its own server, as the request log shows it.
import type { APIRequestContext, Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { apiBaseUrl, apiKey, ports, prismBaseUrl, subPath } from './targets'
import { expect, saveApiKey, settled, test } from './support'

const site = (port: number) => `http://127.0.0.1:${port}${subPath}`
const servings = [
  { name: 'as built', url: site(ports.subpath), calls: `${site(ports.subpath)}demo-api/v1/pets/7` },
  {
    name: 'nginx with PRODUCTION_BASE_URL',
    url: site(ports.nginxConfigured),
    calls: `${apiBaseUrl}/pets/7`,
    key: apiKey,
  },
  {
    name: 'static host with config.json',
    url: site(ports.staticConfigured),
    calls: `${prismBaseUrl}/pets/7`,
    key: 'any-key-prism-accepts',
    pet: 'Pickle',
  },
]

const sha256 = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return createHash('sha256')
    .update(await response.body())
    .digest('hex')
}

/** What the build is: its file list with their hashed names, and the entry script's bytes. */
async function buildOf(request: APIRequestContext, url: string) {
  const html = await (await request.get(`${url}index.html`)).text()
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? 'no entry'
  return {
    // nginx's start adds the origin it was given to the page's connect-src, and nothing else.
    html: html.replace(
      `connect-src &#39;self&#39; ${new URL(apiBaseUrl).origin}`,
      'connect-src &#39;self&#39;',
    ),
    files: await (await request.get(`${url}app-files.json`)).text(),
    entry: `${entry} ${await sha256(request, new URL(entry, url).toString())}`,
  }
}

test('the three servings are one build: the same files, byte for byte', async ({ request }) => {
  const builds = await Promise.all(servings.map(({ url }) => buildOf(request, url)))
  for (const [index, build] of builds.entries())
    expect(build, servings[index]?.name).toEqual(builds[0])
  // The build's own config.json sets nothing: the build's defaults.
  const unconfigured = await request.get(`${site(ports.subpath)}config.json`)
  expect(await unconfigured.json()).toEqual({})
})

/**
 * Opens pet 7 (Thumper in the demo's seed and the API server's; Prism answers with the contract's
 * example, Pickle), with the key the server wants; the request log shows where the calls went.
 */
async function openPetSeven(page: Page, url: string, name: string, key?: string) {
  await page.goto(`${url}settings`)
  await settled(page, 'Settings')
  if (key) await saveApiKey(page, key)
  await page.goto(`${url}pets/7`)
  await settled(page, name)
  await page.getByRole('button', { name: 'Request log', exact: true }).click()
  return page.getByRole('complementary', { name: 'Request log' })
}

for (const serving of servings)
  test(`served ${serving.name}, it calls its own server`, async ({ page }) => {
    const log = await openPetSeven(page, serving.url, serving.pet ?? 'Thumper', serving.key)
    await expect(log.getByRole('listitem').filter({ hasText: serving.calls })).not.toHaveCount(0)
    for (const other of servings.filter((each) => each !== serving))
      await expect(log).not.toContainText(other.calls)
  })

test('a config.json naming a server the build’s CSP does not list: the console names it', async ({
  page,
}) => {
  const blocked = `http://127.0.0.1:${ports.cspBlocked}`
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        environments: {
          production: { baseUrl: prismBaseUrl },
          staging: { baseUrl: `${blocked}/v1` },
        },
        defaultEnvironment: 'production',
      },
    }),
  )
  await page.goto('')
  const alert = page.getByRole('alert', {
    name: 'This site’s Content Security Policy blocks a server config.json names',
  })
  await expect(alert).toContainText(
    `every call to ${blocked}, which config.json names in environments.staging.baseUrl:`,
  )
  // The build that allows it keeps what this one allows (Prism), which is not named as blocked.
  await expect(alert).toContainText(
    `VITE_CSP_CONNECT_SRC="${prismBaseUrl} ${blocked}" npm run build`,
  )
  await expect(alert).not.toContainText(`every call to ${prismBaseUrl}`)
})
