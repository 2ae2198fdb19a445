// A few views, pixel for pixel, against each engine's own baselines (issue 34, item 5): what a change
// to the CSS does to Firefox and WebKit, which the Playwright visual suite (Chromium only) never
// shows. Only views that render the same from run to run in that engine: no dates, no timings, no
// port. The baselines are test/engines/__screenshots__/<engine>/<name>.png; write them with
//   UPDATE_BASELINES=1 ENGINE=firefox npx vitest run --config test/engines/vitest.config.ts \
//     test/engines/visual.journeys.ts
// and look at every one before committing it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { expect } from 'vitest'
import { at, describeJourneys, engine, journey, resultsDir } from './harness'
import { addStyle, gotoInScheme, painted, settle, type Scheme } from './screens'
import type { Engine, EngineSession } from './session'

const baselineDir = fileURLToPath(new URL(`__screenshots__/${engine}/`, import.meta.url))
const update = process.env.UPDATE_BASELINES === '1'

/** Per pixel, how far a colour may move (pixelmatch's YIQ distance, 0 to 1). */
const THRESHOLD = 0.1
/** How many pixels may differ, as a share of all: a glyph's anti-aliasing, never a changed colour. */
const MAX_SHARE = 0.002

/**
 * What changes from run to run, hidden in place (test/e2e/visual-volatile.css has the same for the
 * Playwright suite): the request log's timings, bars and URLs, a slow call's flag, the toasts (the
 * demo API's start), a text caret, the Base URL, which names the port, and the scrollbars
 * (WebKitGTK's overlay scrollbar shows for a moment after a load, or not, whatever
 * scrollbar-width says).
 */
const volatileCss = `
.log-meta, .waterfall, .log-url, .toasts { visibility: hidden !important; }
.log-flag-slow { display: none !important; }
.log-entry.log-slow:not(.log-failed) { border-left-color: transparent !important; }
* { caret-color: transparent !important; }
input[type='url'] { color: transparent !important; }
* { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }
html { overflow: hidden !important; }
`

interface View {
  name: string
  path: string
  heading: string
  width: number
  height: number
  scheme: Scheme
  /** Engines whose rendering of it is not stable enough to guard (none so far). */
  skip?: Engine[]
}

const views: View[] = [
  {
    name: 'pets-1280-light',
    path: '/pets',
    heading: 'Pets',
    width: 1280,
    height: 800,
    scheme: 'light',
  },
  {
    name: 'pet-new-1280-dark',
    path: '/pets/new',
    heading: 'Add pet',
    width: 1280,
    height: 800,
    scheme: 'dark',
  },
  {
    name: 'settings-1280-light',
    path: '/settings',
    heading: 'Settings',
    width: 1280,
    height: 800,
    scheme: 'light',
  },
  {
    name: 'settings-1280-dark',
    path: '/settings',
    heading: 'Settings',
    width: 1280,
    height: 800,
    scheme: 'dark',
  },
]

const readPng = (path: string) => PNG.sync.read(readFileSync(path))

/**
 * The view as the engine draws it, once two shots in a row are the same (a contract check or a
 * late layout has finished); the last shot when that never happens.
 */
async function steadyShot(session: EngineSession, file: string): Promise<PNG> {
  let previous: PNG | null = null
  for (let attempt = 0; attempt < 8; attempt++) {
    await painted(session)
    await session.screenshot(file)
    const shot = readPng(file)
    if (
      previous &&
      previous.width === shot.width &&
      previous.height === shot.height &&
      previous.data.equals(shot.data)
    ) {
      return shot
    }
    previous = shot
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
  return previous!
}

/** The pixels that differ between `actual` and `expected` (all of them when the sizes differ). */
function compare(actual: PNG, expected: PNG) {
  const { width, height } = actual
  if (expected.width !== width || expected.height !== height) {
    return { differing: width * height, share: 1, diff: null }
  }
  const diff = new PNG({ width, height })
  const differing = pixelmatch(actual.data, expected.data, diff.data, width, height, {
    threshold: THRESHOLD,
  })
  return { differing, share: differing / (width * height), diff }
}

describeJourneys('views against their baselines', () => {
  for (const view of views) {
    if (view.skip?.includes(engine)) continue
    journey(
      view.name,
      async (session) => {
        await gotoInScheme(session, at(view.path), view.scheme)
        await settle(session, view.heading)
        await addStyle(session, volatileCss)
        const out = join(resultsDir, 'visual')
        mkdirSync(out, { recursive: true })
        const actualPath = join(out, `${view.name}.png`)
        const actual = await steadyShot(session, actualPath)
        const baselinePath = join(baselineDir, `${view.name}.png`)
        if (update) {
          mkdirSync(dirname(baselinePath), { recursive: true })
          writeFileSync(baselinePath, PNG.sync.write(actual))
          return
        }
        expect(
          existsSync(baselinePath),
          `no baseline ${baselinePath}: write it with UPDATE_BASELINES=1`,
        ).toBe(true)
        const { differing, share, diff } = compare(actual, readPng(baselinePath))
        if (diff && differing > 0) {
          writeFileSync(join(out, `${view.name}-diff.png`), PNG.sync.write(diff))
          console.info(
            `${engine} ${view.name}: ${differing} pixels differ (${(share * 100).toFixed(3)} %)`,
          )
        }
        expect(
          share,
          `${view.name}: ${differing} pixels differ from ${baselinePath} (see ${out})`,
        ).toBeLessThanOrEqual(MAX_SHARE)
      },
      { size: { width: view.width, height: view.height } },
    )
  }
})
