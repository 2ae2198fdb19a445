// Chromium (over CDP) and Firefox (over WebDriver BiDi) behind one EngineSession, with puppeteer-core
// and the browsers Debian installs: nothing is downloaded. One browser per run; each session is a
// fresh browser context of it (its own storage, service workers and caches), which is much quicker
// than a new browser per journey, above all for Firefox.
import puppeteer, {
  type Browser,
  type ElementHandle,
  type KeyInput,
  type Permission,
} from 'puppeteer-core'
import type { EngineSession, Key } from './session'

export interface PuppeteerOptions {
  engine: 'chromium' | 'firefox'
  /** The browser's languages as a BCP 47 tag (e.g. `en-US`); the engine's default when empty. */
  language: string
  width?: number
  height?: number
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

const browsers = new Map<string, Promise<Browser>>()

function launch(engine: 'chromium' | 'firefox', language: string): Promise<Browser> {
  const key = `${engine} ${language}`
  let browser = browsers.get(key)
  if (!browser) {
    browser =
      engine === 'chromium'
        ? puppeteer.launch({
            browser: 'chrome',
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            headless: true,
            args: [...chromiumArgs, ...(language ? [`--lang=${language}`] : [])],
            protocolTimeout: 120_000,
          })
        : puppeteer.launch({
            browser: 'firefox',
            executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
            headless: true,
            protocolTimeout: 120_000,
            extraPrefsFirefox: language
              ? { 'intl.accept_languages': `${language},${language.split('-')[0]}` }
              : {},
          })
    browsers.set(key, browser)
  }
  return browser
}

/** Closes the browsers this run launched. */
export async function closePuppeteerBrowsers(): Promise<void> {
  const open = [...browsers.values()]
  browsers.clear()
  await Promise.all(open.map(async (browser) => (await browser).close().catch(() => undefined)))
}

export async function launchPuppeteer(options: PuppeteerOptions): Promise<EngineSession> {
  const { engine, language, width = 1280, height = 800 } = options
  const browser = await launch(engine, language)
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width, height })
  page.setDefaultTimeout(60_000)
  page.setDefaultNavigationTimeout(60_000)
  if (language && engine === 'chromium') {
    await page.setExtraHTTPHeaders({ 'Accept-Language': `${language},${language.split('-')[0]}` })
  }

  // Copy as cURL writes to the clipboard: allowed for each origin the session visits, where the
  // engine lets the driver say so (Chromium). Firefox allows a write during the click itself.
  const allowed = new Set<string>()
  async function allowClipboard(url: string) {
    const origin = new URL(url).origin
    if (engine !== 'chromium' || allowed.has(origin) || !origin.startsWith('http')) return
    allowed.add(origin)
    const permissions: Permission[] = [
      'clipboard-read',
      'clipboard-write',
      'clipboard-sanitized-write',
    ]
    await context.overridePermissions(origin, permissions)
  }

  const keys: Record<Key, KeyInput> = {
    Escape: 'Escape',
    Enter: 'Enter',
    Tab: 'Tab',
    Space: 'Space',
    ArrowDown: 'ArrowDown',
    ArrowUp: 'ArrowUp',
    ArrowLeft: 'ArrowLeft',
    ArrowRight: 'ArrowRight',
    PageDown: 'PageDown',
    PageUp: 'PageUp',
    Backspace: 'Backspace',
  }

  return {
    engine,
    async goto(url) {
      await allowClipboard(url)
      await page.goto(url, { waitUntil: 'load' })
    },
    async reload() {
      await page.reload({ waitUntil: 'load' })
    },
    async url() {
      return page.url()
    },
    async setViewport(viewportWidth, viewportHeight) {
      await page.setViewport({ width: viewportWidth, height: viewportHeight })
    },
    // Only JSON crosses here (no element handles), so puppeteer's handle-aware typing is not needed.
    async evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A) {
      return (await page.evaluate(fn as (...args: unknown[]) => unknown, ...args)) as R
    },
    async clickWhere(find, ...args) {
      const handle = await page.evaluateHandle(
        find as (...args: unknown[]) => Element | null,
        ...args,
      )
      const element = handle.asElement() as ElementHandle<Element> | null
      if (!element) {
        await handle.dispose()
        throw new Error(`clickWhere: nothing found for ${JSON.stringify(args)}`)
      }
      try {
        await element.click()
      } finally {
        await element.dispose()
      }
    },
    async typeText(text) {
      await page.keyboard.type(text)
    },
    async press(key) {
      await page.keyboard.press(keys[key])
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` })
    },
    async close() {
      await context.close()
    },
  }
}
