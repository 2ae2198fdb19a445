// The performance benchmark (`npm run bench`): builds the site, serves it on 127.0.0.1, and measures
// bundle sizes, Lighthouse scores, page timings, and the demo's large dataset, each against its budget.
// A benchmark, not a test: CI does not run it, and timings on a busy machine are noisy (see README).
//
// Options: --no-build (reuse bench-results/dist), --lh-runs=3, --runs=5 (timing runs),
//          --only=bundle,timing,large,lighthouse (comma list), --port=4180,
//          --lh-pages=/pets,/orders and --lh-forms=desktop,mobile (to rerun one Lighthouse figure)
// Functions passed to page.evaluate and addInitScript run in the browser, hence its globals.
/* global window, document, requestAnimationFrame */
import { spawnSync } from 'node:child_process'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
} from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outRoot = join(root, 'bench-results')
// A build of its own, so the benchmark never overwrites the dist/ that e2e tests may be serving.
const distDir = join(outRoot, 'dist')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

const argv = process.argv.slice(2)
const opt = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`))
  return hit ? hit.slice(name.length + 3) : fallback
}
const lhRuns = Number(opt('lh-runs', 3))
const timingRuns = Number(opt('runs', 5))
const port = Number(opt('port', 4180))
const only = new Set(opt('only', 'bundle,timing,large,lighthouse').split(','))
// For digging into one Lighthouse figure; a full run keeps the defaults.
const lhPages = opt('lh-pages', '/pets,/orders').split(',')
const lhForms = opt('lh-forms', 'desktop,mobile').split(',')
const origin = `http://127.0.0.1:${port}`

const KiB = 1024
const MB = 1e6
// Rows: the pet's name cell (pets) and the order's pet cell (orders) both link to /pets/<id>;
// skeleton rows have no links, so this matches real data only.
const ROW = 'main table tbody tr a[href*="/pets/"]'
const PET_PAGE = 'main dl'
const DEMO_KEY = 'petstore.demo.v1'

// ---------- helpers ----------

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return null
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}
const spread = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x))
  return v.length ? { min: Math.min(...v), max: Math.max(...v), n: v.length } : null
}
const log = (...a) => console.error('[bench]', ...a)

/** One row of the report: a figure, its budget, and whether it meets it. */
const results = []
function record(section, name, value, { max, min, unit = '', info = false, detail } = {}) {
  let status = 'INFO'
  if (!info) {
    if (value === null || value === undefined || Number.isNaN(value)) status = 'FAIL'
    else if (max !== undefined && value > max) status = 'FAIL'
    else if (min !== undefined && value < min) status = 'FAIL'
    else status = 'PASS'
  }
  const budget =
    max !== undefined ? `≤ ${fmt(max, unit)}` : min !== undefined ? `≥ ${fmt(min, unit)}` : ''
  results.push({ section, name, value, unit, budget, status, max, min, detail })
}
function fmt(v, unit) {
  if (v === null || v === undefined) return 'n/a'
  if (unit === 'KiB') return `${(v / KiB).toFixed(1)} KiB`
  if (unit === 'MB') return `${(v / MB).toFixed(1)} MB`
  if (unit === 'ms') return `${Math.round(v)} ms`
  if (unit === 'x') return `${v.toFixed(2)}×`
  if (unit === 'score') return String(Math.round(v))
  if (unit === 'cls') return v.toFixed(3)
  return `${Math.round(v)}${unit ? ` ${unit}` : ''}`
}

// ---------- build and serve ----------

function build() {
  log('building the site into bench-results/dist …')
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--manifest', 'bench-manifest.json'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BASE_PATH: '/' } },
  )
  if (r.status !== 0) throw new Error('vite build failed')
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
}
const compressedCache = new Map()

