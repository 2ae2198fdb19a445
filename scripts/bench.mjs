// The performance benchmark (`npm run bench`): the budgets of issue 12, each figure printed beside
// its budget with PASS or FAIL, the whole report written to bench-results/latest.json (and a
// timestamped copy). A benchmark, not a test: timings on a busy machine are noisy.
//
// Sections (--only=bundle,timing,large,demo,lighthouse, all by default):
//   bundle      First page JS, from the build manifest (no browser): gzip of the entry's and the
//               opened route module's static-import closures, demo-only chunks left out.
//   timing      Demo build: navigation → first pet row, → a pet's page (info).
//   large       A production build against `npm run api` (a real HTTP server): 10,000 pets and
//               20,000 orders, against the same pages with the seed data, runs interleaved.
//   demo        Demo build with the demo's large set in localStorage before load.
//   lighthouse  Demo build, /pets and /orders, desktop and mobile, median of --lh-runs.
//
// Options: --no-build (reuse the builds in bench-results/), --runs=5 (loads per figure),
//          --lh-runs=3, --lh-pages=/pets,/orders, --lh-forms=desktop,mobile,
//          --port=4180 (the demo site; the API server listens on port+1, the site using it on port+2),
//          --bundle-budget=118 (KiB gzip per first page; CI passes a looser one to catch regressions)
// CHROMIUM_PATH overrides /usr/bin/chromium. Exits non-zero when any figure misses its budget.
// Functions passed to page.evaluate and addInitScript run in the browser, hence its globals.
/* global window, document, requestAnimationFrame */
import { spawn, spawnSync } from 'node:child_process'
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
import { dirname, extname, join, posix, relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outRoot = join(root, 'bench-results')
// Builds of their own, so the benchmark never overwrites a dist/ that something else is serving.
const distDir = join(outRoot, 'dist')
const apiDistDir = join(outRoot, 'dist-api')
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
const sections = ['bundle', 'timing', 'large', 'demo', 'lighthouse']
const only = new Set(opt('only', sections.join(',')).split(','))
const unknown = [...only].filter((s) => !sections.includes(s))
if (unknown.length) {
  console.error(`Unknown section(s) ${unknown.join(', ')}: use ${sections.join(', ')}`)
  process.exit(2)
}
const runs = Number(opt('runs', 5))
const lhRuns = Number(opt('lh-runs', 3))
const lhPages = opt('lh-pages', '/pets,/orders').split(',')
const lhForms = opt('lh-forms', 'desktop,mobile').split(',')
const port = Number(opt('port', 4180))
const bundleBudgetKiB = Number(opt('bundle-budget', 118))
if (!(bundleBudgetKiB > 0)) {
  console.error('--bundle-budget takes a size in KiB, e.g. --bundle-budget=123')
  process.exit(2)
}
const apiPort = port + 1
const demoOrigin = `http://127.0.0.1:${port}`
const apiBaseUrl = `http://127.0.0.1:${apiPort}/v1`
const apiSiteOrigin = `http://127.0.0.1:${port + 2}`

const KiB = 1024
const MB = 1e6
// Rows: the pet's name cell (pets) and the order's pet cell (orders) both link to /pets/<id>;
// skeleton rows have no links, so this matches real data only.
const ROW = 'main table tbody tr a[href*="/pets/"]'
const PET_PAGE = 'main dl'
// src/lib/storage.ts: `petstore:${BASE_URL}:demo`; the bench builds for the base path /.
const DEMO_KEY = 'petstore:/:demo'
// The lists of the large-data sections, and the input whose effect on the rows is timed.
const lists = [
  {
    path: '/pets',
    large: '10,000 pets',
    input: 'keystroke in "Search pets"',
    steps: (page) => {
      const keys = ['a', 'Backspace', 'e', 'Backspace', 'o', 'Backspace']
      return keys.map((key) => () => page.getByLabel('Search pets').press(key))
    },
  },
  {
    path: '/orders',
    large: '20,000 orders',
    input: 'change of "Complete"',
    steps: (page) => {
      const values = ['yes', '', 'no', '', 'yes', '']
      const select = page.getByLabel('Complete', { exact: true })
      return values.map((value) => () => select.selectOption({ value }))
    },
  },
]

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

/** One row of the report: a figure, its budget, and whether it meets it (INFO: no budget). */
const results = []
function record(section, name, value, { max, min, unit = '', info = false, detail } = {}) {
  let status = 'INFO'
  if (!info) {
    if (typeof value !== 'number' || Number.isNaN(value)) status = 'FAIL'
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
  if (typeof v === 'string') return v
  if (unit === 'KiB') return `${(v / KiB).toFixed(1)} KiB`
  if (unit === 'MB') return `${(v / MB).toFixed(1)} MB`
  if (unit === 'ms') return `${Math.round(v)} ms`
  if (unit === 'x') return `${v.toFixed(2)}×`
  if (unit === 'score') return String(Math.round(v))
  return Math.round(v).toLocaleString('en')
}

// ---------- builds, the static host and the API server ----------

function build(outDir, env) {
  log(`building ${relative(root, outDir)} …`)
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  )
  if (r.status !== 0) throw new Error(`vite build into ${relative(root, outDir)} failed`)
}

/** The default (demo) build; empty variables so a developer's .env.local cannot change it. */
function buildDemo() {
  if (argv.includes('--no-build') && existsSync(join(distDir, 'app-files.json'))) return
  build(distDir, {
    BASE_PATH: '/',
    VITE_DEFAULT_ENVIRONMENT: 'demo',
    VITE_PRODUCTION_BASE_URL: '',
    VITE_STAGING_BASE_URL: '',
  })
}

/** A production build whose API is the bench's API server (its origin is in the CSP). */
function buildApiSite() {
  const index = join(apiDistDir, 'index.html')
  const current =
    existsSync(index) && readFileSync(index, 'utf8').includes(new URL(apiBaseUrl).origin)
  if (argv.includes('--no-build') && current) return
  build(apiDistDir, {
    BASE_PATH: '/',
    VITE_DEFAULT_ENVIRONMENT: 'production',
    VITE_PRODUCTION_BASE_URL: apiBaseUrl,
    VITE_STAGING_BASE_URL: '',
  })
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
const gzip = (buf) => gzipSync(buf, { level: 9 })
const brotli = (buf) =>
  brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
const compressedCache = new Map()

/** A static host like the ones the site is deployed to: compression, long caching of hashed assets, SPA fallback. */
function serve(dir, listenPort) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let file = join(dir, decodeURIComponent(url.pathname))
    if (!file.startsWith(dir)) {
      res.writeHead(403).end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const type = types[extname(file)] ?? 'application/octet-stream'
    const headers = {
      'Content-Type': type,
      'Cache-Control': file.startsWith(join(dir, 'assets/'))
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    if (/text|javascript|json|svg/.test(type) && /\b(br|gzip)\b/.test(accept)) {
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
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(listenPort, '127.0.0.1', () => ok(server))
  })
}
function closeServer(server) {
  server.closeAllConnections()
  server.close()
}

/** API servers still running; killed on the way out, whatever the way out is. */
const apiServers = new Set()
process.on('exit', () => apiServers.forEach((child) => child.kill('SIGKILL')))
// Ctrl-C or a kill: leave through 'exit', so the API server goes too.
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

const apiState = () =>
  fetch(`${apiBaseUrl}/_demo/state`, { signal: AbortSignal.timeout(2000) }).then((r) => r.json())

/** Starts `npm run api` with a dataset and returns once it answers with that dataset. */
async function startApi(dataset) {
  if (await apiState().catch(() => null)) throw new Error(`port ${apiPort} is already in use`)
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-server.ts', `--port=${apiPort}`, `--dataset=${dataset}`],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, API_KEY: '' } },
  )
  apiServers.add(child)
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const deadline = Date.now() + 30_000
  while (child.exitCode === null && Date.now() < deadline) {
    const state = await apiState().catch(() => null)
    if (state?.dataset === dataset) {
      // A running server has served its lists before: warm its code paths like one.
      for (const list of ['/pets', '/store/orders']) await (await fetch(apiBaseUrl + list)).text()
      return child
    }
    await sleep(100)
  }
  await stopApi(child)
  throw new Error(`the API server (${dataset}) did not start: ${stderr.trim()}`)
}
async function stopApi(child) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(5000)])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  apiServers.delete(child)
}

