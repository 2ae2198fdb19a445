// Demo mode in the built site: the API is msw's handlers, in a worker of the page's own.
import { expect, freshPetId, nav, settled, storageKey, storeLargeDemoSet, test } from './support'

test('the pets list shows the seeded pets in a sortable table', async ({ page }) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const table = page.getByRole('table')
  for (const column of ['ID', 'Name', 'Tag', 'Status']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  }
  await expect(table.getByRole('link', { name: 'Biscuit' })).toBeVisible()
  await table.getByRole('button', { name: 'Name' }).click()
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page).toHaveURL(/sort=/)
  // 25 seeded pets fit on one page, so the first row is the alphabetically first name.
  await expect(table.getByRole('row').nth(1)).toContainText('Biscuit')
})

test('opening a pet from the list shows every field', async ({ page }) => {
  await page.goto('/pets')
  await page.getByRole('link', { name: 'Thumper' }).click()
  await settled(page, 'Thumper')
  await expect(page).toHaveURL(/\/pets\/7$/)
  const details = page.locator('dl')
  for (const term of ['ID', 'Name', 'Tag', 'Status']) {
    await expect(
      details.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }),
    ).toHaveCount(1)
  }
  await expect(details).toContainText('rabbit')
})

test('a pet added in the form is listed, and still there after a reload', async ({ page }) => {
  const id = freshPetId()
  await page.goto('/pets')
  await page.getByRole('link', { name: 'Add pet' }).first().click()
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill(String(id))
  await page.getByLabel('Name', { exact: true }).fill('Pickle E2E')
  await page.getByLabel('Tag', { exact: true }).fill('hamster')
  await page.getByLabel('Status', { exact: true }).fill('available')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await settled(page, 'Pickle E2E')

  await nav(page, 'Pets').click()
  await page.getByLabel('Search pets').fill('Pickle')
  await expect(page.getByRole('link', { name: 'Pickle E2E' })).toBeVisible()

  await page.reload()
  await settled(page, 'Pets')
  await expect(page.getByRole('link', { name: 'Pickle E2E' })).toBeVisible()
  await page.getByRole('link', { name: 'Pickle E2E' }).click()
  await expect(page).toHaveURL(new RegExp(`/pets/${id}$`))
})

test('an id above 2^53 is shown and linked exactly', async ({ page }) => {
  const id = '9007199254740993'
  await page.goto('/pets/new')
  await settled(page, 'Add pet')
  await page.getByLabel('ID', { exact: true }).fill(id)
  await page.getByLabel('Name', { exact: true }).fill('Big Id')
  await page.getByRole('button', { name: 'Create pet' }).click()
  await settled(page, 'Big Id')
  await expect(page).toHaveURL(new RegExp(`/pets/${id}$`))
  await expect(page.locator('dl')).toContainText(id)
  await page.reload()
  await settled(page, 'Big Id')
})

