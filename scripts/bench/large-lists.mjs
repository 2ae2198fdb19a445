// Large lists: 10,000 pets and 20,000 orders, from `npm run api` (a real HTTP server, against the
// same pages with the seed data, runs interleaved) and from the in-browser demo; with --orders=N,
// /orders with N orders. Functions passed to page.evaluate run in the browser, hence its globals.
/* global window */
import { ROW, measureList, timeTo, withPage } from './browser.mjs'
import { floorOrigin } from './floor.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { startApi, stopApi } from './local-api.mjs'
import { apiSiteOrigin, demoOrigin, options } from './options.mjs'
import { MB, fmt, log, median, record, recordErrors, spread } from './report.mjs'

// The lists, and the input whose effect on the rows is timed.
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

/** The floor's page, loaded like the large lists (its TBT, DOM and heap), for the rows beside. */
const loadFloor = (browser) => measureList(browser, `${floorOrigin}/pets`, { full: true })

/** The floor's medians of one key, as a budget's `floor` (compared by difference). */
const floorOf = (loads, key) => ({ floor: median(loads.map((r) => r[key])), by: 'difference' })

/** Loads both lists from the API server with each dataset, `runs` times, interleaved. */
async function loadFromApi(browser) {
  const perPage = () => Object.fromEntries(lists.map((list) => [list.path, []]))
  const data = { seed: perPage(), large: perPage(), floor: [] }
  // Interleaved, so both datasets see the same machine load: each run starts the seed server,
  // loads both pages, then the large server, and loads both pages again.
  for (let i = 0; i < options.loads; i++) {
    for (const dataset of ['seed', 'large']) {
      const api = await startApi(dataset)
      try {
        // The first load in a browser pays for cold caches the others do not.
        if (i === 0 && dataset === 'seed') await measureList(browser, `${apiSiteOrigin}/pets`)
        for (const list of lists) {
          const more =
            dataset === 'large' ? { full: true, expect: list.large, steps: list.steps } : {}
          data[dataset][list.path].push(await measureList(browser, apiSiteOrigin + list.path, more))
        }
      } finally {
        await stopApi(api)
      }
      log(`large: run ${i + 1} of ${options.loads}, ${dataset} data done`)
    }
    data.floor.push(await loadFloor(browser))
  }
  return data
}

export async function benchLarge(browser) {
  const data = await loadFromApi(browser)
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
      ...floorOf(data.floor, 'firstRows'),
      by: 'ratio',
      detail: { seed: seed.map((r) => r.firstRows), large: large.map((r) => r.firstRows) },
    })
    record('large', `${s}: first rows ÷ seed-data time`, m('firstRows') / seedRows, {
      max: 1.5,
      unit: 'x',
    })
    record('large', `${s}: TBT to first rows + 1 s`, m('tbt'), {
      max: 100,
      unit: 'ms',
      ...floorOf(data.floor, 'tbt'),
      detail: large.map((r) => ({ tbt: r.tbt, longTasks: r.longTasks })),
    })
    record('large', `${s}: DOM nodes`, m('domNodes'), {
      max: 2000,
      ...floorOf(data.floor, 'domNodes'),
    })
    record('large', `${s}: JS heap after GC`, m('heap'), {
      max: 30 * MB,
      unit: 'MB',
      ...floorOf(data.floor, 'heap'),
    })
    record('large', `${s}: ${list.input} → new rows (median of ${inputs.length})`, median(inputs), {
      max: 50,
      unit: 'ms',
      detail: inputs,
    })
  }
  const all = [...Object.values(data.seed), ...Object.values(data.large), data.floor].flat()
  recordErrors(
    'large',
    all.flatMap((r) => r.errors),
  )
  return data
}

/**
 * One load of /orders with `--orders` orders: the first rows, the count of them all on the page,
 * the longest main-thread task from the start until 2 s after that, and the heap after GC.
 */