// ---------- browser helpers ----------

/** Marks when a selector first shows up (checked every frame, so close to when it is painted). */
function watchScript() {
  window.__bench = { seen: {}, longTasks: [] }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__bench.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No long task API: TBT reads as 0 and the report's long-task counts say so.
  }
  window.__benchWatch = (selector) => {
    const tick = () => {
      if (document.querySelector(selector)) window.__bench.seen.target = performance.now()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
}

/** Runs `fn` with a page in a fresh browser context (empty storage and cache). */
async function withPage(browser, { demoDataset } = {}, fn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    if (demoDataset)
      await context.addInitScript(
        ([key, dataset]) => {
          if (!localStorage.getItem(key))
            localStorage.setItem(key, JSON.stringify({ dataset, seededAt: Date.now(), added: [] }))
        },
        [DEMO_KEY, demoDataset],
      )
    await context.addInitScript(watchScript)
    const page = await context.newPage()
    return await fn(page, context)
  } finally {
    await context.close()
  }
}

/** Navigates and returns ms from navigation start until `selector` is on screen. */
async function timeTo(page, url, selector, consoleErrors) {
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  page.on('pageerror', (e) => consoleErrors.push(e.message))
  await page.goto(url, { waitUntil: 'commit' })
  await page.evaluate((sel) => window.__benchWatch(sel), selector)
  await page.waitForFunction(() => window.__bench.seen.target !== undefined, null, {
    timeout: 60_000,
    polling: 50,
  })
  return page.evaluate(() => window.__bench.seen.target)
}