/** A static host like the ones the site is deployed to: compression, long caching of hashed assets, SPA fallback. */
function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    let file = join(distDir, decodeURIComponent(url.pathname))
    if (!file.startsWith(distDir)) {
      res.writeHead(403).end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html')
    const type = types[extname(file)] ?? 'application/octet-stream'
    const headers = { 'Content-Type': type }
    headers['Cache-Control'] = file.includes(`${distDir}/assets/`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache'
    const accept = String(req.headers['accept-encoding'] ?? '')
    const compressible = /text|javascript|json|svg/.test(type)
    if (compressible && /\b(br|gzip)\b/.test(accept)) {
      const enc = /\bbr\b/.test(accept) ? 'br' : 'gzip'
      const key = `${enc}:${file}`
      if (!compressedCache.has(key)) {
        const raw = readFileSync(file)
        compressedCache.set(key, enc === 'br' ? brotli(raw) : gzip(raw))
      }
      const body = compressedCache.get(key)
      res.writeHead(200, { ...headers, 'Content-Encoding': enc, 'Content-Length': body.length })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    res.writeHead(200, { ...headers, 'Content-Length': statSync(file).size })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
  })
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}
const gzip = (buf) => gzipSync(buf, { level: 9 })
const brotli = (buf) =>
  brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })

// ---------- browser helpers ----------

/** Marks when a selector first shows up (checked every frame, so close to when it is painted). */
function watchScript() {
  window.__bench = { seen: {}, longTasks: [], errors: [] }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__bench.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No long task API: TBT reads as 0 and the report says so via the long-task count.
  }
  window.__benchWatch = (selectors) => {
    const tick = () => {
      let pending = false
      for (const [name, sel] of Object.entries(selectors)) {
        if (window.__bench.seen[name] !== undefined) continue
        if (document.querySelector(sel)) window.__bench.seen[name] = performance.now()
        else pending = true
      }
      if (pending) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
}

function demoState(dataset) {
  return JSON.stringify({ dataset, seededAt: 1_700_000_000_000, added: [] })
}

async function newContext(browser, dataset = 'seed') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value)
    },
    [DEMO_KEY, demoState(dataset)],
  )
  await context.addInitScript(watchScript)
  return context
}

/** Navigates and returns ms from navigation start until `selector` is on screen. */
async function timeTo(page, path, selector, consoleErrors) {
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  page.on('pageerror', (e) => consoleErrors.push(e.message))
  await page.goto(origin + path, { waitUntil: 'commit' })
  await page.evaluate((sel) => window.__benchWatch({ target: sel }), selector)
  await page.waitForFunction(() => window.__bench.seen.target !== undefined, null, {
    timeout: 60_000,
    polling: 50,
  })
  return page.evaluate(() => window.__bench.seen.target)
}

// ---------- sections ----------

