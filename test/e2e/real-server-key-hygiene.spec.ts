// The key's hygiene after a full journey against the real server, with the key in the riskiest
// place (a query parameter): it must not be in the markup, the console, a download, the address
// bar or its history, an error message, or a copy made with secrets off.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { apiBaseUrl, apiKey } from './targets'
import { expect, nav, saveApiKey, settled, test } from './support'

/** Every channel the key could leak through, filled as the journey goes. */
function channels(page: Page) {
  const seen = {
    markup: [] as string[],
    console: [] as string[],
    downloads: [] as string[],
    addresses: [] as string[],
    errors: [] as string[],
    clipboard: [] as string[],
  }
  page.on('console', (message) => seen.console.push(message.text()))
  page.on('pageerror', (error) => seen.console.push(`${error.message}\n${error.stack ?? ''}`))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.addresses.push(frame.url())
  })
  return seen
}

test('after a full journey the key is in no markup, console line, download (HAR too), URL, error, link or plain copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const seen = channels(page)
  const markup = async () =>
    seen.markup.push(await page.evaluate(() => document.documentElement.outerHTML))
  const copied = async () =>
    seen.clipboard.push(await page.evaluate(() => navigator.clipboard.readText()))

  // Settings: the key is typed, saved, shown and hidden again.
  await page.goto('/settings')
  await saveApiKey(page, apiKey, 'Query parameter')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue(apiKey)
  await markup()
  await page.getByRole('button', { name: 'Hide' }).click()

  // The lists, a pet, both exports.
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  await expect(page.getByRole('link', { name: 'Biscuit' })).toBeVisible()
  for (const name of ['Export CSV', 'Export JSON']) {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name }).click()
    seen.downloads.push(await readFile(await (await download).path(), 'utf8'))
  }
  await page.getByRole('link', { name: 'Thumper' }).click()
  await settled(page, 'Thumper')
  await markup()
  await nav(page, 'Orders').click()
  await settled(page, 'Orders')
  await markup()

  // Errors: an unreachable server, then a pet that does not exist.
  const petFour = (url: URL) => url.href.startsWith(`${apiBaseUrl}/pets/4?`)
  await page.route(petFour, (route) => route.abort())
  await page.goto('/pets/4')
  const alert = page.getByRole('alert').filter({ hasText: 'Network error' })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  seen.errors.push(await alert.innerText())
  await markup()
  await page.unroute(petFour)
  await page.goto('/pets/987654321987')
  await settled(page, 'Pet not found')
  await markup()

  // The request log: every entry opened, copied with secrets off.
  await page.goto('/orders')
  await settled(page, 'Orders')
  await page.getByRole('button', { name: 'Request log', exact: true }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await expect(log.getByRole('button', { name: 'Copy as cURL' }).first()).toBeVisible()
  for (const summary of await log.locator('summary').all()) await summary.click()
  await markup()
  await log.getByRole('button', { name: 'Copy as cURL' }).first().click()
  await copied()
  await log.getByRole('button', { name: 'Copy as fetch' }).first().click()
  await copied()
  await expect(log).toContainText('api_key=REDACTED')
  const har = page.waitForEvent('download')
  await log.getByRole('button', { name: 'Export HAR' }).click()
  seen.downloads.push(await readFile(await (await har).path(), 'utf8'))
  await page.getByRole('button', { name: 'Copy link to this view' }).click()
  await expect(page.getByText('Link to this view copied')).toBeVisible()
  await copied()

  // Asked for: the copy then carries the key, and the log on screen still does not.
  await log.getByRole('checkbox', { name: 'Include secrets' }).check()
  await log.getByRole('button', { name: 'Copy as cURL' }).first().click()
  const asked = await page.evaluate(() => navigator.clipboard.readText())
  expect(asked).toContain(`api_key=${apiKey}`)
  await markup()
  seen.addresses.push(page.url())

  expect(seen.markup.length).toBeGreaterThan(4)
  expect(seen.downloads.join('\n')).toContain('Biscuit')
  expect(seen.downloads.join('\n')).toContain('"version": "1.2"')
  expect(seen.clipboard.join('\n')).toContain('api_key=REDACTED')
  for (const [channel, texts] of Object.entries(seen)) {
    const leaks = texts.filter((text) => text.includes(apiKey))
    expect(leaks, `${channel} holds the key`).toEqual([])
  }
})