/**
 * Loads a list page and returns ms to its first rows; with `full`, also TBT (the part over 50 ms
 * of each long task, from navigation until first rows + 1 s), DOM nodes, the JS heap after a
 * garbage collection and, given `steps`, the input → new rows times. `expect`: text the page
 * must show by then (the dataset's count), so a wrong dataset fails loudly instead of measuring.
 */
async function measureList(browser, url, { demoDataset, full = false, expect, steps } = {}) {
  return withPage(browser, { demoDataset }, async (page, context) => {
    const errors = []
    const firstRows = await timeTo(page, url, ROW, errors)
    if (!full) return { firstRows, errors }
    const until = firstRows + 1000
    await page.waitForFunction((t) => performance.now() > t, until + 200, { polling: 50 })
    // The count the page shows ("10,000 pets"): proof that it holds the dataset meant.
    const text = await page.locator('main').textContent()
    if (expect && !text.includes(expect)) throw new Error(`${url}: no "${expect}" on the page`)
    const longTasks = await page.evaluate(() => window.__bench.longTasks)
    const tbt = longTasks.reduce(
      (sum, t) => sum + Math.max(0, Math.min(t.start + t.duration, until) - (t.start + 50)),
      0,
    )
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null
    const inputs = steps ? await measureInputs(page, steps(page)) : []
    return { firstRows, tbt, longTasks, domNodes, heap, inputs, errors }
  })
}

/**
 * Time from an input event to the frame that shows different rows. Start: the event's own
 * timestamp; end: a task queued from the first animation frame in which the rows differ (so after
 * that frame's paint).
 */
