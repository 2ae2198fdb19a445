// The contracts section (`npm run bench -- --only=contracts`, issue 46): real public OpenAPI
// descriptions that no one here wrote, from 1 KB to 47 MB, each given to the production build as
// its server's contract (config.json's Production `contractUrl`), and /explorer opened on it. Per
// description: the time from navigation until the page says "Contract: live" (or why it refused
// it), the longest main-thread task until then, the JS heap after a garbage collection, and one
// search keystroke in the Operation picker. The first row is the same page on the bundled contract,
// what the page does anyway.
//
// The descriptions and their packages are contracts-set.mjs's.
// Functions passed to page.evaluate and addInitScript run in the browser, hence its globals.
/* global window, document, requestAnimationFrame */
import { createReadStream } from 'node:fs'
import { withPage } from './browser.mjs'
import {
  BUNDLED,
  DESCRIPTIONS,
  PACKAGES,
  appWords,
  describe,
  installPackages,
} from './contracts-set.mjs'
import { startApi, stopApi } from './local-api.mjs'
import { apiBaseUrl, apiDistDir, options } from './options.mjs'
import { fmt, log, record, recordErrors, turn } from './report.mjs'
import { closeServer, serve } from './serve.mjs'
import { printRows, summarize } from './contracts-report.mjs'
import { watchContract, workersHeap } from './contracts-page.mjs'

const EXPLORER = '/explorer'

/**
 * The production build, served as a host would, with a `config.json` that this section rewrites
 * before each load and the descriptions as a server publishes its contract (same origin: the
 * build's CSP allows 'self').
 */
async function serveSite(descriptions) {
  const site = { config: {} }
  const routes = {
    '/config.json': (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
      res.end(JSON.stringify(site.config))
    },
  }
  for (const d of descriptions)
    if (d.file)
      routes[`/contracts/${d.id}.json`] = (req, res) => {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': d.bytes,
          'Cache-Control': 'no-cache',
        })
        if (req.method === 'HEAD') res.end()
        else createReadStream(d.path).pipe(res)
      }
  site.server = await serve(apiDistDir, options.contractsPort, routes)
  site.origin = `http://127.0.0.1:${options.contractsPort}`
  /** Points Production's contract at `d` (none: the bundled one). */
  site.use = (d) => {
    const production = { baseUrl: apiBaseUrl }
    if (d.file) production.contractUrl = `${site.origin}/contracts/${d.id}.json`
    site.config = { environments: { production }, defaultEnvironment: 'production' }
  }
  return site
}

/**
 * One keystroke in the Operation combobox, from its event to the frame whose options differ. A
 * native <select> has no search: that is said, not timed.
 */
