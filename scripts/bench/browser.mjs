// Loads pages in headless Chromium (Playwright) and times them: navigation → a selector on
// screen, long tasks, DOM size, heap, input → new rows. Functions passed to page.evaluate and
// addInitScript run in the browser, hence its globals.
/* global window, document, requestAnimationFrame, caches */
import { chromeFlags, chromePath } from './options.mjs'

// Rows: the pet's name cell (pets) and the order's pet cell (orders) both link to /pets/<id>;
// skeleton rows have no links, so this matches real data only. The floor's rows match it too.
export const ROW = 'main table tbody tr a[href*="/pets/"]'
// src/lib/storage.ts: `petstore:${BASE_URL}:demo`; the bench builds for the base path /.
export const DEMO_KEY = 'petstore:/:demo'

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test')
  return chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) })
}

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
      if (document.querySelector(selector)) {
        window.__bench.seen.target = performance.now()
        // The same moment in a performance trace.
        performance.mark('bench:first-rows')
      } else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
}

/**
 * Runs `fn(page, context, errors)` with a page in a fresh browser context (empty storage and
 * cache); `errors` collects the page's console errors and uncaught exceptions. `cpu`: how many
 * times slower Chromium runs the page's scripts (CDP's CPU throttling); `locale`: the browser's
 * language, which the console starts in.
 */
export async function withPage(browser, { demoDataset, cpu = 1, locale } = {}, fn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale })
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
    const errors = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    }
    return await fn(page, context, errors)
  } finally {
    await context.close()
  }
}

/** Navigates and returns ms from navigation start until `selector` is on screen. */
export async function timeTo(page, url, selector) {
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
export async function measureList(browser, url, { demoDataset, full = false, expect, steps } = {}) {
  return withPage(browser, { demoDataset }, async (page, context, errors) => {
    const firstRows = await timeTo(page, url, ROW)
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

/**
 * Waits until the page's service worker is active and its caches have stopped growing. With the
 * CPU slowed it registers at an idle moment that can come after the network is idle, and a repeat
 * visit traced before then would not be served by it, and would pay for its caching instead.
 */
export async function offlineCopyKept(page) {
  const kept = () =>
    page.evaluate(async () => {
      if (!(await navigator.serviceWorker.getRegistration())?.active) return 0
      let count = 0
      for (const name of await caches.keys())
        count += (await (await caches.open(name)).keys()).length
      return count
    })
  // It keeps one file at a time: done when the count is unchanged over a few looks.
  let last = -1
  let same = 0
  for (const deadline = Date.now() + 30_000; same < 3;) {
    if (Date.now() > deadline) throw new Error('the service worker kept no files')
    await page.waitForTimeout(250)
    const now = await kept()
    same = now > 0 && now === last ? same + 1 : 0
    last = now
  }
}
