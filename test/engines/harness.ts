// What the journeys stand on: which engine and locale this run is (from the environment), the site
// server, a session per journey with a screenshot when it fails, and the steps a user takes (click,
// type, choose) and waits for (a condition polled until a deadline, never a fixed sleep).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { locate, type Target, type TargetState } from './find'
import { closePuppeteerBrowsers, launchPuppeteer } from './puppeteer'
import type { Engine, EngineSession, Key } from './session'
import { siteServer } from './site-server'

const engines: Engine[] = ['chromium', 'firefox', 'webkit']

/** `ENGINE`: chromium (default), firefox or webkit. */
export const engine = ((): Engine => {
  const name = process.env.ENGINE ?? 'chromium'
  if (!engines.includes(name as Engine)) throw new Error(`ENGINE must be one of ${engines}`)
  return name as Engine
})()

/**
 * `ENGINE_LANG`: the locale the browser runs under, as a POSIX `LANG` (default `en_US.UTF-8`).
 * WebKit gets it as its `LANG`, which is where WebKitGTK takes its languages from (`C.UTF-8` makes
 * `navigator.language` "C"); Chromium and Firefox get the matching BCP 47 tag as their languages.
 */
export const lang = process.env.ENGINE_LANG ?? 'en_US.UTF-8'

/** en_US.UTF-8 → en-US; C, POSIX and the like → '' (the engine's own default). */
export function languageTag(posix: string): string {
  const [language = '', region] = posix.split(/[.@]/)[0]!.split('_')
  if (!/^[a-z]{2,3}$/.test(language)) return ''
  return region ? `${language}-${region}` : language
}

/** `ENGINE_RUN`: names this run's report and screenshot folder (e.g. `webkit-c`). */
export const run = process.env.ENGINE_RUN ?? engine
export const resultsDir = join('test-results', `engines-${run}`)

/** Where the site is built (vitest.config.ts's global setup builds it unless ENGINES_SITE says). */
export const siteDir = process.env.ENGINES_SITE ?? 'node_modules/.e2e/engines'
/** `ENGINES_PORT`: the site's port (4800 by default). */
export const site = siteServer(siteDir, Number(process.env.ENGINES_PORT ?? 4800))
export const at = (path: string) => `${site.origin}${path}`

export async function openSession(size?: { width: number; height: number }) {
  if (engine === 'webkit') {
    // Loaded only for a WebKit run: the other engines need no webdriverio.
    const { launchWebKit } = await import('./webkit')
    return launchWebKit({ lang, ...size })
  }
  return launchPuppeteer({ engine, language: languageTag(lang), ...size })
}

export async function closeBrowsers() {
  await closePuppeteerBrowsers()
}

/**
 * One file's journeys, titled with the engine, run and locale: the site serves them, and it stops
 * with the browsers after the last.
 */
export function describeJourneys(subject: string, body: () => void): void {
  describe(`${engine} (${run}, LANG=${lang})${subject && `: ${subject}`}`, () => {
    beforeAll(() => site.start())
    afterAll(async () => {
      await closeBrowsers()
      await site.stop()
    })
    body()
  })
}

const safeName = (name: string) => name.replace(/[^\w-]+/g, '-').slice(0, 80)

/**
 * One journey: a fresh session (its own storage, nothing left by another journey), closed after. When
 * the journey fails, the page it failed on is saved to test-results/engines-<run>/<journey>.png.
 */
export function journey(
  name: string,
  body: (session: EngineSession) => Promise<void>,
  options: { timeout?: number; size?: { width: number; height: number } } = {},
) {
  test(
    name,
    async () => {
      const session = await openSession(options.size)
      try {
        await body(session)
      } catch (error) {
        mkdirSync(resultsDir, { recursive: true })
        await session
          .screenshot(join(resultsDir, `${safeName(name)}.png`))
          .catch((shot: unknown) => console.warn(`no screenshot of "${name}": ${String(shot)}`))
        throw error
      } finally {
        await session.close().catch(() => undefined)
      }
    },
    options.timeout ?? 180_000,
  )
}

const describeTarget = (target: Target): string => {
  const parts = Object.entries(target)
    .filter(([key]) => key !== 'within')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
  return `${parts.join(' ')}${target.within ? ` in (${describeTarget(target.within)})` : ''}`
}

/** How long a wait may take: generous, for a loaded 2-core machine and a first visit to the demo. */
export const DEADLINE = 45_000

/**
 * Runs `check` in the page until it returns something truthy, which is returned. A navigation under
 * way (the page's context replaced) is one more try, not a failure.
 */