test('an order links to its pet', async ({ page }) => {
  await page.goto('/orders')
  await settled(page, 'Orders')
  const table = page.getByRole('table')
  for (const column of ['ID', 'Pet', 'Quantity', 'Ship date', 'Complete']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  }
  const petLink = table.getByRole('row').nth(1).getByRole('link')
  const href = await petLink.getAttribute('href')
  await petLink.click()
  await expect(page).toHaveURL(new RegExp(`${href ?? 'missing'}$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found|Loading/i)
  await expect(page.locator('dl')).toBeVisible()
})

test('the overview counts the seeded data', async ({ page }) => {
  await page.goto('/')
  await settled(page, 'Overview')
  await expect(page.getByRole('group', { name: 'Pets', exact: true })).toContainText('25')
  await expect(page.getByRole('group', { name: 'Orders', exact: true })).toContainText('40')
})

test('a deep link and a reload open the page directly', async ({ page }) => {
  await page.goto('/pets/7')
  await settled(page, 'Thumper')
  await page.reload()
  await settled(page, 'Thumper')
  await page.goto('/no/such/page')
  await settled(page, 'Page not found')
  await page.getByRole('link', { name: 'Go to Overview' }).click()
  await settled(page, 'Overview')
})

test('the open request log leaves the header visible, so its toggle button closes it again', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const toggle = page.getByRole('button', { name: 'Request log', exact: true })
  await toggle.click()
  const panel = page.getByRole('complementary', { name: 'Request log' })
  await expect(panel).toBeVisible()
  const header = await page.getByRole('banner').boundingBox()
  const box = await panel.boundingBox()
  expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1)
  // A plain click: Playwright fails it if another element would receive it.
  await toggle.click()
  await expect(panel).toBeHidden()
})

test('a first visit in demo mode loads the page once: starting the demo never reloads it', async ({
  browser,
}) => {
  // Six first visits, each of which may take several seconds on a loaded machine.
  test.slow()
  // The offline worker registers during the first visit and claims the page; that never reloads it.
  for (let visit = 0; visit < 6; visit++) {
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    const page = await context.newPage()
    let loads = 0
    page.on('domcontentloaded', () => loads++)
    await page.goto(visit % 2 ? '/orders' : '/pets')
    await expect(page.locator('main table tbody tr a').first()).toBeVisible()
    // A reload would be a navigation with requests of its own: none comes.
    await page.waitForLoadState('networkidle')
    expect(loads, `visit ${visit + 1}`).toBe(1)
    await context.close()
  }
})

test.describe('with service workers blocked, as in some private windows', () => {
  test.use({ serviceWorkers: 'block' })

  test('the demo API still answers: it needs no service worker', async ({ page }) => {
    await page.goto('/pets')
    await expect(page.getByRole('table').getByRole('link', { name: 'Biscuit' })).toBeVisible()
    await expect(page.getByText('The demo API cannot start')).toHaveCount(0)
  })

  test('a demo API whose code cannot load says why and what to do; Retry starts it', async ({
    page,
  }) => {
    // The worker's file is missing, as when the network drops or a deployment replaced it.
    await page.route('**/demo-api-worker*', (route) => route.abort())
    await page.goto('/pets')
    const alert = page.getByRole('alert').filter({ hasText: 'The demo API cannot start' })
    await expect(alert).toContainText('its code did not load')
    await expect(alert).toContainText('npm run api and choose Custom in Settings')
    // The page's own call has given up retrying by itself; only then is the file back.
    await expect(page.getByRole('main').getByText(/Could not load pets/)).toBeVisible()
    await page.unroute('**/demo-api-worker*')
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('table').getByRole('link', { name: 'Biscuit' })).toBeVisible()
    await expect(alert).toHaveCount(0)
  })
})

test('the large demo set lists 20,000 orders with their pets’ names', async ({ browser }) => {
  // Making 30,000 records on the page's own CPU is slow on a loaded machine.
  test.slow()
  const context = await browser.newContext()
  await context.addInitScript(storeLargeDemoSet, storageKey('demo'))
  const page = await context.newPage()
  await page.goto('/orders')
  await expect(page.getByRole('main').getByText('20,000 orders')).toBeVisible({ timeout: 45_000 })
  await expect(page.locator('main table tbody tr a').first()).not.toHaveText(/^Pet \d+$/)
  await nav(page, 'Pets').click()
  await expect(page.getByRole('main').getByText('10,000 pets')).toBeVisible()
  await context.close()
})

test('the page’s HTML asks for the console’s own files beside its entry, and each is used', async ({
  page,
  request,
}) => {
  // The console's start (the shell, React) is a dynamic import of the entry: without these links
  // the browser would find its files only once the entry had run.
  const html = await (await request.get('/pets')).text()
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1],
  )
  expect(preloaded.some((href) => /\/framework-[\w-]+\.js$/.test(href ?? ''))).toBe(true)
  expect(preloaded.some((href) => /\/shell-[\w-]+\.js$/.test(href ?? ''))).toBe(true)

  await page.goto('/pets')
  await settled(page, 'Pets')
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  )
  for (const href of preloaded) expect(loaded).toContain(href)
})