function loadManyOrders(browser, count) {
  const all = `${count.toLocaleString('en-US')} orders`
  return withPage(browser, {}, async (page, context, errors) => {
    const firstRows = await timeTo(page, `${apiSiteOrigin}/orders`, ROW)
    await page.locator('main').getByText(all).first().waitFor({ timeout: 180_000 })
    const allRows = await page.evaluate(() => performance.now())
    await page.waitForTimeout(2000)
    const longTasks = await page.evaluate(() => window.__bench.longTasks)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null
    const longest = Math.max(0, ...longTasks.map((t) => t.duration))
    return { firstRows, allRows, longest, heap, longTasks, errors }
  })
}

/** --orders=N: /orders with N orders from `npm run api`, --runs times (issue 46, part 5). */
export async function benchManyOrders(browser) {
  const count = options.orders
  const api = await startApi('large', { orders: count })
  const loads = []
  try {
    for (let i = 0; i < options.loads; i++) {
      loads.push(await loadManyOrders(browser, count))
      log(`large: ${count} orders, load ${i + 1} of ${options.loads}`)
    }
  } finally {
    await stopApi(api)
  }
  const m = (key) => median(loads.map((r) => r[key]))
  const s = `/orders ${count.toLocaleString('en-US')} orders (median of ${loads.length})`
  const info = (name, key, unit, more = {}) =>
    record('large', `${s}: ${name}`, m(key), {
      unit,
      info: true,
      detail: loads.map((r) => r[key]),
      ...more,
    })
  info('first rows', 'firstRows', 'ms')
  info('all of them counted', 'allRows', 'ms')
  record('large', `${s}: longest main-thread task`, m('longest'), {
    max: 200,
    unit: 'ms',
    // Each load's long tasks as [start, duration] in ms, to tell the page's start from the list's.
    detail: loads.map((r) => r.longTasks.map((t) => [t.start, t.duration].map(Math.round))),
  })
  info('JS heap after GC', 'heap', 'MB')
  recordErrors(
    'large',
    loads.flatMap((r) => r.errors),
  )
  return loads
}

/**
 * --lh-large: Lighthouse mobile (its default, simulated slow 4G and a 4× slower CPU) on /pets with
 * 10,000 pets from `npm run api`, --lh-runs times: the LCP issue 46 (part 6) compares with Swagger
 * UI's on the same server.
 */
export async function benchLargeLighthouse() {
  const api = await startApi('large')
  const runs = []
  try {
    for (let i = 0; i < options.lhRuns; i++)
      runs.push(await runLighthouse(`${apiSiteOrigin}/pets`, 'mobile', 'lhr-large-pets.json'))
  } finally {
    await stopApi(api)
  }
  const s = `Lighthouse mobile /pets, 10,000 pets from npm run api (median of ${runs.length})`
  for (const metric of ['FCP', 'LCP', 'TBT'])
    record('large', `${s}: ${metric}`, median(runs.map((r) => r.metrics[metric])), {
      unit: 'ms',
      info: true,
      detail: runs.map((r) => Math.round(r.metrics[metric])),
    })
  record('large', `${s}: performance`, median(runs.map((r) => r.scores.performance)), {
    unit: 'score',
    info: true,
    detail: { lcpElement: [...new Set(runs.map((r) => r.lcpElement))] },
  })
  return runs
}

export async function benchDemo(browser) {
  const { loads: runs } = options
  const out = { floor: [] }
  for (const list of lists) {
    const loads = []
    for (let i = 0; i < runs; i++) {
      const more = { demoDataset: 'large', full: true, expect: list.large }
      loads.push(await measureList(browser, demoOrigin + list.path, more))
      out.floor.push(await loadFloor(browser))
    }
    const m = (key) => median(loads.map((r) => r[key]))
    const s = `${list.path} ${list.large} (median of ${runs})`
    record('demo', `${s}: first rows`, m('firstRows'), {
      max: 3000,
      unit: 'ms',
      ...floorOf(out.floor, 'firstRows'),
      by: 'ratio',
      detail: spread(loads.map((r) => r.firstRows)),
    })
    record('demo', `${s}: TBT to first rows + 1 s`, m('tbt'), {
      unit: 'ms',
      info: true,
      ...floorOf(out.floor, 'tbt'),
      detail: loads.map((r) => r.tbt),
    })
    record('demo', `${s}: JS heap after GC`, m('heap'), {
      unit: 'MB',
      info: true,
      ...floorOf(out.floor, 'heap'),
    })
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
