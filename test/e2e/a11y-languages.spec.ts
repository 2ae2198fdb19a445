// The console in other languages: the pseudo-locale finds cut-off text and words left in English at
// 320 and 1280 px, Arabic mirrors every page and passes axe in light and dark, the browser's
// language is the default and a choice is kept.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { consolePages, expect, expectNoAxeViolations, storageKey, test } from './support'

type Catalog = Record<string, string>
const catalog = (code: string): Catalog =>
  JSON.parse(
    readFileSync(new URL(`../../src/lib/i18n/messages/${code}.json`, import.meta.url), 'utf8'),
  ) as Catalog

async function speak(page: Page, code: string) {
  await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [
    storageKey('language'),
    code,
  ] as const)
}

/** The h1 is shown, and nothing is loading any more (skeletons, busy regions, "Loading…"). */
async function settledIn(page: Page, loading: RegExp) {
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0)
  await expect(page.getByText(loading)).toHaveCount(0)
}

/**
 * What the pseudo-locale shows wrong on the page: text that is cut (clipped by its own box, or
 * past the screen's edge), and words a user reads that are still English (letters and no mark of
 * the pseudo-locale: brackets, tildes, accents). What the server sends (cells, values, a pet's
 * name, given in `names`) and what Intl formats (dates) are not ours. One function, as
 * page.evaluate takes one.
 */
function audit(names: string[]): { cut: string[]; english: string[] } {
  // On screen: not in a closed <details> (Chromium still lays it out), not visually hidden for
  // screen readers (a 1 px clipped box, or inside one).
  const shown = (element: Element) => {
    const details = element.closest('details:not([open])')
    if (details && !element.closest('summary')) return false
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (at.getBoundingClientRect().width <= 1) return false
    }
    return true
  }
  const width = document.documentElement.clientWidth
  const words = 'button, a, label, h1, h2, h3, th, legend, summary, p, li, dt, [class*="badge"]'
  // A wide table scrolls in its own region, and JSON rows end in an ellipsis by design.
  const scrolls = '[role="region"][tabindex="0"], .json-tree'
  const cut = [...document.querySelectorAll<HTMLElement>(words)]
    .filter((element) => element.offsetParent !== null && !element.closest(scrolls))
    .filter(shown)
    .filter((element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      return (
        (clips && element.scrollWidth > element.clientWidth + 1) ||
        box.right > width + 1 ||
        box.left < -1
      )
    })
    .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`)

  const data =
    'code, pre, kbd, td, dd, th[scope="row"], .mono, .json-tree, .status-badge, svg, option, time, [translate="no"]'
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const english: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = node.textContent?.trim() ?? ''
    if (!parent || parent.closest(data) || parent.closest('script, style')) continue
    if (parent.offsetParent === null && getComputedStyle(parent).position !== 'fixed') continue
    if (!shown(parent) || names.includes(text)) continue
    if (/[a-z]{2}/i.test(text) && !/[[\]~áéíóúýçñšÁÉÍÓÚÝÇÑŠ]/.test(text)) english.push(text)
  }
  return { cut, english }
}

/** A pet's name from the server, an operation's summary from openapi.yaml: shown as sent. */
const contractAndServerWords = ['Biscuit', 'List all pets']
const pseudoLoading = /^\[Lóádíñg/

for (const width of [320, 1280]) {
  test(`in the pseudo-locale at ${width} px nothing is cut off or left in English`, async ({
    page,
  }) => {
    test.setTimeout(consolePages.length * 30_000)
    await page.setViewportSize({ width, height: 800 })
    await speak(page, 'en-XA')
    for (const { path, heading } of consolePages) {
      await test.step(path, async () => {
        await page.goto(path)
        await settledIn(page, pseudoLoading)
        if (heading !== 'Biscuit') await expect(page.locator('h1')).toContainText('[')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0)
        const { cut, english } = await page.evaluate(audit, contractAndServerWords)
        expect(cut, 'text cut off').toEqual([])
        expect(english, 'words left in English').toEqual([])
      })
    }
  })
}

test('on a 390 px phone each Dataset option shows whole in its select, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const code of ['de', 'ar', 'ja']) {
    await test.step(code, async () => {
      await speak(page, code)
      await page.goto('/settings')
      const dataset = page.getByRole('combobox', { name: catalog(code)['demo.dataset'] })
      await expect(dataset).toBeVisible()
      // A select is as wide as its longest option, unless the screen is narrower: then it cuts.
      const { shown, needed } = await dataset.evaluate((select) => {
        const shown = select.getBoundingClientRect().width
        select.style.maxWidth = 'none'
        select.style.width = 'max-content'
        const needed = select.getBoundingClientRect().width
        select.style.removeProperty('max-width')
        select.style.removeProperty('width')
        return { shown, needed }
      })
      expect(needed).toBeLessThanOrEqual(shown + 0.5)
    })
  }
})

/** The header's controls, row by row (by their middles), each as its tag and words. */
function headerRows(): string[][] {
  const header = document.querySelector('.app-header') as HTMLElement
  const items = [...header.querySelectorAll('.brand, a, button, select')].filter(
    (element) => element.getBoundingClientRect().width > 1,
  )
  const rows = new Map<number, string[]>()
  for (const element of items) {
    const box = element.getBoundingClientRect()
    const middle = box.top + box.height / 2
    const row = [...rows.keys()].find((top) => Math.abs(top - middle) < 8) ?? middle
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    rows.set(row, [...(rows.get(row) ?? []), `${element.tagName.toLowerCase()}: ${name.trim()}`])
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
}

// German is the longest language the console speaks. The pseudo-locale, 40 % longer than English,
// is longer still: at 1280 px its six links and the tools take two rows (a11y-languages' audit keeps
// every word of it whole).
for (const code of ['de', 'ar']) {
  test(`at 1280 px the header keeps one row in ${code}, the tools beside the navigation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await speak(page, code)
    await page.goto('/pets')
    await settledIn(page, code === 'de' ? /wird geladen|werden geladen/i : /جارٍ/)
    // With the contract badge, which comes with the first checked call.
    await expect(page.locator('.contract-badge')).toBeVisible()
    const nav = await page.locator('.main-nav').boundingBox()
    const tools = await page.locator('.header-tools').boundingBox()
    const header = await page.locator('.app-header').boundingBox()
    const middle = (box: typeof nav) => (box ? box.y + box.height / 2 : 0)
    expect(Math.abs(middle(nav) - middle(tools)), 'nav and tools on one line').toBeLessThan(4)
    expect(header?.height ?? 0, 'one row').toBeLessThan((tools?.height ?? 0) * 2)
    expect(await page.evaluate(headerRows)).toHaveLength(1)
  })
}

