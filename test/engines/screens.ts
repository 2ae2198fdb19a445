// Screenshots of every page of the built demo in one engine, at 1280×800 and 390×844, light and dark,
// to look at side by side with another engine's (issue 34, item 5). Not a test: it writes PNGs and
// their names, and a person (or visual.journeys.ts, which reuses the helpers below) looks at them.
//   npx tsx test/engines/screens.ts --engine=firefox --out=/tmp/shots [--pages=pets,settings]
//     [--widths=1280,390] [--schemes=light,dark] [--scrolls=2] [--site=node_modules/.e2e/engines]
//     [--port=4870] [--lang=en_US.UTF-8]
// Each shot is <out>/<engine>/<page>-<width>-<scheme>[-<n>].png; -2, -3 are the page scrolled down
// by a viewport each.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { closePuppeteerBrowsers, launchPuppeteer } from './puppeteer'
import type { Engine, EngineSession } from './session'
import { siteServer } from './site-server'

export interface Screen {
  /** The file name's stem. */
  name: string
  path: string
  /** The page's h1 once it has loaded. */
  heading: string
  /** What a user does before the shot (open a dialog, send a request), after the page settles. */
  act?: (session: EngineSession) => Promise<void>
}

/** A real click on the first visible button (or link) whose text or label is `name`. */
export async function clickButton(session: EngineSession, name: string) {
  await until(
    session,
    `a button "${name}"`,
    (want: string) =>
      [...document.querySelectorAll('button, a, summary')].some(
        (element) =>
          element.getClientRects().length > 0 &&
          ((element.getAttribute('aria-label') ?? '') === want ||
            (element.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(want)),
      ),
    name,
  )
  await session.clickWhere(
    (want: string) =>
      [...document.querySelectorAll('button, a, summary')].find(
        (element) =>
          element.getClientRects().length > 0 &&
          ((element.getAttribute('aria-label') ?? '') === want ||
            (element.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(want)),
      ) ?? null,
    name,
  )
}

/** Waits until an element matching `selector` shows (and, if given, its text contains `text`). */
export async function shows(session: EngineSession, selector: string, text = '') {
  await until(
    session,
    `${selector} ${text}`,
    (css: string, want: string) =>
      [...document.querySelectorAll(css)].some(
        (element) =>
          element.getClientRects().length > 0 && (element.textContent ?? '').includes(want),
      ),
    selector,
    text,
  )
}

/** What a user does for a shot: click `button`, then wait until `selector` shows `text`. */
const clickThenSee =
  (button: string, selector: string, text = '') =>
  async (session: EngineSession) => {
    await clickButton(session, button)
    await shows(session, selector, text)
  }

export const screens: Screen[] = [
  { name: 'overview', path: '/', heading: 'Overview' },
  { name: 'pets', path: '/pets', heading: 'Pets' },
  { name: 'pet', path: '/pets/1', heading: 'Biscuit' },
  { name: 'pet-new', path: '/pets/new', heading: 'Add pet' },
  { name: 'orders', path: '/orders', heading: 'Orders' },
  { name: 'settings', path: '/settings', heading: 'Settings' },
  {
    name: 'compare',
    path: '/compare?left=demo&right=demo&op=pets',
    heading: 'Compare environments',
  },
  { name: 'explorer', path: '/explorer', heading: 'API explorer' },
  { name: 'workflows', path: '/workflows', heading: 'Workflows' },
  // The states a user meets most, beyond the pages as they load.
  {
    name: 'explorer-sent',
    path: '/explorer',
    heading: 'API explorer',
    act: clickThenSee('Send', '[role="tree"]'),
  },
  {
    name: 'tours-dialog',
    path: '/',
    heading: 'Overview',
    act: clickThenSee('Tours', 'dialog[open]', 'steps'),
  },
  {
    name: 'tour-step',
    path: '/',
    heading: 'Overview',
    act: async (session) => {
      await clickButton(session, 'Tours')
      await clickButton(session, 'Start')
      await shows(session, 'section.tour', '1 of')
      await settle(session, 'Pets')
    },
  },
  {
    name: 'workflow-run',
    path: '/workflows',
    heading: 'Workflows',
    act: async (session) => {
      await clickButton(session, 'Load the pet store workflows')
      await shows(session, 'li', 'Open the pet of the first order')
      await session.clickWhere(
        () =>
          [...document.querySelectorAll('li')]
            .find((item) => item.textContent?.includes('Open the pet of the first order'))
            ?.querySelector('button') ?? null,
      )
      await clickButton(session, 'Run all')
      await shows(session, '[role="status"]', 'Passed')
    },
  },
  {
    name: 'request-log',
    path: '/pets',
    heading: 'Pets',
    act: clickThenSee('Request log', 'aside', 'Contract: OK'),
  },
]

export const sizes = {
  1280: { width: 1280, height: 800 },
  390: { width: 390, height: 844 },
} as const

export type Scheme = 'light' | 'dark'

/** Where src/app/theme.ts saves the theme, for a build at the base path `/` (src/lib/storage.ts). */
export const themeKey = 'petstore:/:theme'

/**
 * A session of `engine`: puppeteer for Chromium and Firefox, the WebKit adapter (loaded only when
 * asked for) for WebKit, whose `lang` is its LANG; the others get the matching language tag.
 */
export async function openEngine(
  engine: Engine,
  size: { width: number; height: number },
  lang = 'en_US.UTF-8',
): Promise<EngineSession> {
  if (engine === 'webkit') {
    const { launchWebKit } = await import('./webkit')
    return launchWebKit({ lang, ...size })
  }
  const [language = '', region] = lang.split(/[.@]/)[0]!.split('_')
  const tag = /^[a-z]{2,3}$/.test(language) ? (region ? `${language}-${region}` : language) : ''
  return launchPuppeteer({ engine, language: tag, ...size })
}

/**
 * Saves `scheme` as the Theme control would, then loads `url`: the theme applies before paint. The
 * theme is saved from a plain file of the same origin (robots.txt), so no start of the app is cut
 * short by a reload.
 */
export async function gotoInScheme(session: EngineSession, url: string, scheme: Scheme) {
  const saved = await session
    .evaluate((key: string) => localStorage.getItem(key), themeKey)
    .catch(() => null)
  if (saved !== scheme || new URL(await session.url()).origin !== new URL(url).origin) {
    await session.goto(new URL('/robots.txt', url).href)
    await session.evaluate(
      (key: string, value: string) => localStorage.setItem(key, value),
      themeKey,
      scheme,
    )
  }
  await session.goto(url)
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Calls `check` in the page until it is true, or throws after `timeout` ms saying `what`. */
export async function until<A extends unknown[]>(
  session: EngineSession,
  what: string,
  check: (...args: A) => boolean | Promise<boolean>,
  ...args: A
) {
  const deadline = Date.now() + 45_000
  let last: unknown = null
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    try {
      if (await session.evaluate(check, ...args)) return
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`Waited for ${what}: ${String(last)}`)
    await sleep(delay)
  }
}

/**
 * The page has settled, as harness.ts `settled` says (its h1 shows, nothing busy, no "Loading…"),
 * the demo API has started, and the fonts are in.
 */
export async function settle(session: EngineSession, heading: string) {
  await until(
    session,
    `"${heading}" to settle`,
    (want: string) => {
      const h1 = document.querySelector('h1')
      if (!h1 || h1.getClientRects().length === 0) return false
      if ((h1.textContent ?? '').replace(/\s+/g, ' ').trim() !== want) return false
      if (document.querySelector('[aria-busy="true"]')) return false
      const loading = [...document.querySelectorAll('body *')].some(
        (element) =>
          element.childElementCount === 0 &&
          /^Loading/.test(element.textContent ?? '') &&
          element.getClientRects().length > 0,
      )
      if (loading) return false
      // The demo API still starting: its toast, and fields waiting for it ("Loading next free ID…").
      const starting = [...document.querySelectorAll('.toast, input[placeholder^="Loading"]')].some(
        (element) =>
          element.getClientRects().length > 0 &&
          (element instanceof HTMLInputElement || /^Starting/.test(element.textContent ?? '')),
      )
      if (starting) return false
      return document.fonts.status === 'loaded'
    },
    heading,
  )
}

/** Scrolls the page to `y` (the document's scroller) at once; returns where it got to. */
export async function scrollTo(session: EngineSession, y: number): Promise<number> {
  return session.evaluate((top: number) => {
    window.scrollTo({ top, left: 0, behavior: 'instant' })
    return window.scrollY
  }, y)
}

/**
 * Adds `css` to the page as a constructed style sheet (the site's CSP allows no inline <style>):
 * for hiding what changes from run to run while a baseline is taken.
 */
export async function addStyle(session: EngineSession, css: string) {
  await session.evaluate((text: string) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(text)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, css)
}

/** Two paint frames: what was just changed is on screen. */
export async function painted(session: EngineSession) {
  await session.evaluate(
    () =>
      new Promise<boolean>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(true))),
      ),
  )
}

