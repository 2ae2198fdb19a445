// The peers section (`npm run bench -- --only=peers`, issue 46): the console beside the tools its
// users would otherwise pick, Swagger UI and Scalar, from their npm packages (peers-site.mjs), on
// one local host, in one interleaved run (round robin, tool by tool, --runs=3, medians).
//
// 1. An operation opened, on GitHub's full REST description (13 MB, 1,223 operations, from
//    @octokit/openapi as the contracts section reads it) and on the pet store's own contract as
//    `npm run api` publishes it (10,000 pets behind it). Each tool is given the same URL of the
//    description; "open" is defined per tool in peers-page.mjs (console: /explorer with the
//    operation chosen and its form shown from the live contract; Swagger UI: the block expanded;
//    Scalar: the operation's section in view). Per load: navigation → open, the longest
//    main-thread task until then (and in the second after), and the JS heap after a garbage
//    collection, the page's and its workers' (the console reads a contract in a worker).
// 2. The 10,000 pets over a mobile network: CDP's network emulation with Lighthouse's mobile
//    figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and its CPU slowdown (4×), the
//    same for every page. Compared: Swagger UI's Execute of listPets (after "Try it out") → the
//    response body on screen with the last pet in it; the console's explorer Send of the same
//    operation → its answer's tree says "10,000 items"; and the console's /pets, navigation →
//    its first data row. Each also from navigation, since a tool is judged by the whole wait.
// 3. Lighthouse mobile (simulated throttling, as lighthouse.mjs runs it): the LCP of the
//    console's /pets with the 10,000 pets, and of Swagger UI's page on the same contract and
//    server. Swagger UI's page shows the contract, never the pets (its call waits for Execute), so
//    its LCP is its description's text: issue 46's item 6 compares those two as it asks, and part
//    2 is the like-for-like wait for the pets.
// Functions passed to page.evaluate run in the browser, hence its globals.
/* global window, document, location */
import { throttling } from 'lighthouse/core/config/constants.js'
import { ROW, withPage } from './browser.mjs'
import { workersHeap } from './contracts-page.mjs'
import { appWords } from './contracts-set.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { startApi, stopApi } from './local-api.mjs'
import { apiBaseUrl, options } from './options.mjs'
import { PEER_PACKAGES, PETSTORE, installPeers, servePeers } from './peers-site.mjs'
import { watchPeer } from './peers-page.mjs'
import { fmt, log, turn } from './report.mjs'
import { TOOLS, report } from './peers-report.mjs'

const MOBILE = throttling.mobileSlow4G

/** The descriptions, and the operation opened in each. */
const subjects = (site) => [
  {
    id: 'github',
    name: `GitHub REST, full (${fmt(site.githubBytes, 'MB')})`,
    url: `${site.origin}/contracts/github.json`,
    op: {
      method: 'GET',
      path: '/repos/{owner}/{repo}/issues',
      operationId: 'issues/list-for-repo',
      tag: 'issues',
    },
  },
  {
    id: 'pets',
    name: 'pet store, 10,000 pets',
    url: `${apiBaseUrl}/openapi.json`,
    op: { method: 'GET', path: '/pets', operationId: 'listPets', tag: 'pets' },
  },
]

/** Where each tool opens `s`'s operation. */
function urlOf(site, s, tool) {
  const url = encodeURIComponent(s.url)
  if (tool === 'console')
    return `${site.origin}/explorer?operation=${encodeURIComponent(s.op.operationId)}`
  if (tool === 'swagger-ui')
    return `${site.origin}/peers/swagger-ui.html?url=${url}&filter=${s.op.tag}`
  return `${site.origin}/peers/scalar.html?url=${url}#tag/${s.op.tag}/${s.op.method}${s.op.path}`
}

/** Lighthouse's mobile network and CPU, through CDP, before the page's first request. */
async function throttle(cdp) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.rttMs,
    downloadThroughput: (MOBILE.throughputKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier })
}

/** Once the operation is open: Swagger UI's "Try it out" then Execute, the console's Send. */
async function clickSend(page, tool) {
  await page.waitForFunction(() => window.__peerSteps.open !== undefined, null, {
    timeout: 120_000,
    polling: 50,
  })
  if (tool === 'swagger-ui') {
    await page.locator('.opblock.is-open .try-out__btn').click()
    await page.locator('.opblock.is-open .btn.execute').click()
  } else await page.getByRole('button', { name: 'Send', exact: true }).click()
}

const longest = (tasks) => Math.max(0, ...tasks.map((t) => t.duration))

/**
 * Loads `url` once in a fresh context with watchPeer's `spec`; returns its marks (ms from
 * navigation), long tasks, heap (after a collection, the page's and its workers') and DOM size.
 */
