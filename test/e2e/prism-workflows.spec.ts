// The bundled workflows against Prism (`prism mock openapi.yaml`), a server no one here wrote: it
// checks each request against the contract and answers with the contract's examples. A second
// Prism (vet visits) is a workflow's second source description, on another server.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { prismBaseUrl, vetPrismBaseUrl } from './targets'
import { expect, test, atPrism } from './support'

for (const { summary, inputs } of [
  { summary: 'Add a pet and read it back', inputs: true },
  { summary: 'Open the pet of the first order', inputs: false },
]) {
  test(`“${summary}” runs green against Prism`, async ({ page }) => {
    await atPrism(page)
    await page.goto('/workflows')
    await page.getByRole('button', { name: 'Load the pet store workflows' }).click()
    const item = page.getByRole('listitem').filter({ hasText: summary })
    await item.getByRole('button', { name: 'Run' }).click()
    if (inputs) await page.getByRole('button', { name: 'Start the run' }).click()
    const run = page.getByRole('region', { name: 'Workflow run' })
    await run.getByRole('button', { name: 'Run all' }).click()
    await expect(run.getByRole('status')).toHaveText('Passed: 2 steps.')
    await expect(run.getByText('Contract: OK')).toHaveCount(2)
  })
}

/** The test document loaded from a file, and the run of `summary` made ready. */
async function features(page: Page, summary: string) {
  await atPrism(page)
  await page.goto('/workflows')
  await page
    .getByLabel('Workflow file')
    .setInputFiles(fileURLToPath(new URL('fixtures/arazzo-features.arazzo.yaml', import.meta.url)))
  const item = page.getByRole('listitem').filter({ hasText: summary })
  await item.getByRole('button', { name: 'Run' }).click()
  return page.getByRole('region', { name: 'Workflow run' })
}

test('components, nested inputs, every criterion type, goto, a nested workflow and end, against Prism', async ({
  page,
}) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(prismBaseUrl))
      calls.push(new URL(request.url()).pathname + new URL(request.url()).search)
  })
  const run = await features(page, 'Every feature, green')
  await page.getByRole('textbox', { name: /^filter/ }).fill('{"limit": 3}')
  await page.getByRole('button', { name: 'Start the run' }).click()
  await run.getByRole('button', { name: 'Run all' }).click()
  await expect(run.getByRole('status')).toHaveText('Passed: 3 steps.')
  await expect(run.getByText('failed')).toHaveCount(0)
  // The goto skipped a step, and end the last: two calls, the list with the reusable parameter.
  expect(calls).toEqual(['/pets?limit=3', '/pets/1'])
})

test('a retry that cannot help fails with its reason, against Prism', async ({ page }) => {
  let calls = 0
  page.on('request', (request) => {
    if (request.url().startsWith(`${prismBaseUrl}/pets/7`)) calls++
  })
  const run = await features(page, 'A retry that cannot help')
  await run.getByRole('button', { name: 'Run all' }).click()
  await expect(run.getByRole('status')).toHaveText(
    'Failed: step missing still failed after 1 retry',
  )
  expect(calls).toBe(2)
})

test('a workflow over two source descriptions runs green on two Prisms, no key sent to the second', async ({
  page,
}) => {
  const key = 'any-key-prism-accepts'
  const vetCalls: string[] = []
  const keyed: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    const sent = `${url} ${Object.values(request.headers()).join(' ')}`
    if (sent.includes(key)) keyed.push(new URL(url).origin)
    if (url.startsWith(vetPrismBaseUrl))
      vetCalls.push(`${request.method()} ${new URL(url).pathname}`)
  })
  await atPrism(page)
  await page.goto('/workflows')
  const fixture = new URL('fixtures/two-sources.arazzo.yaml', import.meta.url)
  // The document names the vet Prism at the default port; this run's may be elsewhere.
  const text = readFileSync(fileURLToPath(fixture), 'utf8').replace(
    'http://127.0.0.1:4187',
    vetPrismBaseUrl,
  )
  await page.getByLabel('Workflow file').setInputFiles({
    name: 'two-sources.arazzo.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(text),
  })
  const item = page.getByRole('listitem').filter({ hasText: 'Book a vet visit for a pet' })
  await item.getByRole('button', { name: 'Run' }).click()
  const run = page.getByRole('region', { name: 'Workflow run' })
  await expect(
    run.getByText(
      `vet names another server (${vetPrismBaseUrl}): its calls are sent without your API key.`,
    ),
  ).toBeVisible()
  await expect(run.getByRole('status')).toHaveText('Ready: no step has run yet.')
  expect(vetCalls).toEqual(['GET /openapi.json'])

  await run.getByRole('button', { name: 'Run all' }).click()
  await expect(run.getByRole('status')).toHaveText('Passed: 3 steps.')
  // Each call is checked against its own server's contract.
  await expect(run.getByText('Contract: OK')).toHaveCount(3)
  expect(vetCalls).toEqual(['GET /openapi.json', 'POST /visits', 'GET /visits'])
  // The pet store's call carried the key; nothing sent to the vet Prism did.
  expect(keyed).toEqual([prismBaseUrl])
})
