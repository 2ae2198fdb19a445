// The performance benchmark (`npm run bench`): each figure printed beside its budget with PASS or
// FAIL, the whole report written to bench-results/latest.json (and a timestamped copy). A
// benchmark, not a test: timings on a busy machine are noisy.
//
// Every timing and Lighthouse figure is printed beside the floor's (floor.mjs: the bare stack,
// built and served beside the console), and budgets on them are relative to it.
//
// Sections (--only=bundle,timing,large,demo,explorer,picker,lighthouse, all by default):
//   bundle      bytes.mjs        First page JS from the build manifest (no browser).
//   timing      timings.mjs      Demo build: navigation → first data row, first and repeat visit,
//                                and a first visit with the CPU 4× slower.
//   large       large-lists.mjs  A production build against `npm run api`: 10,000 pets and
//                                20,000 orders, against the same pages with the seed data.
//   demo        large-lists.mjs  Demo build with the demo's large set in localStorage before load.
//   explorer    explorer.mjs     Demo build, the explorer given the demo's 20,000 orders (7 MB):
//                                Send → tree, the longest task, the rows drawn, a search.
//   picker      picker.mjs       Demo build, a made-up contract of 11,422 operations: each key
//                                typed into Operation until its matches show, the options drawn.
//   lighthouse  lighthouse.mjs   Demo build, /pets and /orders, desktop and mobile.
// On demand only (--only=treemap,trace), to find where the time goes:
//   treemap     treemap.mjs      The build's treemap (bench-results/treemap.html), summed up.
//   trace       trace.mjs        A first and a repeat visit's Chrome traces, files, marks, long tasks.
//   against     against.mjs      With --against=<commit>: this build and that commit's, loaded in
//                                turns with the floor (first, repeat and CPU 4× visits).
// On demand only (--only=soak), minutes long: the demo driven for --steps=1000 (../soak.mjs).
// On demand only (--only=contracts), minutes long, installing pinned packages of public
// descriptions into bench-results/contracts (about 800 MB) on first use:
//   contracts   contracts.mjs    Production build, real OpenAPI descriptions of 1 KB to 47 MB as
//                                its server's contract: /explorer until "Contract: live", the
//                                longest task, the heap, a keystroke in the Operation search.
// On demand only (--only=peers), minutes long, installing pinned Swagger UI, Scalar and GitHub's
// description into bench-results/peers (about 700 MB) on first use:
//   peers       peers.mjs        The console beside Swagger UI and Scalar on GitHub's description
//                                and on `npm run api`'s 10,000 pets: an operation opened, the
//                                longest task, the heap; the pets' call over a mobile network;
//                                Lighthouse mobile LCP of the console's /pets and Swagger UI.
//
// Options: --no-build (reuse the builds in bench-results/), --runs=5 (loads per figure),
//          --lh-runs=3, --lh-pages=/pets,/orders, --lh-forms=desktop,mobile,
//          --explorer-cpu=1 (the explorer section with the CPU N× slower, as on a slow laptop),
//          --picker-cpu=1 (the same for the picker section),
//          --port=4180 (the demo site; the API server listens on port+1, the site using it on
//          port+2, the floor on port+3, --against's build on port+4, contracts' site on port+5,
//          peers' site on port+6),
//          --contracts=github,graph (some of contracts.mjs's descriptions; --runs is 3 there and
//          in peers),
//          --orders=600000 (the large section loads /orders with that many orders from
//          `npm run api` instead: first rows, all counted, the longest task, the heap),
//          --lh-large (the large section runs Lighthouse mobile on /pets with 10,000 pets from
//          `npm run api` instead: FCP, LCP and its element, TBT; --lh-runs times),
//          --bundle-budget=139 (KiB gzip per first page: a regression guard CI sets; none by
//          default, bytes are reported, not a target)
// CHROMIUM_PATH overrides /usr/bin/chromium. Exits non-zero when any figure misses its budget.
import { mkdirSync } from 'node:fs'
import { buildApiSite, buildDemo } from './build.mjs'
import { launchBrowser, measureList } from './browser.mjs'
import { benchBundle } from './bytes.mjs'
import { benchContracts } from './contracts.mjs'
import { benchPeers } from './peers.mjs'
import { benchExplorer } from './explorer.mjs'
import { buildFloor, floorOrigin, recordFloorBytes, serveFloor } from './floor.mjs'
import { benchDemo, benchLarge, benchLargeLighthouse, benchManyOrders } from './large-lists.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchPicker } from './picker.mjs'
import { apiDistDir, demoOrigin, distDir, options, outRoot } from './options.mjs'
import { failed, log, printTable, record, writeReport } from './report.mjs'
import { closeServer, serve } from './serve.mjs'
import { benchTiming } from './timings.mjs'
import { benchTrace } from './trace.mjs'
import { benchAgainst } from './against.mjs'
import { benchTreemap } from './treemap.mjs'
import { benchSoak } from '../soak.mjs'

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
    // One throwaway load each: the first context pays for cold caches the others do not.
    for (const url of [`${demoOrigin}/pets`, `${floorOrigin}/pets`])
      if (wanted('timing', 'demo', 'against'))
        await measureList(browser, url).catch((e) => log('warm-up failed:', e))
    await section('timing', raw, () => benchTiming(browser))
    await section('large', raw, () =>
      options.lhLarge
        ? benchLargeLighthouse()
        : options.orders
          ? benchManyOrders(browser)
          : benchLarge(browser),
    )
    await section('demo', raw, () => benchDemo(browser))
    await section('explorer', raw, () => benchExplorer(browser))
    await section('picker', raw, () => benchPicker(browser))
    await section('trace', raw, () => benchTrace(browser))
    await section('against', raw, () => benchAgainst(browser))
    await section('contracts', raw, () => benchContracts(browser))
    await section('peers', raw, () => benchPeers(browser))
  } finally {
    await browser.close()
  }
}

async function main() {
  mkdirSync(outRoot, { recursive: true })
  const started = new Date()
  const { loads: runs, lhRuns } = options
  const raw = { started: started.toISOString(), node: process.version, runs, lhRuns }
  if (wanted('bundle', 'timing', 'demo', 'explorer', 'picker', 'lighthouse', 'trace', 'against'))
    buildDemo()
  if (wanted('large', 'contracts', 'peers')) buildApiSite()
  // Every section in a browser measures the floor beside the console.
  const browserWork = wanted('timing', 'large', 'demo', 'lighthouse', 'trace', 'against')
  if (browserWork) buildFloor()

  await section('bundle', raw, benchBundle)
  await section('treemap', raw, benchTreemap)
  if (browserWork && wanted('bundle')) recordFloorBytes()
  const servers = []
  try {
    if (wanted('timing', 'demo', 'explorer', 'picker', 'lighthouse', 'trace', 'against'))
      servers.push(await serve(distDir, options.port))
    if (wanted('large')) servers.push(await serve(apiDistDir, options.apiSitePort))
    if (browserWork) servers.push(await serveFloor())
    if (
      wanted(
        'timing',
        'large',
        'demo',
        'explorer',
        'picker',
        'trace',
        'against',
        'contracts',
        'peers',
      )
    )
      await browserSections(raw)
    await section('lighthouse', raw, benchLighthouse)
    await section('soak', raw, benchSoak)
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
