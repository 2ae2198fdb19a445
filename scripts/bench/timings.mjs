// Timings of the demo build in Chromium: navigation → first pet row, → a pet's page (info).
import { timeTo, withPage, ROW } from './browser.mjs'
import { demoOrigin, options } from './options.mjs'
import { median, record, recordErrors, spread } from './report.mjs'

const PET_PAGE = 'main dl'

export async function benchTiming(browser) {
  const { loads } = options
  const errors = []
  const toRow = []
  const toPet = []
  let petPath = null
  for (let i = 0; i < loads; i++)
    await withPage(browser, {}, async (page) => {
      toRow.push(await timeTo(page, `${demoOrigin}/pets`, ROW, errors))
      petPath ??= await page.locator(ROW).first().getAttribute('href')
    })
  for (let i = 0; i < loads; i++)
    await withPage(browser, {}, async (page) => {
      toPet.push(await timeTo(page, demoOrigin + petPath, PET_PAGE, errors))
    })
  record('timing', `demo: navigation → first pet row (median of ${loads})`, median(toRow), {
    unit: 'ms',
    info: true,
    detail: spread(toRow),
  })
  record('timing', `demo: navigation → pet page ${petPath} (median of ${loads})`, median(toPet), {
    unit: 'ms',
    info: true,
    detail: spread(toPet),
  })
  recordErrors('timing', errors)
  return { toRow, toPet, petPath, errors }
}
