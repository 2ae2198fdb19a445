// The bundled workflows against Prism (`prism mock openapi.yaml`), a server no one here wrote: it
// checks each request against the contract and answers with the contract's examples.
import { expect, test, usePrism } from './support'

for (const { summary, inputs } of [
  { summary: 'Add a pet and read it back', inputs: true },
  { summary: 'Open the pet of the first order', inputs: false },
]) {
  test(`“${summary}” runs green against Prism`, async ({ page }) => {
    await usePrism(page)
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