async function benchBundle(browser) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'bench-manifest.json'), 'utf8'))
  // JS the app itself needs on a page: the static-import closure of the entry and of the page's
  // lazy chunks. Whatever else the page loads is there only because demo mode imported the worker
  // (msw, the demo db): lazy, and absent against a real server.
  const keyOf = new Map(Object.entries(manifest).map(([k, v]) => [v.file, k]))
  const closure = (keys) => {
    const seen = new Set()
    const walk = (k) => {
      if (seen.has(k) || !manifest[k]) return
      seen.add(k)
      for (const i of manifest[k].imports ?? []) walk(i)
    }
    keys.forEach(walk)
    return new Set([...seen].map((k) => manifest[k].file))
  }
  const isDemoEntry = (k) => /src\/mocks\//.test(k) && manifest[k].isDynamicEntry
  const appNeeds = (loaded) =>
    closure(
      loaded
        .map((f) => keyOf.get(f))
        .filter((k) => k && (manifest[k].isEntry || manifest[k].isDynamicEntry) && !isDemoEntry(k)),
    )
  const demoKeys = Object.keys(manifest).filter(isDemoEntry)
  const otherKeys = Object.keys(manifest).filter(
    (k) => (manifest[k].isEntry || manifest[k].isDynamicEntry) && !isDemoEntry(k),
  )
  const appFiles = closure(otherKeys)
  const demoOnly = new Set([...closure(demoKeys)].filter((f) => !appFiles.has(f)))

  const sizeOf = (files) => {
    let g = 0
    let b = 0
    let raw = 0
    for (const f of files) {
      const buf = readFileSync(join(distDir, f))
      raw += buf.length
      g += gzip(buf).length
      b += brotli(buf).length
    }
    return { raw, gzip: g, brotli: b, files: [...files] }
  }

  const perRoute = {}
  for (const path of ['/', '/pets', '/orders']) {
    const context = await newContext(browser)
    const page = await context.newPage()
    const loaded = new Set()
    page.on('response', (r) => {
      const u = new URL(r.url())
      if (u.origin === origin && /\.(js|css)$/.test(u.pathname)) loaded.add(u.pathname.slice(1))
    })
    await page.goto(origin + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    await context.close()
    const js = [...loaded].filter((f) => f.endsWith('.js') && f.startsWith('assets/'))
    const css = [...loaded].filter((f) => f.endsWith('.css'))
    const needed = appNeeds(js)
    perRoute[path] = {
      appJs: sizeOf(js.filter((f) => needed.has(f))),
      demoJs: sizeOf(js.filter((f) => !needed.has(f))),
      css: sizeOf(css),
    }
  }
  const allJs = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
  const all = sizeOf(allJs)
  const demo = sizeOf(demoOnly)

  for (const [path, r] of Object.entries(perRoute)) {
    record('bundle', `first page ${path}: JS gzip (app, without demo worker)`, r.appJs.gzip, {
      max: 100 * KiB,
      unit: 'KiB',
      detail: r.appJs,
    })
    record('bundle', `first page ${path}: JS brotli`, r.appJs.brotli, { unit: 'KiB', info: true })
    record('bundle', `first page ${path}: CSS gzip / brotli`, r.css.gzip, {
      unit: 'KiB',
      info: true,
      detail: { ...r.css, brotliText: fmt(r.css.brotli, 'KiB') },
    })
  }
  record('bundle', 'demo worker chunks (lazy, demo mode only): gzip', demo.gzip, {
    unit: 'KiB',
    info: true,
    detail: demo,
  })
  record('bundle', 'all JS: gzip', all.gzip, { unit: 'KiB', info: true, detail: all })
  record('bundle', 'all JS: brotli', all.brotli, { unit: 'KiB', info: true })
  return { perRoute, demoOnly: demo, all }
}

async function benchTiming(browser) {
  const petRow = []
  const petPage = []
  const errors = []
  let petPath = null
  for (let i = 0; i < timingRuns; i++) {
    const context = await newContext(browser)
    const page = await context.newPage()
    petRow.push(await timeTo(page, '/pets', ROW, errors))
    petPath ??= await page.locator(ROW).first().getAttribute('href')
    await context.close()
  }
  for (let i = 0; i < timingRuns; i++) {
    const context = await newContext(browser)
    const page = await context.newPage()
    petPage.push(await timeTo(page, petPath ?? '/pets/1', PET_PAGE, errors))
    await context.close()
  }
  record('timing', `navigation → first pet row (median of ${timingRuns})`, median(petRow), {
    max: 1000,
    unit: 'ms',
    detail: spread(petRow),
  })
  record('timing', `navigation → pet page ${petPath} (median of ${timingRuns})`, median(petPage), {
    max: 1000,
    unit: 'ms',
    detail: spread(petPage),
  })
  record('timing', 'console errors during these loads', errors.length, {
    max: 0,
    detail: errors.slice(0, 5),
  })
  return { petRow, petPage, petPath, errors }
}

/** Loads a list page, then measures TBT, DOM size, heap, and interaction → updated rows. */
async function measureList(browser, path, dataset) {
  const context = await newContext(browser, dataset)
  const page = await context.newPage()
  const errors = []
  const firstRows = await timeTo(page, path, ROW, errors)
  // Let the page settle (late long tasks count too), then read what it holds.
  await page.waitForTimeout(1500)
  const longTasks = await page.evaluate(() => window.__bench.longTasks)
  const tbt = longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null
  const interaction = await measureInteractions(page)
  await context.close()
  return { firstRows, tbt, longTasks: longTasks.length, domNodes, heap, interaction, errors }
}

/**
 * Time from an input event (a keystroke in the search box, or a change of the list's filter when it
 * has no search box) to the frame that shows different rows. Start: the event's own timestamp;
 * end: a task queued from the first animation frame in which the rows differ (i.e. after its paint).
 */
