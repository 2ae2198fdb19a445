// The explorer against Prism (`prism mock openapi.yaml`), a server no one here wrote: it reads the
// contract on its own, checks each request against it and answers with the contract's examples.
import { openExplorer, responseRegion, send } from './explorer-steps'
import { expect, test, atPrism } from './support'

test('a valid POST is accepted, and Prism answers with the contract’s example', async ({
  page,
}) => {
  await atPrism(page)
  await openExplorer(page, '?operation=createPet&example=valid-pet')
  await send(page, /^HTTP 201/)
  await expect(responseRegion(page).getByRole('tree')).toContainText('name: "Pickle"')
  await expect(responseRegion(page).getByText('Contract: OK')).toBeVisible()
})

test('a POST without a name, sent anyway, gets Prism’s own 4xx, shown in Response', async ({
  page,
}) => {
  await atPrism(page)
  await openExplorer(page, '?operation=createPet&example=no-name')
  // Prism answers an invalid request with the 4xx the contract declares for it, here 400 (its
  // generic 422 only when the operation declares neither 400 nor 422), and names what it refused
  // in a header of its own.
  await send(page, /^HTTP 400/, 'Send anyway')
  await expect(responseRegion(page).getByRole('tree')).toContainText(
    'message: "$.name: is required"',
  )
  await responseRegion(page)
    .getByText(/^Headers \(\d+\)$/)
    .click()
  await expect(responseRegion(page)).toContainText(
    'sl-violations[{"location":["request","body"],"severity":"Error","code":"required","message":"Request body must have required property \'name\'"}]',
  )
})

test('GET /pets/abc gets Prism’s answer', async ({ page }) => {
  await atPrism(page)
  await openExplorer(page, '?operation=showPetById&petId=abc')
  await send(page, /^HTTP \d{3}/)
  await expect(responseRegion(page).getByText(/Contract: /)).toBeVisible()
  await expect(responseRegion(page).getByRole('tree')).toBeVisible()
})
