// The sub-path build served by the repo's nginx config (deploy/nginx/default.conf.template with the
// build's security-headers.nginx.conf), as the Dockerfile's image serves it: the headers, deep links
// and framing. Runs when nginx is installed (always in CI).
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ports, subPath } from './targets'
import { consoleMessages, expect, settled, test } from './support'

const origin = `http://127.0.0.1:${ports.nginx}`
const site = `${origin}${subPath}`
const dist = 'node_modules/.e2e/subpath'

/** The policy in the built index.html's <meta> tag, as the browser reads it. */
function metaPolicy(html: string): string {
  const content = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
  return content.replace(/&#39;/g, "'")
}

const security = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
}

test('every response carries the CSP of the build, with frame-ancestors, and the other headers', async ({
  request,
}) => {
  const html = readFileSync(`${dist}/index.html`, 'utf8')
  const policy = `${metaPolicy(html)}; frame-ancestors 'none'`
  expect(policy).toContain("require-trusted-types-for 'script'")
  const asset = /src="[^"]*\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? 'missing'
  for (const path of ['', 'pets/7', 'sw.js', asset, 'assets/missing.js']) {
    const response = await request.get(`${site}${path}`)
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toBe(policy)
    for (const [name, value] of Object.entries(security)) expect(headers[name], path).toBe(value)
  }
})

test('hashed assets are cached for a year; index.html, deep links and the worker are revalidated', async ({
  request,
}) => {
  const html = await (await request.get(site)).text()
  const asset = /src="[^"]*\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? 'missing'
  const cacheOf = async (path: string) =>
    (await request.get(`${site}${path}`)).headers()['cache-control']
  expect(await cacheOf(asset)).toBe('public, max-age=31536000, immutable')
  for (const path of ['', 'index.html', 'pets/7', 'sw.js', 'app-files.json'])
    expect(await cacheOf(path), path).toBe('no-cache')
  // A missing chunk is a 404, not index.html: the app then offers to reload a new version.
  expect((await request.get(`${site}assets/missing.js`)).status()).toBe(404)
})

test('a deep link under the sub-path and its reload answer 200 and open the page', async ({
  page,
}) => {
  const errors = consoleMessages(page, (message) => message.type() === 'error')
  const first = await page.goto('pets/7')
  expect(first?.status()).toBe(200)
  await settled(page, 'Thumper')
  const again = await page.reload()
  expect(again?.status()).toBe(200)
  await settled(page, 'Thumper')
  await expect(page).toHaveURL(`${site}pets/7`)
  // The demo API starts under the header CSP (Trusted Types included) with nothing refused.
  expect(errors).toEqual([])
})

// Another site: a real server on another loopback address (Chromium refuses a public page that
// frames a local one for another reason, so the framer must be local too).
let framer: Server
let framerOrigin = ''
test.beforeAll(async () => {
  framer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://framer').searchParams.get('frame') ?? ''
    response.setHeader('Content-Type', 'text/html')
    response.end(`<!doctype html><title>Framer</title><iframe src="${url}"></iframe>`)
  })
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.2', resolve))
  framerOrigin = `http://127.0.0.2:${(framer.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  await new Promise((resolve) => framer.close(resolve))
})

/** Opens a page on another origin whose iframe shows `url`; returns that iframe. */
async function framedBy(page: Page, url: string) {
  await page.goto(`${framerOrigin}/?frame=${encodeURIComponent(url)}`)
  return page.frameLocator('iframe')
}

test('another site cannot frame the console', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) =>
    message.text().includes("frame-ancestors 'none'"),
  )
  const frame = await framedBy(page, `${site}pets`)
  await refused
  await expect(frame.getByRole('heading')).toHaveCount(0)
})

test('…while the same build from a server without the headers can be framed (the control)', async ({
  page,
}) => {
  const frame = await framedBy(page, `http://127.0.0.1:${ports.subpath}${subPath}pets`)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Pets')
})
