// The explorer section (`npm run bench -- --only=explorer`): the demo's Large dataset,
// 20,000 orders (about 7 MB), asked for in the API explorer. From Send to the tree's first row, the
// longest task on the way (budget: none over 100 ms, so the page never freezes), the rows drawn
// (the tree is virtualized), and a search over every order. Runs in the demo build's browser.
// Functions passed to page.evaluate and addInitScript run in the browser, hence its globals.
/* global window, document */
import { DEMO_KEY } from './browser.mjs'
import { startApi, stopApi } from './local-api.mjs'
import { apiBaseUrl, demoOrigin, options } from './options.mjs'
import { median, record } from './report.mjs'

const TREE_ROOT = '[role="tree"] [role="treeitem"][aria-level="1"]'

/** Long tasks from now on, kept in the page (the one API that sees them all). */
function watchLongTasks() {
  window.__explorerBench = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__explorerBench.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask' })
}

const tasksSince = (page, since) =>
  page.evaluate((t) => window.__explorerBench.filter((task) => task.start >= t), since)

/** Does `act`, then returns ms until `done(arg)` holds in the page, with the long tasks meanwhile. */
async function timeAction(page, act, done, arg = null) {
  const start = await page.evaluate(() => performance.now())
  await act()
  await page.waitForFunction(done, arg, { timeout: 120_000, polling: 'raf' })
  const end = await page.evaluate(() => performance.now())
  // Work that follows the first paint (the contract check's slices) counts for the freeze too.
  await page.waitForTimeout(1000)
  const tasks = await tasksSince(page, start)
  return { ms: end - start, tasks }
}

async function oneRun(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    await context.addInitScript(
      (key) =>
        localStorage.getItem(key) ||
        localStorage.setItem(
          key,
          JSON.stringify({ dataset: 'large', seededAt: Date.now(), added: [] }),
        ),
      DEMO_KEY,
    )
    const page = await context.newPage()
    if (options.explorerCpu > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.explorerCpu })
    }
    await page.goto(`${demoOrigin}/explorer?operation=showPetById&petId=1`)
    await page.getByRole('heading', { name: 'API explorer' }).waitFor({ timeout: 60_000 })
    const send = page.getByRole('button', { name: 'Send', exact: true })
    // The Operation combobox: an operation's words typed, its option (the first match) chosen.
    const choose = async (label) => {
      await page.getByRole('combobox', { name: 'Operation' }).click()
      await page.getByRole('combobox', { name: 'Operation' }).fill(label)
      await page.keyboard.press('Enter')
    }
    const treeShows = (text) =>
      page.locator(TREE_ROOT).filter({ hasText: text }).waitFor({ timeout: 120_000 })
    // Unmeasured: the demo's worker starts, and its in-browser server makes the Large dataset.
    await choose('GET /store/orders')
    await send.click()
    await treeShows('20,000 items')
    await choose('GET /pets/{petId}')
    await page.getByLabel('petId').fill('1')
    await send.click()
    await treeShows('4 fields')
    await choose('GET /store/orders')
    await page.evaluate(watchLongTasks)
    const open = await timeAction(
      page,
      () => send.click(),
      (sel) => document.querySelector(sel)?.textContent?.includes('20,000 items'),
      TREE_ROOT,
    )
    const rowsDrawn = await page.locator('[role="treeitem"]').count()
    const search = await timeAction(
      page,
      () => page.getByLabel('Search the body').fill('complete'),
      () => /^1 of 20,000/.test(document.querySelector('.json-tree-search-status')?.textContent),
    )
    // The floor: parsing the same body once, which any page that shows it must do. The demo
    // answers inside the page only, so the same 20,000 orders come from `npm run api`.
    const api = await startApi('large')
    const body = await (
      await fetch(`${apiBaseUrl}/store/orders`)
    )
      .text()
      .finally(() => stopApi(api))
    const parseMs = await page.evaluate((text) => {
      const start = performance.now()
      JSON.parse(text)
      return performance.now() - start
    }, body)
    return { open, search, rowsDrawn, parseMs }
  } finally {
    await context.close()
  }
}

const longest = (tasks) => Math.max(0, ...tasks.map((t) => t.duration))

/** Measures --runs times; returns the raw figures for the report. */
export async function benchExplorer(browser) {
  const runs = options.loads
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await oneRun(browser))
  const m = (pick) => median(samples.map(pick))
  const cpu = options.explorerCpu > 1 ? `, CPU ${options.explorerCpu}× slower` : ''
  const s = `/explorer GET /store/orders, 20,000 orders${cpu} (median of ${runs})`
  record(
    'explorer',
    `${s}: Send → tree`,
    m((r) => r.open.ms),
    {
      unit: 'ms',
      info: true,
      detail: samples.map((r) => Math.round(r.open.ms)),
    },
  )
  record(
    'explorer',
    `${s}: longest task, Send → tree + 1 s`,
    m((r) => longest(r.open.tasks)),
    {
      max: 100,
      unit: 'ms',
      detail: samples.map((r) => r.open.tasks.map((t) => Math.round(t.duration))),
    },
  )
  record(
    'explorer',
    `${s}: floor, JSON.parse of the same body in the page`,
    m((r) => r.parseMs),
    {
      unit: 'ms',
      info: true,
      detail: samples.map((r) => Math.round(r.parseMs)),
    },
  )
  record(
    'explorer',
    `${s}: tree rows drawn`,
    m((r) => r.rowsDrawn),
    { max: 100 },
  )
  record(
    'explorer',
    `${s}: search "complete" → 1 of 20,000`,
    m((r) => r.search.ms),
    {
      unit: 'ms',
      info: true,
      detail: samples.map((r) => Math.round(r.search.ms)),
    },
  )
  record(
    'explorer',
    `${s}: longest task while searching`,
    m((r) => longest(r.search.tasks)),
    {
      max: 100,
      unit: 'ms',
      detail: samples.map((r) => r.search.tasks.map((t) => Math.round(t.duration))),
    },
  )
  return samples
}