interface Options {
  engine: Engine
  out: string
  pages: Screen[]
  widths: (keyof typeof sizes)[]
  schemes: Scheme[]
  scrolls: number
  site: string
  port: number
  lang: string
}

function parse(argv: string[]): Options {
  const flags = new Map(
    argv
      .filter((arg) => arg.startsWith('--'))
      .map((arg) => {
        const [name = '', ...value] = arg.slice(2).split('=')
        return [name, value.join('=')] as const
      }),
  )
  const list = (name: string) => flags.get(name)?.split(',').filter(Boolean)
  const engine = (flags.get('engine') ?? 'chromium') as Engine
  if (!['chromium', 'firefox', 'webkit'].includes(engine)) {
    throw new Error('--engine must be chromium, firefox or webkit')
  }
  const pageNames = list('pages')
  const pages = pageNames ? screens.filter((screen) => pageNames.includes(screen.name)) : screens
  if (pages.length === 0) throw new Error(`--pages: none of ${screens.map((s) => s.name)}`)
  return {
    engine,
    out: resolve(flags.get('out') ?? '/tmp/shots'),
    pages,
    widths: (list('widths') ?? ['1280', '390']).map(Number) as (keyof typeof sizes)[],
    schemes: (list('schemes') ?? ['light', 'dark']) as Scheme[],
    scrolls: Number(flags.get('scrolls') ?? 2),
    site: flags.get('site') ?? process.env.ENGINES_SITE ?? 'node_modules/.e2e/engines',
    port: Number(flags.get('port') ?? 4870),
    lang: flags.get('lang') ?? 'en_US.UTF-8',
  }
}

