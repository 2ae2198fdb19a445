// The API explorer in the demo build: any operation against the in-browser API, a request that
// breaks the contract sent on purpose, the keyboard alone, a phone, and 20,000 orders in the tree.
import {
  chooseOperation,
  openExplorer,
  operationField,
  problemsOf,
  responseRegion,
  send,
  tabTo,
} from './explorer-steps'
import {
  expect,
  expectNoAxeViolations,
  settled,
  storageKey,
  storeLargeDemoSet,
  test,
} from './support'

test('a pet without a name is refused by Send, sent anyway, and the demo’s 400 is shown', async ({
  page,
}) => {
  // axe over a page with a tree and an answer takes a while on a loaded machine.
  test.slow()
  await openExplorer(page, '?operation=createPet&example=no-name')
  await expect(problemsOf(page)).toHaveText(['$.name: required field missing'])
  await expect(page.getByLabel('Request body')).toHaveAttribute('aria-invalid', 'true')
  // Send says it is unavailable (aria-disabled), which Playwright's click waits out; a user can
  // still press it, and it points at the problems.
  await page.getByRole('button', { name: 'Send', exact: true }).click({ force: true })
  await expect(page.getByRole('group', { name: 'Problems' })).toBeFocused()
  await expect(responseRegion(page)).toContainText('Nothing sent yet')
  await send(page, /^HTTP 400/, 'Send anyway')
  await expect(responseRegion(page)).toContainText('Invalid pet')
  await expect(responseRegion(page).getByText('Contract: OK')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('every operation works against the in-browser API, with the contract check', async ({
  page,
}) => {
  await openExplorer(page)
  for (const [label, fill] of [
    ['GET /pets', null],
    ['GET /pets/{petId}', '7'],
    ['GET /store/orders', null],
  ] as const) {
    await chooseOperation(page, label)
    if (fill) await page.getByLabel('petId').fill(fill)
    await send(page, /^HTTP 200/)
    await expect(responseRegion(page).getByText('Contract: OK')).toBeVisible()
  }
  await chooseOperation(page, 'POST /pets')
  await page.getByLabel('Request body').fill(`{"id": ${Date.now()}, "name": "Explorer E2E"}`)
  await send(page, /^HTTP 201/)
  await expect(responseRegion(page).getByRole('tree')).toContainText('name: "Explorer E2E"')
})

test('"Open in explorer" in the request log opens that call, ready to send again', async ({
  page,
}) => {
  await page.goto('/pets/7')
  await settled(page, 'Thumper')
  await page.getByRole('button', { name: 'Request log' }).click()
  const log = page.getByRole('complementary', { name: 'Request log' })
  const entry = log.getByRole('listitem').filter({ hasText: '/demo-api/v1/pets/7' }).first()
  await entry.getByRole('button', { name: 'Open in explorer' }).click()
  await settled(page, 'API explorer')
  await expect(operationField(page)).toHaveValue('GET /pets/{petId}')
  await expect(page.getByLabel('petId')).toHaveValue('7')
  await expect(page).toHaveURL(/\/explorer\?operation=showPetById&petId=7$/)
  await send(page, /^HTTP 200/)
})

test('the keyboard alone: choose an operation, fill it, send, and walk the answer’s tree', async ({
  page,
}) => {
  await openExplorer(page)
  const operation = operationField(page)
  await tabTo(page, operation)
  // The list opens on the chosen operation (GET /pets); two down is GET /pets/{petId}.
  await page.keyboard.press('ArrowDown')
  await expect(operation).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(operation).toHaveValue('GET /pets/{petId}')
  await expect(operation).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('petId')).toBeFocused()
  await page.keyboard.type('7')
  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }))
  await page.keyboard.press('Enter')
  await expect(responseRegion(page).getByText(/^HTTP 200/)).toBeVisible()

  const tree = responseRegion(page).getByRole('tree')
  await tabTo(page, tree)
  const active = tree.getByRole('treeitem', { selected: true })
  await expect(active).toHaveText(/\{ 4 fields \}/)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(active).toHaveText('name: "Thumper"')
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowLeft')
  await expect(tree.getByRole('treeitem')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(tree.getByRole('treeitem')).toHaveCount(5)
})

test('on a 390 px phone, problems and an answer fit without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openExplorer(page, '?operation=createPet&example=no-name')
  await expect(problemsOf(page)).toHaveCount(1)
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(await fits()).toBe(true)
  await send(page, /^HTTP 400/, 'Send anyway')
  // The list of operations fits the phone too.
  await operationField(page).fill('pets')
  await expect(page.getByRole('listbox', { name: 'Operation' })).toBeVisible()
  expect(await fits()).toBe(true)
  await page.getByRole('option', { name: 'GET /pets', exact: true }).click()
  await send(page, /^HTTP 200/)
  await responseRegion(page)
    .getByText(/^Headers \(\d+\)$/)
    .click()
  expect(await fits()).toBe(true)
  // The tools' row and the six links' two rows (decision 0033).
  const header = await page.getByRole('banner').boundingBox()
  expect(header?.height).toBeLessThan(120)
})

test('20,000 orders (about 7 MB) open in the tree, which draws only the rows in view', async ({
  context,
  page,
}) => {
  await context.addInitScript(storeLargeDemoSet, storageKey('demo'))
  await openExplorer(page, '?operation=listOrders')
  await send(page, /^HTTP 200/)
  const tree = responseRegion(page).getByRole('tree')
  await expect(tree.getByRole('treeitem').first()).toHaveText(/\[ 20,000 items \]/)
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(80)
  await responseRegion(page).getByLabel('Search the body').fill('complete')
  await expect(responseRegion(page).getByText(/^1 of 20,000/)).toBeVisible()
  await expect(tree.getByRole('treeitem', { selected: true })).toHaveText(/^complete: /)
  await expect(responseRegion(page).getByText('Contract: OK')).toBeVisible({ timeout: 30_000 })
})

test('the Operation list, open: typed words filter it, and axe finds nothing', async ({ page }) => {
  await openExplorer(page)
  await operationField(page).fill('pets get')
  const list = page.getByRole('listbox', { name: 'Operation' })
  await expect(list.getByRole('group', { name: 'pets' }).getByRole('option')).toHaveCount(2)
  await expect(operationField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await list.getByRole('option', { name: 'GET /pets', exact: true }).getAttribute('id')) ?? '',
  )
  await expectNoAxeViolations(page)
})

test.describe('in Arabic, dark', () => {
  test.use({ locale: 'ar', colorScheme: 'dark' })

  test('the Operation list reads right to left around left-to-right paths; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/explorer')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const field = page.getByRole('combobox', { name: 'العملية' })
    await field.click()
    const option = page.getByRole('option', { name: 'GET /pets/{petId}', exact: true })
    await expect(option.locator('code')).toHaveAttribute('dir', 'ltr')
    // A group takes no room of its own (its rows are placed in the list): its options show.
    await expect(page.getByRole('group', { name: 'store' }).getByRole('option')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