async function timeKeystroke(page, search) {
  const field = page.getByRole('combobox', { name: 'Operation', exact: true })
  if ((await field.count()) === 0) return { ms: null, note: 'n/a (no Operation field)' }
  if ((await field.evaluate((e) => e.tagName)) === 'SELECT')
    return { ms: null, note: 'n/a (no search)' }
  if (!search) return { ms: null, note: 'n/a (no letter narrows the list)' }
  // Open the list with nothing typed, as one starts a search, then let it settle.
  await field.click()
  await field.fill('')
  await page.getByRole('listbox', { name: 'Operation' }).getByRole('option').first().waitFor()
  await page.waitForTimeout(300)
  await page.evaluate(() => {
    const list = () => {
      const id = document.activeElement?.getAttribute('aria-controls')
      return (id && document.getElementById(id)) || document.querySelector('[role="listbox"]')
    }
    // The rows' total height (virtualized lists size their inner box by the match count), then the
    // options drawn.
    const signature = () => {
      const box = list()
      if (!box) return 'none'
      const names = [...box.querySelectorAll('[role="option"]')].map(
        (o) => o.getAttribute('aria-label') ?? o.textContent,
      )
      return `${box.scrollHeight}|${names.join('\n')}`
    }
    const before = signature()
    window.__keystroke = new Promise((done) => {
      let start = null
      document.addEventListener('keydown', (e) => (start ??= e.timeStamp), {
        capture: true,
        once: true,
      })
      const deadline = performance.now() + 10_000
      const frame = () => {
        if (start !== null && signature() !== before)
          setTimeout(() => done(performance.now() - start), 0)
        else if (performance.now() > deadline) done(null)
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
  })
  await field.press(search.key)
  const ms = await page.evaluate(() => window.__keystroke)
  return { ms, note: ms === null ? 'no change within 10 s' : null }
}

/** Opens /explorer on description `d` once, in a fresh context. */
function loadOnce(browser, site, d, words) {
  site.use(d)
  return withPage(browser, {}, async (page, context, errors) => {
    const target = d.file ? words.live : words.bundled
    await page.addInitScript(watchContract, { target, refused: words.refused })
    await page.goto(site.origin + EXPLORER, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__contract !== null, null, {
      timeout: 120_000,
      polling: 100,
    })
    const seen = await page.evaluate(() => window.__contract)
    const refused = seen.text.includes(words.refused)
    const reason = refused
      ? seen.text
          .slice(seen.text.indexOf(words.refused) + words.refused.length)
          .split(words.refusedEnd)[0]
      : null
    // Work that follows the line's change (the picker given thousands of operations) shows in
    // the second after it.
    await page.waitForFunction((t) => performance.now() > t, seen.at + 1000, { polling: 50 })
    const tasks = await page.evaluate(() => window.__bench.longTasks)
    const longest = (list) => Math.max(0, ...list.map((t) => t.duration))
    const cdp = await context.newCDPSession(page)
    // What the tab holds as it is, and what it keeps (the figure): after a full collection.
    const { usedSize: heapBeforeGc } = await cdp.send('Runtime.getHeapUsage')
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    const keystroke = await timeKeystroke(page, d.search)
    return {
      at: seen.at,
      state: refused ? 'refused' : d.file ? 'live' : 'bundled',
      reason,
      longestUntil: longest(tasks.filter((t) => t.start < seen.at)),
      longestAfter: longest(tasks.filter((t) => t.start >= seen.at)),
      longTasks: tasks.map((t) => [Math.round(t.start), Math.round(t.duration)]),
      heap,
      heapBeforeGc,
      workerHeap: await workersHeap(cdp),
      domNodes,
      keystroke,
      errors,
    }
  })
}

/** Measures every description --runs times (3 by default), interleaved; returns the raw figures. */
export async function benchContracts(browser) {
  installPackages()
  const versions = Object.entries(PACKAGES).map(([name, v]) => `${name}@${v}`)
  const wanted = options.contracts
  const unknown = (wanted ?? []).filter((id) => !DESCRIPTIONS.some((d) => d.id === id))
  if (unknown.length)
    throw new Error(`unknown --contracts ${unknown}: use ${DESCRIPTIONS.map((d) => d.id)}`)
  const chosen = DESCRIPTIONS.filter((d) => !wanted || wanted.includes(d.id))
  const list = [await describe(BUNDLED)]
  for (const d of chosen) list.push(await describe(d))
  log(`contracts: ${versions.join(', ')}; ${list.length} descriptions:`)
  for (const d of list)
    log(
      `  ${d.id}: ${d.file ?? 'openapi.yaml'} (${fmt(d.bytes, 'MB')}, ${d.operations} operations)`,
    )
  const words = appWords()
  const site = await serveSite(list)
  // The build's Production server, as large-lists.mjs runs it: only the contract matters here.
  const api = await startApi('seed')
  const runs = options.contractRuns
  const loads = new Map(list.map((d) => [d.id, []]))
  try {
    // One throwaway load: the first context pays for cold caches the others do not.
    await loadOnce(browser, site, list[0], words)
    for (let i = 0; i < runs; i++) {
      for (const d of turn(list, i)) {
        const r = await loadOnce(browser, site, d, words)
        loads.get(d.id).push(r)
        const said = r.reason ? `refused (${r.reason})` : r.state
        log(`contracts: run ${i + 1}/${runs} ${d.id}: ${said} at ${fmt(r.at, 'ms')}`)
      }
    }
  } finally {
    await stopApi(api)
    closeServer(site.server)
  }

  const rows = list.map((d) => summarize(d, loads.get(d.id)))
  for (const r of rows) {
    const s = `${r.name}, ${fmt(r.bytes, 'MB')}, ${r.operations.toLocaleString('en')} operations (median of ${runs})`
    const shown =
      r.id === BUNDLED.id ? '"Contract: bundled"' : r.reason ? 'refused' : '"Contract: live"'
    record('contracts', `${s}: navigation → ${shown}`, r.at, {
      unit: 'ms',
      info: true,
      detail: r.reason ?? r.loads.map((l) => Math.round(l.at)),
    })
    record('contracts', `${s}: longest task until then`, r.longestUntil, {
      unit: 'ms',
      info: true,
      detail: { inTheSecondAfter: r.longestAfter, runs: r.loads.map((l) => l.longTasks) },
    })
    record('contracts', `${s}: JS heap after GC`, r.heap, {
      unit: 'MB',
      info: true,
      detail: `before GC: ${fmt(r.heapBeforeGc, 'MB')}; the page's workers: ${fmt(r.workerHeap, 'MB')}`,
    })
    const key = r.search ? ` "${r.search.key}" (${r.search.matches} of ${r.operations} match)` : ''
    record('contracts', `${s}: keystroke${key} in Operation → options`, r.keystroke, {
      unit: 'ms',
      info: true,
      detail: r.loads.map((l) => l.keystroke.ms ?? l.keystroke.note),
    })
  }
  recordErrors(
    'contracts',
    rows.flatMap((r) => r.loads.flatMap((l) => l.errors)),
  )
  printRows(rows, runs)
  return { packages: PACKAGES, runs, rows }
}