async function main() {
  const options = parse(process.argv.slice(2))
  const dir = join(options.out, options.engine)
  mkdirSync(dir, { recursive: true })
  const site = siteServer(options.site, options.port)
  await site.start()
  const written: string[] = []
  try {
    for (const width of options.widths) {
      const size = sizes[width]
      if (!size) throw new Error(`--widths: ${width} is not one of ${Object.keys(sizes)}`)
      for (const scheme of options.schemes) {
        // One session per size and theme: fresh storage, so the demo's data is the seed's.
        const session = await openEngine(options.engine, size, options.lang)
        try {
          for (const screen of options.pages) {
            const stem = join(dir, `${screen.name}-${width}-${scheme}`)
            try {
              await gotoInScheme(session, `${site.origin}${screen.path}`, scheme)
              await settle(session, screen.heading)
              await screen.act?.(session)
              // Whatever arrives just after (a contract check, a chart's layout) gets a moment.
              await sleep(700)
              const height = await session.evaluate(() => [
                document.documentElement.scrollHeight,
                window.innerHeight,
              ])
              const [total = 0, view = 1] = height
              const shots = Math.min(options.scrolls, Math.ceil(total / view))
              for (let index = 0; index < Math.max(1, shots); index++) {
                await scrollTo(session, index * view)
                await painted(session)
                const file = index === 0 ? `${stem}.png` : `${stem}-${index + 1}.png`
                await session.screenshot(file)
                written.push(file)
              }
              await scrollTo(session, 0)
            } catch (error) {
              console.error(`${screen.name} ${width} ${scheme}: ${String(error)}`)
              await session.screenshot(`${stem}-failed.png`).catch(() => undefined)
            }
          }
        } finally {
          await session.close().catch(() => undefined)
        }
      }
    }
  } finally {
    await closePuppeteerBrowsers()
    await site.stop()
  }
  console.log(written.join('\n'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