async function measureInputs(page, steps) {
  const samples = []
  for (const step of steps) {
    await page.evaluate((rowSel) => {
      const signature = () => {
        const body = document.querySelector(rowSel)?.closest('tbody')
        return body ? `${body.rows.length}|${body.textContent?.slice(0, 400)}` : ''
      }
      const before = signature()
      window.__benchInput = new Promise((done) => {
        let start = null
        const arm = (e) => {
          start ??= e.timeStamp
        }
        for (const type of ['keydown', 'input', 'change'])
          document.addEventListener(type, arm, { capture: true, once: true })
        const deadline = performance.now() + 5000
        const frame = () => {
          if (start !== null && signature() !== before)
            setTimeout(() => done(performance.now() - start), 0)
          else if (performance.now() > deadline) done(null)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
    }, ROW)
    await step()
    samples.push(await page.evaluate(() => window.__benchInput))
  }
  return samples
}

const recordErrors = (section, errors) =>
  record(section, 'console errors during these loads', errors.length, {
    info: true,
    detail: [...new Set(errors)].slice(0, 5),
  })

// ---------- sections ----------

/** Each page's lazy route module, as src/app/pages.ts imports it: path → module path in src/. */
function routeModules() {
  const source = readFileSync(join(root, 'src/app/pages.ts'), 'utf8')
  const modules = new Map()
  let path = null
  // Each page declares its path, then its load: () => import('…').
  for (const m of source.matchAll(/(['"])(\/[^'"]*|\*)\1|import\(\s*(['"])([^'"]+)\3\s*\)/g)) {
    if (m[2] !== undefined) path = m[2]
    else if (path !== null) {
      modules.set(path, posix.join('src/app', m[4]))
      path = null
    }
  }
  return modules
}

async function benchBundle() {
  const manifest = JSON.parse(readFileSync(join(distDir, 'app-files.json'), 'utf8'))
  const gzipBytes = new Map()
  const gz = (file) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzip(readFileSync(join(distDir, file))).length)
    return gzipBytes.get(file)
  }
  const size = (files) => files.reduce((sum, f) => sum + gz(f), 0)
  /** The JS files a manifest key loads before it runs: itself and its static imports, recursively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`)
    seen.add(key)
    for (const i of manifest[key].imports ?? []) closure(i, seen)
    return seen
  }
  const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
  const keyOf = (module) =>
    ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts']
      .map((e) => module + e)
      .find((k) => manifest[k]) ?? module
  const routes = routeModules()
  const demo = jsOf(closure('src/mocks/browser.ts'))
  const out = {}
  for (const path of ['/', '/pets', '/orders']) {
    if (!routes.has(path)) throw new Error(`no route module for ${path} in src/app/pages.ts`)
    const route = keyOf(routes.get(path))
    const files = jsOf(closure(route, closure('index.html')))
    const demoOnly = demo.filter((f) => !files.includes(f))
    const js = size(files)
    record('bundle', `first page ${path} (${route}): JS gzip`, js, {
      max: bundleBudgetKiB * KiB,
      unit: 'KiB',
      detail: files.map((f) => ({ file: f, gzip: gz(f) })),
    })
    record('bundle', `first page ${path}: demo-only JS gzip (demo mode)`, size(demoOnly), {
      unit: 'KiB',
      info: true,
      detail: demoOnly,
    })
    out[path] = { route, files, gzip: js, demoOnly, demoOnlyGzip: size(demoOnly) }
  }
  const all = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
  record('bundle', `all JS (${all.length} files): gzip`, size(all), { unit: 'KiB', info: true })
  out.allJsGzip = size(all)
  return out
}

async function benchTiming(browser) {
  const errors = []
  const toRow = []
  const toPet = []
  let petPath = null
  for (let i = 0; i < runs; i++)
    await withPage(browser, {}, async (page) => {
      toRow.push(await timeTo(page, `${demoOrigin}/pets`, ROW, errors))
      petPath ??= await page.locator(ROW).first().getAttribute('href')
    })
  for (let i = 0; i < runs; i++)
    await withPage(browser, {}, async (page) => {
      toPet.push(await timeTo(page, demoOrigin + petPath, PET_PAGE, errors))
    })
  record('timing', `demo: navigation → first pet row (median of ${runs})`, median(toRow), {
    unit: 'ms',
    info: true,
    detail: spread(toRow),
  })
  record('timing', `demo: navigation → pet page ${petPath} (median of ${runs})`, median(toPet), {
    unit: 'ms',
    info: true,
    detail: spread(toPet),
  })
  recordErrors('timing', errors)
  return { toRow, toPet, petPath, errors }
}

async function benchLarge(browser) {
  const perPage = () => Object.fromEntries(lists.map((list) => [list.path, []]))
  const data = { seed: perPage(), large: perPage() }
  // Interleaved, so both datasets see the same machine load: each run starts the seed server,
  // loads both pages, then the large server, and loads both pages again.
  for (let i = 0; i < runs; i++) {
    for (const dataset of ['seed', 'large']) {
      const api = await startApi(dataset)
      try {
        // The first load in a browser pays for cold caches the others do not.
        if (i === 0 && dataset === 'seed') await measureList(browser, `${apiSiteOrigin}/pets`)
        for (const list of lists) {
          const options =
            dataset === 'large' ? { full: true, expect: list.large, steps: list.steps } : {}
          data[dataset][list.path].push(
            await measureList(browser, apiSiteOrigin + list.path, options),
          )
        }
      } finally {
        await stopApi(api)
      }
      log(`large: run ${i + 1} of ${runs}, ${dataset} data done`)
    }
  }
  for (const list of lists) {
    const seed = data.seed[list.path]
    const large = data.large[list.path]
    const m = (key) => median(large.map((r) => r[key]))
    const seedRows = median(seed.map((r) => r.firstRows))
    const inputs = large.flatMap((r) => r.inputs)
    const s = `${list.path} ${list.large}`
    record('large', `${s}: first rows (seed data: ${fmt(seedRows, 'ms')})`, m('firstRows'), {
      unit: 'ms',
      info: true,
      detail: { seed: seed.map((r) => r.firstRows), large: large.map((r) => r.firstRows) },
    })
    record('large', `${s}: first rows ÷ seed-data time`, m('firstRows') / seedRows, {
      max: 1.5,
      unit: 'x',
    })
    record('large', `${s}: TBT to first rows + 1 s`, m('tbt'), {
      max: 100,
      unit: 'ms',
      detail: large.map((r) => ({ tbt: r.tbt, longTasks: r.longTasks })),
    })
    record('large', `${s}: DOM nodes`, m('domNodes'), { max: 2000 })
    record('large', `${s}: JS heap after GC`, m('heap'), { max: 30 * MB, unit: 'MB' })
    record('large', `${s}: ${list.input} → new rows (median of ${inputs.length})`, median(inputs), {
      max: 50,
      unit: 'ms',
      detail: inputs,
    })
  }
  recordErrors(
    'large',
    [...Object.values(data.seed), ...Object.values(data.large)].flat().flatMap((r) => r.errors),
  )
  return data
}

async function benchDemo(browser) {
  const out = {}
  for (const list of lists) {
    const loads = []
    for (let i = 0; i < runs; i++)
      loads.push(
        await measureList(browser, demoOrigin + list.path, {
          demoDataset: 'large',
          full: true,
          expect: list.large,
        }),
      )
    const m = (key) => median(loads.map((r) => r[key]))
    const s = `${list.path} ${list.large} (median of ${runs})`
    record('demo', `${s}: first rows`, m('firstRows'), {
      max: 3000,
      unit: 'ms',
      detail: spread(loads.map((r) => r.firstRows)),
    })
    record('demo', `${s}: TBT to first rows + 1 s`, m('tbt'), {
      unit: 'ms',
      info: true,
      detail: loads.map((r) => r.tbt),
    })
    record('demo', `${s}: JS heap after GC`, m('heap'), { unit: 'MB', info: true })
    out[list.path] = loads
  }
  recordErrors(
    'demo',
    Object.values(out)
      .flat()
      .flatMap((r) => r.errors),
  )
  return out
}

async function benchLighthouse() {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const out = {}
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  const metrics = {
    FCP: 'first-contentful-paint',
    LCP: 'largest-contentful-paint',
    TBT: 'total-blocking-time',
    CLS: 'cumulative-layout-shift',
  }
  for (const path of lhPages) {
    for (const form of lhForms) {
      const lhrs = []
      for (let i = 0; i < lhRuns; i++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
        try {
          const { lhr } = await lighthouse(
            demoOrigin + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
            form === 'desktop' ? desktopConfig : undefined,
          )
          // The last run's full report, for digging into a failing audit.
          await writeFile(
            join(outRoot, `lhr-${form}-${path.replace(/\W+/g, '') || 'root'}.json`),
            JSON.stringify(lhr),
          )
          lhrs.push(lhr)
          log(`lighthouse ${form} ${path} run ${i + 1}: perf ${lhr.categories.performance?.score}`)
        } finally {
          await chrome.kill()
        }
      }
      const runsOut = lhrs.map((lhr) => ({
        scores: Object.fromEntries(
          categories.map((c) => [c, (lhr.categories[c]?.score ?? 0) * 100]),
        ),
        metrics: Object.fromEntries(
          Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
        ),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      }))
      const key = `${form} ${path}`
      for (const c of categories) {
        const scores = runsOut.map((r) => r.scores[c])
        record('lighthouse', `${key}: ${c} (median of ${scores.length})`, median(scores), {
          min: form === 'mobile' && c === 'performance' ? 97 : 100,
          unit: 'score',
          detail: scores,
        })
      }
      const metric = (k) => median(runsOut.map((r) => r.metrics[k]))
      const text = ['FCP', 'LCP', 'TBT']
        .map((k) => `${k} ${fmt(metric(k), 'ms')}`)
        .concat(`CLS ${metric('CLS')?.toFixed(3) ?? 'n/a'}`)
        .join(' · ')
      record('lighthouse', `${key}: metrics (medians)`, text, {
        info: true,
        detail: runsOut.map((r) => r.metrics),
      })
      const failing = [...new Set(runsOut.flatMap((r) => r.failing))]
      if (failing.length)
        record('lighthouse', `${key}: failing audits`, failing.join(', '), { info: true })
      out[key] = runsOut
    }
  }
  return out
}

// ---------- report ----------

function printTable() {
  const rows = results.map((r) => [r.section, r.name, fmt(r.value, r.unit), r.budget, r.status])
  const head = ['section', 'figure', 'value', 'budget', 'result']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of rows) console.log(line(r))
  const count = (status) => results.filter((r) => r.status === status).length
  console.log(
    `\n${count('PASS')} PASS, ${count('FAIL')} FAIL, ${count('INFO')} informational (no budget)`,
  )
}

/** Runs one section; one that throws is reported as a failed figure, and the others still run. */
async function section(name, raw, fn) {
  if (!only.has(name)) return
  log(`${name} …`)
  try {
    raw[name] = await fn()
  } catch (error) {
    log(`${name} failed:`, error)
    record(name, 'section did not complete', null, { detail: String(error?.message ?? error) })
  }
}

async function main() {
  mkdirSync(outRoot, { recursive: true })
  const started = new Date()
  const raw = { started: started.toISOString(), node: process.version, runs, lhRuns }
  const demoSite = ['bundle', 'timing', 'demo', 'lighthouse'].some((s) => only.has(s))
  if (demoSite) buildDemo()
  if (only.has('large')) buildApiSite()

  await section('bundle', raw, benchBundle)
  const servers = []
  try {
    if (['timing', 'demo', 'lighthouse'].some((s) => only.has(s)))
      servers.push(await serve(distDir, port))
    if (only.has('large')) servers.push(await serve(apiDistDir, port + 2))
    if (['timing', 'large', 'demo'].some((s) => only.has(s))) {
      const { chromium } = await import('@playwright/test')
      const browser = await chromium.launch({
        executablePath: chromePath,
        args: chromeFlags.slice(1),
      })
      try {
        // One throwaway load: the first context pays for cold caches the others do not.
        if (only.has('timing') || only.has('demo'))
          await measureList(browser, `${demoOrigin}/pets`).catch((e) => log('warm-up failed:', e))
        await section('timing', raw, () => benchTiming(browser))
        await section('large', raw, () => benchLarge(browser))
        await section('demo', raw, () => benchDemo(browser))
      } finally {
        await browser.close()
      }
    }
    await section('lighthouse', raw, benchLighthouse)
  } finally {
    servers.forEach(closeServer)
  }

  printTable()
  const report = { ...raw, finished: new Date().toISOString(), results }
  const stamp = started.toISOString().replace(/[:.]/g, '-')
  const text = JSON.stringify(report, null, 2)
  await writeFile(join(outRoot, `bench-${stamp}.json`), text)
  await writeFile(join(outRoot, 'latest.json'), text)
  log(`wrote bench-results/bench-${stamp}.json and bench-results/latest.json`)
  if (results.some((r) => r.status === 'FAIL')) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
