// The soak's lap (../soak.mjs): what a presenter does with the demo, a step each, over and over.
/* global document */

/** The page is ready: its h1 is there and nothing is loading. */
export async function settled(page, heading) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 30_000,
  })
}

const nav = (page, name) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
const logButton = (page) => page.getByRole('button', { name: 'Request log', exact: true })
/** A tour step may have opened the log already: the button says whether it is. */
async function setLogOpen(page, open) {
  const expanded = (await logButton(page).getAttribute('aria-expanded')) === 'true'
  if (expanded !== open) await logButton(page).click()
}
const log = (page) => page.getByRole('complementary', { name: 'Request log' })

/** One lap of the demo, a step each: what a presenter does, over and over. */
export const lap = [
  async (page) => {
    await nav(page, 'Pets').click()
    await settled(page, 'Pets')
  },
  async (page, step) => {
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ index: 1 + (step % 3) })
    await settled(page, 'Pets')
  },
  async (page) => {
    await page.getByRole('searchbox', { name: 'Search pets' }).fill('a')
    await settled(page, 'Pets')
  },
  async (page) => {
    await nav(page, 'Orders').click()
    await settled(page, 'Orders')
  },
  async (page) => {
    await page.getByRole('combobox', { name: 'Complete' }).selectOption({ index: 1 })
    await settled(page, 'Orders')
  },
  async (page) => {
    await setLogOpen(page, true)
    await log(page).waitFor()
  },
  async (page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log(page).getByRole('button', { name: 'Export HAR' }).click(),
    ])
    await download.delete()
  },
  async (page) => {
    await setLogOpen(page, false)
    await log(page).waitFor({ state: 'hidden' })
  },
  async (page) => {
    await nav(page, 'Overview').click()
    await settled(page, 'Overview')
  },
  async (page) => {
    await page.getByRole('button', { name: 'Tours', exact: true }).click()
    await page
      .getByRole('button', { name: /^Start: / })
      .first()
      .click()
    const tour = page.getByRole('region', { name: 'Tour' })
    for (
      let i = 0;
      i < 3 && (await tour.getByRole('button', { name: 'Next step' }).isEnabled());
      i++
    )
      await tour.getByRole('button', { name: 'Next step' }).click()
    await tour.getByRole('button', { name: 'End tour' }).click()
    await tour.waitFor({ state: 'hidden' })
  },
  async (page) => {
    await nav(page, 'Explorer').click()
    await settled(page, 'API explorer')
  },
  async (page) => {
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page
      .getByRole('region', { name: 'Response' })
      .getByText(/\b200\b/)
      .first()
      .waitFor()
  },
]