async function measureInteractions(page) {
  const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: /search/i }))
  const hasSearch = (await search.count()) > 0
  const filter = page.getByLabel(/^(complete|status)$/i).first()
  const samples = []
  const steps = hasSearch
    ? ['a', 'Backspace', 'e', 'Backspace', 'o', 'Backspace']
    : [1, 0, 2, 0, 1, 0]
  if (hasSearch) await search.first().click()
  let options = []
  if (!hasSearch) {
    options = await filter.locator('option').evaluateAll((os) => os.map((o) => o.value))
    if (options.length < 2) return { kind: 'none', samples }
  }
  for (const step of steps) {
    await page.evaluate((rowSel) => {
      const body = () => document.querySelector(rowSel)?.closest('tbody')
      const signature = () => {
        const b = body()
        return b ? `${b.rows.length}|${b.textContent?.slice(0, 400)}` : ''
      }
      const before = signature()
      window.__benchInteraction = new Promise((done) => {
        let start = null
        const arm = (e) => {
          if (start === null) start = e.timeStamp
        }
        for (const type of ['keydown', 'input', 'change']) {
          document.addEventListener(type, arm, { capture: true, once: true })
        }
        const deadline = performance.now() + 5000
        const frame = () => {
          if (start !== null && signature() !== before) {
            setTimeout(() => done(performance.now() - start), 0)
          } else if (performance.now() > deadline) done(null)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
    }, ROW)
    if (hasSearch) await page.keyboard.press(step)
    else await filter.selectOption(options[step] ?? options[0])
    samples.push(await page.evaluate(() => window.__benchInteraction))
  }
  return { kind: hasSearch ? 'search keystroke' : 'filter change', samples }
}

async function benchLarge(browser) {
  const out = {}
  for (const [path, noun] of [
    ['/pets', '10,000 pets'],
    ['/orders', '20,000 orders'],
  ]) {
    const seed = []
    const large = []
    const runs = Math.max(1, Math.ceil(timingRuns / 2))
    // Interleaved, so both see the same machine load.
    for (let i = 0; i < runs; i++) {
      seed.push(await measureList(browser, path, 'seed'))
      large.push(await measureList(browser, path, 'large'))
    }
    const m = (list, key) => median(list.map((r) => r[key]))
    const seedRows = m(seed, 'firstRows')
    const largeRows = m(large, 'firstRows')
    const interactions = large.flatMap((r) => r.interaction.samples)
    const kind = large[0]?.interaction.kind ?? 'none'
    const s = `${path} ${noun}`
    record('large', `${s}: first rows (seed data: ${fmt(seedRows, 'ms')})`, largeRows, {
      unit: 'ms',
      info: true,
      detail: {
        seed: spread(seed.map((r) => r.firstRows)),
        large: spread(large.map((r) => r.firstRows)),
      },
    })
    record(
      'large',
      `${s}: first rows ÷ seed-data time`,
      largeRows && seedRows ? largeRows / seedRows : null,
      {
        max: 1.3,
        unit: 'x',
      },
    )
    record('large', `${s}: total blocking time`, m(large, 'tbt'), {
      max: 50,
      unit: 'ms',
      detail: { longTasks: large.map((r) => r.longTasks), tbt: large.map((r) => r.tbt) },
    })
    record('large', `${s}: DOM nodes`, m(large, 'domNodes'), { max: 2000 })
    record('large', `${s}: JS heap used`, m(large, 'heap'), { max: 30 * MB, unit: 'MB' })
    record(
      'large',
      `${s}: ${kind} → updated rows (median of ${interactions.length})`,
      median(interactions),
      {
        max: 50,
        unit: 'ms',
        detail: interactions,
      },
    )
    out[path] = { seed, large }
  }
  return out
}

async function benchLighthouse() {
  const out = {}
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  const metrics = {
    FCP: 'first-contentful-paint',
    LCP: 'largest-contentful-paint',
    TBT: 'total-blocking-time',
    CLS: 'cumulative-layout-shift',
  }
  // Metric budgets: Lighthouse's "good" thresholds for each form factor; CLS: no visible shift.
  const metricBudget = {
    desktop: { FCP: 900, LCP: 1200, TBT: 150, CLS: 0.01 },
    mobile: { FCP: 1800, LCP: 2500, TBT: 200, CLS: 0.01 },
  }
  for (const path of lhPages) {
    for (const preset of lhForms) {
      const runs = []
      for (let i = 0; i < lhRuns; i++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
        try {
          const result = await lighthouse(
            origin + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
            preset === 'desktop' ? desktopConfig : undefined,
          )
          const lhr = result.lhr
          // The last run's full report, for digging into a failing audit (e.g. layout-shifts).
          await writeFile(
            join(outRoot, `lhr-${preset}-${path.replace(/\W+/g, '') || 'root'}.json`),
            JSON.stringify(lhr),
          )
          const failing = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id)
          runs.push({
            scores: Object.fromEntries(
              categories.map((c) => [c, (lhr.categories[c]?.score ?? 0) * 100]),
            ),
            metrics: Object.fromEntries(
              Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
            ),
            failing,
          })
          log(`lighthouse ${preset} ${path} run ${i + 1}: perf ${runs.at(-1).scores.performance}`)
        } finally {
          await chrome.kill()
        }
      }
      const key = `${preset} ${path}`
      for (const c of categories) {
        const min = preset === 'mobile' && c === 'performance' ? 98 : 100
        record(
          'lighthouse',
          `${key}: ${c} (median of ${runs.length})`,
          median(runs.map((r) => r.scores[c])),
          {
            min,
            unit: 'score',
            detail: runs.map((r) => r.scores[c]),
          },
        )
      }
      for (const k of Object.keys(metrics)) {
        record('lighthouse', `${key}: ${k}`, median(runs.map((r) => r.metrics[k])), {
          max: metricBudget[preset][k],
          unit: k === 'CLS' ? 'cls' : 'ms',
          detail: runs.map((r) => r.metrics[k]),
        })
      }
      const failing = [...new Set(runs.flatMap((r) => r.failing))]
      if (failing.length)
        record('lighthouse', `${key}: failing audits`, failing.length, {
          info: true,
          detail: failing,
        })
      out[key] = runs
    }
  }
  return out
}

// ---------- report ----------

function printTable() {
  const rows = results.map((r) => [
    r.section,
    r.name,
    r.unit === 'KiB' && r.name.includes('CSS')
      ? `${fmt(r.value, 'KiB')} / ${r.detail.brotliText}`
      : fmt(r.value, r.unit),
    r.budget,
    r.status,
  ])
  const head = ['section', 'figure', 'value', 'budget', 'result']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of rows) console.log(line(r))
  const fails = results.filter((r) => r.status === 'FAIL').length
  console.log(
    `\n${results.length - fails} of ${results.length} figures within budget (or informational); ${fails} FAIL`,
  )
}