export async function waitFor<A extends unknown[], R>(
  session: EngineSession,
  what: string,
  check: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<NonNullable<R>> {
  return poll(what, () => session.evaluate(check, ...args))
}

/** Calls `read` (in Node) until it gives something truthy, or fails after `timeout` saying `what`. */
export async function poll<R>(
  what: string,
  read: () => Promise<R>,
  timeout = DEADLINE,
): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeout
  let last: unknown = undefined
  for (let delay = 50; ; delay = Math.min(delay * 2, 250)) {
    try {
      const value = await read()
      if (value) return value
      last = value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last)
      throw new Error(`Waited ${timeout / 1000} s for ${what}; last seen: ${seen}`)
    }
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/** The state of `target` now, or null when it is not there (or not visible). */
export async function read(session: EngineSession, target: Target): Promise<TargetState | null> {
  return (await session.evaluate(locate, target, 'state', '')) as TargetState | null
}

/** Waits until `target` is there and visible, and `test` (if given) holds of it; returns its state. */
export async function see(
  session: EngineSession,
  target: Target,
  test: (state: TargetState) => boolean = () => true,
  what = describeTarget(target),
): Promise<TargetState> {
  return poll(what, async () => {
    const state = await read(session, target)
    if (state && test(state)) return state
    // What was there instead, for the failure's message.
    const seen =
      state &&
      `text ${JSON.stringify(state.text.slice(0, 200))}, value ${JSON.stringify(state.value)}`
    throw new Error(seen ?? 'not there')
  })
}

/** Waits until nothing matches `target` (gone or hidden). */
export async function gone(session: EngineSession, target: Target): Promise<void> {
  await poll(`no ${describeTarget(target)}`, async () => {
    return (await session.evaluate(locate, target, 'count', '')) === 0
  })
}

/** A real click on `target`, once it is there. */
export async function click(session: EngineSession, target: Target): Promise<void> {
  await see(session, target)
  await session.clickWhere(locate as (target: Target) => Element | null, target)
}

/** Focuses `target` (as Tab would, without walking there) and types `text` with real key events. */
export async function type(session: EngineSession, target: Target, text: string): Promise<void> {
  await see(session, target)
  await session.evaluate(locate, target, 'focus', '')
  await see(session, target, (state) => state.focused, `focus on ${describeTarget(target)}`)
  // A key at a time, as a person types. WebKit's adapter types a string with webdriverio's keys(),
  // which presses every key down before releasing any, so a repeated character ("55", "//") is
  // typed once; one character per call types each.
  for (const character of text) await session.typeText(character)
}

/**
 * Sets a field's value the way autofill does (see `locate`'s `set`): choosing a `<select>`'s option
 * without its popup, which each engine draws its own way, and a date field in any engine.
 */
export async function setValue(session: EngineSession, target: Target, value: string) {
  await see(session, target)
  await session.evaluate(locate, target, 'set', value)
  await see(
    session,
    target,
    (state) => state.value === value,
    `${describeTarget(target)} = ${value}`,
  )
}

export async function press(session: EngineSession, key: Key): Promise<void> {
  await session.press(key)
}

/** Waits until the page's URL passes `test`; returns it. */
export async function urlIs(session: EngineSession, test: RegExp): Promise<string> {
  return poll(`the URL to match ${test}`, async () => {
    const url = await session.url()
    return test.test(url) ? url : null
  })
}

/** The main navigation's link `name`. */
export const nav = (name: string): Target => ({
  role: 'link',
  name,
  within: { role: 'navigation', name: 'Main' },
})

/**
 * The page has settled on `heading`: its h1 shows, and no skeleton, busy region or "Loading…" is
 * left (as test/e2e/support.ts `settled`).
 */
export async function settled(session: EngineSession, heading: string): Promise<void> {
  // The app's crash page fails the wait at once: waiting it out would add the whole deadline to
  // every journey of a broken run (a locale that blanks every page, say).
  const crashed = 'Something went wrong'
  const { text } = await see(
    session,
    { role: 'heading', level: 1 },
    (h1) => h1.text === heading || h1.text === crashed,
    `the h1 "${heading}"`,
  )
  if (text !== heading) {
    const why = await session.evaluate(() => document.querySelector('pre, code')?.textContent ?? '')
    throw new Error(`"${heading}" expected, the page shows "${crashed}": ${why}`)
  }
  await waitFor(session, `"${heading}" to finish loading`, () => {
    if (document.querySelector('[aria-busy="true"]')) return false
    const texts = [...document.querySelectorAll('body *')].filter(
      (element) => element.childElementCount === 0 && /^Loading/.test(element.textContent ?? ''),
    )
    return texts.every((element) => element.getClientRects().length === 0)
  })
}