test('at 390 px no row of the header holds a control alone, in four languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const code of ['de', 'en-XA', 'ar', 'en']) {
    await test.step(code, async () => {
      await speak(page, code)
      await page.goto('/pets')
      await expect(page.locator('h1')).toBeVisible()
      const rows = await page.evaluate(headerRows)
      expect(
        rows.filter((row) => row.length === 1),
        rows.map((row) => row.join(' | ')).join('\n'),
      ).toEqual([])
    })
  }
})

const arabic = catalog('ar')
// One theme: both are axe-checked on every page in English (a11y.spec.ts), and right to left is
// laid out alike in either.
for (const colorScheme of ['dark'] as const) {
  test(`in Arabic every page is right to left and axe finds nothing (${colorScheme})`, async ({
    page,
  }) => {
    test.setTimeout(consolePages.length * 30_000)
    await page.emulateMedia({ colorScheme })
    await speak(page, 'ar')
    for (const { path } of consolePages) {
      await test.step(path, async () => {
        await page.goto(path)
        await settledIn(page, new RegExp(`^${arabic['app.page-loading']}`))
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
        // Mirrored: the navigation starts at the right.
        const nav = page.getByRole('navigation', { name: arabic['app.main-nav'] })
        const first = await nav.getByRole('link').first().boundingBox()
        const last = await nav.getByRole('link').last().boundingBox()
        expect(first?.x ?? 0).toBeGreaterThan(last?.x ?? 0)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('opens in German; a language chosen in Settings applies at once and is kept', async ({
    page,
  }) => {
    const german = catalog('de')
    const japanese = catalog('ja')
    await page.goto('/settings')
    await expect(
      page.getByRole('heading', { level: 1, name: german['nav.settings'] }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.getByRole('combobox', { name: german['language.label'] }).selectOption('ja')
    await expect(
      page.getByRole('heading', { level: 1, name: japanese['nav.settings'] }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await page.reload()
    await expect(page.getByRole('link', { name: japanese['nav.pets'] })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  })

  test('the presenter switches to Arabic in the Tours dialog, with nothing typed lost', async ({
    page,
  }) => {
    const german = catalog('de')
    await page.goto('/pets/new')
    await page.getByLabel(german['pets.field-name'] ?? '', { exact: true }).fill('Rex')
    await page.getByRole('button', { name: german['app.presenter'] }).click()
    await page.getByRole('button', { name: german['tours.button'] }).click()
    await page
      .getByRole('dialog', { name: german['tours.dialog-title'] })
      .getByRole('combobox', { name: german['language.label'] })
      .selectOption('ar')
    await page.keyboard.press('Escape')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByLabel(arabic['pets.field-name'] ?? '', { exact: true })).toHaveValue(
      'Rex',
    )
  })
})