async function main() {
  mkdirSync(outRoot, { recursive: true })
  if (!argv.includes('--no-build') || !existsSync(join(distDir, 'index.html'))) build()
  const server = await serve()
  log(`serving ${relative(root, distDir)} at ${origin}`)
  const started = new Date()
  const raw = { started: started.toISOString(), node: process.version, lhRuns, timingRuns }
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) })
  try {
    if (only.has('bundle')) {
      log('bundle sizes …')
      raw.bundle = await benchBundle(browser)
    }
    // One throwaway load: the first browser context pays for cold caches the others do not.
    const warm = await newContext(browser)
    await timeTo(await warm.newPage(), '/pets', ROW, [])
    await warm.close()
    if (only.has('timing')) {
      log('page timings …')
      raw.timing = await benchTiming(browser)
    }
    if (only.has('large')) {
      log('large dataset …')
      raw.large = await benchLarge(browser)
    }
  } finally {
    await browser.close()
  }
  try {
    if (only.has('lighthouse')) {
      log('lighthouse …')
      raw.lighthouse = await benchLighthouse()
    }
  } finally {
    server.closeAllConnections()
    server.close()
  }
  printTable()
  const report = { ...raw, finished: new Date().toISOString(), results }
  const stamp = started.toISOString().replace(/[:.]/g, '-')
  const text = JSON.stringify(report, null, 2)
  await writeFile(join(outRoot, `bench-${stamp}.json`), text)
  await writeFile(join(outRoot, 'latest.json'), text)
  log(`wrote bench-results/bench-${stamp}.json and bench-results/latest.json`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
