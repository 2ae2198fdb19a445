// The performance benchmark (`npm run bench`): each figure printed beside its budget with PASS or
// FAIL, the whole report written to bench-results/latest.json (and a timestamped copy). A
// benchmark, not a test: timings on a busy machine are noisy.
//
// Sections (--only=bundle,timing,large,demo,lighthouse, all by default):
//   bundle      bytes.mjs        First page JS from the build manifest (no browser).
//   timing      timings.mjs      Demo build: navigation → first pet row, → a pet's page (info).
//   large       large-lists.mjs  A production build against `npm run api`: 10,000 pets and
//                                20,000 orders, against the same pages with the seed data.
//   demo        large-lists.mjs  Demo build with the demo's large set in localStorage before load.
//   lighthouse  lighthouse.mjs   Demo build, /pets and /orders, desktop and mobile.
//
// Options: --no-build (reuse the builds in bench-results/), --runs=5 (loads per figure),
//          --lh-runs=3, --lh-pages=/pets,/orders, --lh-forms=desktop,mobile,
//          --port=4180 (the demo site; the API server listens on port+1, the site using it on port+2),
//          --bundle-budget=118 (KiB gzip per first page; CI passes a looser one to catch regressions)
// CHROMIUM_PATH overrides /usr/bin/chromium. Exits non-zero when any figure misses its budget.
import { mkdirSync } from 'node:fs'
import { buildApiSite, buildDemo } from './build.mjs'
import { launchBrowser, measureList } from './browser.mjs'
import { benchBundle } from './bytes.mjs'
import { benchDemo, benchLarge } from './large-lists.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { apiDistDir, demoOrigin, distDir, options, outRoot } from './options.mjs'
import { failed, log, printTable, record, writeReport } from './report.mjs'
import { closeServer, serve } from './serve.mjs'
import { benchTiming } from './timings.mjs'

const wanted = (...names) => names.some(options.runs)

/** Runs one section; one that throws is reported as a failed figure, and the others still run. */
async function section(name, raw, fn) {
  if (!options.runs(name)) return
  log(`${name} …`)
  try {
    raw[name] = await fn()
  } catch (error) {
    log(`${name} failed:`, error)
    record(name, 'section did not complete', null, { detail: String(error?.message ?? error) })
  }
}

/** The sections that drive Chromium through Playwright, with one browser. */
async function browserSections(raw) {
  const browser = await launchBrowser()
  try {
    // One throwaway load: the first context pays for cold caches the others do not.
    if (wanted('timing', 'demo'))
      await measureList(browser, `${demoOrigin}/pets`).catch((e) => log('warm-up failed:', e))
    await section('timing', raw, () => benchTiming(browser))
    await section('large', raw, () => benchLarge(browser))
    await section('demo', raw, () => benchDemo(browser))
  } finally {
    await browser.close()
  }
}

async function main() {
  mkdirSync(outRoot, { recursive: true })
  const started = new Date()
  const { loads: runs, lhRuns } = options
  const raw = { started: started.toISOString(), node: process.version, runs, lhRuns }
  if (wanted('bundle', 'timing', 'demo', 'lighthouse')) buildDemo()
  if (wanted('large')) buildApiSite()

  await section('bundle', raw, benchBundle)
  const servers = []
  try {
    if (wanted('timing', 'demo', 'lighthouse')) servers.push(await serve(distDir, options.port))
    if (wanted('large')) servers.push(await serve(apiDistDir, options.apiSitePort))
    if (wanted('timing', 'large', 'demo')) await browserSections(raw)
    await section('lighthouse', raw, benchLighthouse)
  } finally {
    servers.forEach(closeServer)
  }

  printTable()
  await writeReport(raw, started)
  if (failed()) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
