// One answer leads to the next request, in the demo build: a pet created in the explorer offers the
// contract's link "the pet just created", which opens showPetById with its id (above 2^53, exact),
// and Send shows that pet. Then a value of the answer's tree goes into a parameter by keyboard.
import { openExplorer, operationField, responseRegion, send } from './explorer-steps'
import { expect, expectNoAxeViolations, test } from './support'

const BIG_ID = '9007199254740993'

test('create a pet, follow “the pet just created”, and see that pet', async ({ page }) => {
  test.slow()
  await openExplorer(page, '?operation=createPet')
  await page
    .getByLabel('Request body')
    .fill(`{ "id": ${BIG_ID}, "name": "Linky", "tag": "lizard", "status": "available" }`)
  await send(page, /^HTTP 201/)

  const link = responseRegion(page).getByRole('button', { name: 'the pet just created' })
  await expect(link).toBeVisible()
  await expect(responseRegion(page)).toContainText(`petId: ${BIG_ID}`)
  await expectNoAxeViolations(page)
  await link.click()

  await expect(operationField(page)).toHaveValue('GET /pets/{petId}')
  await expect(page.getByLabel('petId')).toHaveValue(BIG_ID)
  await expect(page).toHaveURL(new RegExp(`operation=showPetById&petId=${BIG_ID}$`))
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(responseRegion(page).getByText(/^HTTP 200/)).toBeVisible()
  const tree = responseRegion(page).getByRole('tree', { name: 'Response body' })
  await expect(tree).toContainText(`id: ${BIG_ID}`)
  await expect(tree).toContainText('name: "Linky"')
})

test('a value of the tree goes into the next request by keyboard', async ({ page }) => {
  await openExplorer(page, '?operation=listOrders')
  await send(page, /^HTTP 200/)
  const tree = responseRegion(page).getByRole('tree', { name: 'Response body' })
  await tree.focus()
  // The first order is open: down to it, its id, then its petId.
  for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowDown')
  await expect(responseRegion(page).getByText('$[0].petId', { exact: true })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Use in request…' })).toBeFocused()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Use in request' })
  await expect(dialog.getByLabel('Parameter')).toBeFocused()
  const value = (await dialog.locator('pre').textContent()) ?? ''
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(operationField(page)).toHaveValue('GET /pets/{petId}')
  await expect(page.getByLabel('petId')).toHaveValue(value)
})