function loadOnce(browser, site, s, url, spec, { slow = false } = {}) {
  site.use(s.url)
  return withPage(browser, {}, async (page, context, errors) => {
    await page.addInitScript(watchPeer, spec)
    const cdp = await context.newCDPSession(page)
    if (slow) await throttle(cdp)
    await page.goto(url, { waitUntil: 'commit' })
    if (spec.send && spec.tool !== 'list') await clickSend(page, spec.tool)
    await page
      .waitForFunction(() => window.__peer !== null, null, { timeout: 120_000, polling: 100 })
      .catch(async () => {
        const seen = await page
          .evaluate(
            () =>
              `${JSON.stringify(window.__peerSteps)} at ${location.href}: ${document.body?.innerText.slice(0, 200)}`,
          )
          .catch(() => 'no page')
        throw new Error(`${spec.tool}: not done after 120 s (${seen})`)
      })
    const at = await page.evaluate(() => window.__peer)
    const end = at.shown ?? at.open
    // Until the page answers again (Swagger UI highlights a large body after showing it).
    await page.waitForFunction((t) => performance.now() > t, end + 1000, {
      polling: 50,
      timeout: 300_000,
    })
    const tasks = await page.evaluate(() => window.__bench.longTasks)
    if (slow) {
      const body = spec.tool === 'swagger-ui' && '.opblock.is-open .live-responses-table'
      const whole = !body || (await page.locator(body).textContent()).includes(spec.send.text)
      if (!whole) throw new Error(`${spec.tool}: the answer shown has no ${spec.send.text}`)
      const after = tasks.filter((t) => t.start >= (at.send ?? at.open))
      return { at, longestAfterSend: longest(after), errors }
    }
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null
    const workerHeap = await workersHeap(cdp)
    return {
      at,
      longestUntil: longest(tasks.filter((t) => t.start < at.open)),
      longestAfter: longest(tasks.filter((t) => t.start >= at.open)),
      longTasks: tasks.map((t) => [Math.round(t.start), Math.round(t.duration)]),
      heap,
      workerHeap,
      total: heap + workerHeap,
      domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
      errors,
    }
  })
}

/** watchPeer's spec for opening `s`'s operation in `tool`. */
const openSpec = (s, tool, words) => ({ tool, ...s.op, live: words.live })

/** The tasks of one run, in the order they are loaded: every subject in every tool. */
function openTasks(site, words) {
  return subjects(site).flatMap((s) =>
    TOOLS.map((tool) => ({
      key: `${s.id} ${tool}`,
      run: (browser) => loadOnce(browser, site, s, urlOf(site, s, tool), openSpec(s, tool, words)),
    })),
  )
}

/** The throttled loads of part 2: the pets' call in Swagger UI and the explorer, and /pets. */
function callTasks(site, words) {
  const pets = subjects(site).find((s) => s.id === 'pets')
  const send = { text: '10,000 items', row: ROW }
  const slow = (tool, spec) => (b) => loadOnce(b, site, pets, tool, spec, { slow: true })
  return [
    {
      key: 'call console',
      run: slow(urlOf(site, pets, 'console'), { ...openSpec(pets, 'console', words), send }),
    },
    {
      key: 'call swagger-ui',
      // Swagger UI's body is the JSON as text: the last pet's id in it is the whole list shown.
      run: slow(urlOf(site, pets, 'swagger-ui'), {
        ...openSpec(pets, 'swagger-ui', words),
        send: { text: '"id": 10000' },
      }),
    },
    { key: 'call list', run: slow(`${site.origin}/pets`, { tool: 'list', send }) },
  ]
}

/** Lighthouse mobile on the console's /pets and Swagger UI's page, one fresh Chromium each. */
function lighthouseTasks(site) {
  const pets = subjects(site).find((s) => s.id === 'pets')
  const lh = (key, url) => ({
    key,
    run: () => {
      site.use(pets.url)
      return runLighthouse(url, 'mobile', `lhr-peers-${key.split(' ')[1]}.json`, ['performance'])
    },
  })
  return [
    lh('lighthouse console', `${site.origin}/pets`),
    lh(
      'lighthouse swagger-ui',
      `${site.origin}/peers/swagger-ui.html?url=${encodeURIComponent(pets.url)}`,
    ),
  ]
}

/** Runs every task --runs times, round robin, each run in another order; returns loads by key. */
async function roundRobin(browser, tasks, runs) {
  const loads = new Map(tasks.map((t) => [t.key, []]))
  for (let i = 0; i < runs; i++)
    for (const t of turn(tasks, i)) {
      // A load that fails is kept as such (its figures are left out of the medians).
      const r = await t.run(browser).catch((error) => ({ failed: String(error?.message ?? error) }))
      loads.get(t.key).push(r)
      log(`peers: run ${i + 1}/${runs} ${t.key}${r.failed ? `: failed, ${r.failed}` : ''}`)
    }
  return loads
}

export async function benchPeers(browser) {
  installPeers()
  const versions = Object.entries(PEER_PACKAGES).map(([name, v]) => `${name}@${v}`)
  log(`peers: ${versions.join(', ')}; serving (Scalar's 4.7 MB bundle compressed once) …`)
  const site = await servePeers()
  const api = await startApi('large', { contract: PETSTORE })
  const words = appWords()
  const runs = options.contractRuns
  const parts = { open: openTasks, call: callTasks, lighthouse: lighthouseTasks }
  const tasks = options.peers.flatMap((part) => parts[part]?.(site, words) ?? [])
  let loads
  try {
    // One throwaway load of each tool: the first context pays for cold caches the others do not.
    for (const t of openTasks(site, words).filter((t) => t.key.startsWith('pets')))
      await t.run(browser)
    loads = await roundRobin(browser, tasks, runs)
  } finally {
    await stopApi(api)
    site.close()
  }
  return report(subjects(site), loads, runs, PEER_PACKAGES)
}
