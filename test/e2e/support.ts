// Shared steps for the e2e specs: the `test` they all use, waiting for a page to settle, axe, and
// Settings.
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { prismBaseUrl } from './targets'

export { expect }

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void
  }
}

/**
 * Playwright's `test`, with every `securitypolicyviolation` event of the test's browser context
 * recorded (every page, every navigation) and expected to be none when the test ends.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeFunction('reportCspViolation', (violation: string) => {
        violations.push(violation)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`
          window.reportCspViolation?.(
            `${event.effectiveDirective} blocked ${[event.blockedURI, event.sample].filter(Boolean).join(' ')} at ${where}`,
          )
        })
      })
      await use(violations)
      expect(violations, 'Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/** Every page of the console with its h1, for the specs that check each one. */
export const consolePages = [
  { path: '/', heading: 'Overview' },
  { path: '/pets', heading: 'Pets' },
  { path: '/pets/1', heading: 'Biscuit' },
  { path: '/pets/new', heading: 'Add pet' },
  { path: '/orders', heading: 'Orders' },
  { path: '/settings', heading: 'Settings' },
  { path: '/compare?left=demo&right=demo&op=pets', heading: 'Compare environments' },
  { path: '/explorer', heading: 'API explorer' },
  { path: '/workflows', heading: 'Workflows' },
] as const

/** Waits until the page's h1 is there and no skeleton, busy region or "Loading…" text remains. */
export async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
}

/** What axe finds on the page, a line per rule with the elements it failed on. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Plus one rule axe ships as experimental: an accessible name contains the visible label.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([])
}

type Placement = 'Header' | 'Authorization: Bearer' | 'Query parameter'

/** Opens Settings, sets the API key (and where it goes) for the selected environment, saves. */
export async function saveApiKey(page: Page, key: string, placement: Placement = 'Header') {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await settled(page, 'Settings')
  await page.getByLabel('API key', { exact: true }).fill(key)
  await page.getByRole('radio', { name: placement }).check()
  await page.getByRole('button', { name: 'Save settings' }).click()
}

export async function chooseEnvironment(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await settled(page, 'Settings')
  await page.getByLabel('Environment', { exact: true }).selectOption({ label })
  await page.getByRole('button', { name: 'Save settings' }).click()
}

export function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
}

/** A pet id unlikely to clash with the seed or an earlier run against the same (in-memory) server. */
export function freshPetId(): number {
  return 100_000 + Math.floor(Math.random() * 1_000_000_000)
}

/** Where the console keeps a setting, as src/lib/storage.ts names it for a site at `base`. */
export const storageKey = (name: string, base = '/') => `petstore:${base}:${name}`

/**
 * Stores the large demo set (10,000 pets, 20,000 orders) under `key` before the page's own scripts
 * run, as the demo API does after choosing Large; an init script for a page or a context.
 */
export function storeLargeDemoSet(key: string): void {
  if (!localStorage.getItem(key))
    localStorage.setItem(key, JSON.stringify({ dataset: 'large', seededAt: Date.now(), added: [] }))
}

/** The console messages of `page` that `keep` accepts, as they come: check the array afterwards. */
export function consoleMessages(page: Page, keep: (message: ConsoleMessage) => boolean): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (keep(message)) messages.push(message.text())
  })
  return messages
}

/** Custom environment at Prism, with a key: Prism checks the contract's security too. */
export async function atPrism(page: Page) {
  await page.goto('/settings')
  await settled(page, 'Settings')
  await chooseEnvironment(page, 'Custom')
  await page.getByLabel('Base URL', { exact: true }).fill(prismBaseUrl)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await saveApiKey(page, 'any-key-prism-accepts')
  await expect(page.getByRole('banner').getByText('Custom', { exact: true })).toBeVisible()
}
