// Storage in the browser: a Replay recording near the 50 MB limit survives a reload (IndexedDB), and
// storage that refuses a write says so instead of losing it silently.
import { writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { openExplorer, responseRegion, send } from './explorer-steps'
import { expect, settled, test } from './support'

const BIG_CALLS = 5
const BIG_BODY_CHARS = 9_000_000

/** A HAR file of about 45 MB: a small list of pets, and five large answers beside it. */
function bigHar(bodyChars = BIG_BODY_CHARS): string {
  const entry = (path: string, text: string) => ({
    startedDateTime: '2026-11-20T12:00:00.000Z',
    time: 5,
    request: { method: 'GET', url: `http://127.0.0.1/demo-api/v1${path}` },
    response: {
      status: 200,
      headers: [{ name: 'content-type', value: 'application/json' }],
      content: { text },
    },
  })
  const big = JSON.stringify({ id: 1, name: 'x'.repeat(bodyChars) })
  const entries = [
    entry('/pets', JSON.stringify([{ id: 1, name: 'Recorded Rex', status: 'available' }])),
    ...Array.from({ length: BIG_CALLS }, (_, i) => entry(`/pets/${900_001 + i}`, big)),
  ]
  return JSON.stringify({ log: { version: '1.2', entries } })
}

async function loadHar(page: Page, file: string, name: RegExp) {
  await page.getByRole('button', { name: 'Request log', exact: true }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  await log.getByLabel('HAR file').setInputFiles(file)
  await expect(log.getByText(name)).toBeVisible({ timeout: 120_000 })
  await page.getByRole('button', { name: 'Request log', exact: true }).click()
}

test('a Replay recording of 45 MB survives a reload', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const har = bigHar()
  expect(har.length).toBeGreaterThan(40_000_000)
  expect(har.length).toBeLessThan(50 * 1024 * 1024)
  const file = testInfo.outputPath('big.har')
  await writeFile(file, har)

  await page.goto('/pets')
  await settled(page, 'Pets')
  await loadHar(page, file, /Replaying 6 recorded calls from big\.har/)
  await expect(page.getByRole('link', { name: 'Recorded Rex' })).toBeVisible()

  await page.reload()
  // The demo API reads 45 MB back before it answers: sized for a loaded machine.
  await expect(page.getByRole('link', { name: 'Recorded Rex' })).toBeVisible({ timeout: 120_000 })
  await settled(page, 'Pets')
  // The large answers came back too, not only the small one: the explorer asks for the last.
  await openExplorer(page, `?operation=showPetById&petId=${900_000 + BIG_CALLS}`)
  await send(page, /^HTTP 200/)
  await expect(responseRegion(page)).toContainText(/x-demo-replay\s*hit/i)
  await expect(responseRegion(page)).toContainText(/9(\.\d)? MB/)
  await expect(page.getByText(/could not be saved/)).toHaveCount(0)
})

test('a full storage is told once, and the recording still plays in this tab', async ({
  page,
  baseURL,
}, testInfo) => {
  // The demo API writes from its worker, beyond an init script's reach: the browser's own quota
  // for this site, made tiny, refuses the writes as a full disk would.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    quotaSize: 1,
  })
  const file = testInfo.outputPath('small.har')
  await writeFile(file, bigHar(10))
  await page.goto('/pets')
  await settled(page, 'Pets')
  await loadHar(page, file, /Replaying 6 recorded calls from small\.har/)
  await expect(page.getByRole('link', { name: 'Recorded Rex' })).toBeVisible()
  const notice = page.getByText(/The Replay recording could not be saved/)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('It is kept for this tab only')
  await expect(notice).toContainText('To free space')
  await expect(page.getByText(/The Replay recording could not be saved/)).toHaveCount(1)
})
