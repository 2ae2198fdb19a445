// On demand (--only=trace): a first visit to the demo's /pets and to the floor's (fresh
// profiles) and a repeat visit (the same profile, loaded once before, as timings.mjs times it),
// at full speed and with the CPU 4× slower, with Chrome's performance trace
// (bench-results/trace-*.json, which opens in DevTools' Performance panel), summed up: when each
// file and demo call started and ended, the page's User Timing marks, React's commits and the
// long tasks before the first rows. Functions passed to the page run in the browser.
/* global window */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { offlineCopyKept, ROW, timeTo, withPage } from './browser.mjs'
import { floorOrigin } from './floor.mjs'
import { demoOrigin, outRoot } from './options.mjs'
import { log, record } from './report.mjs'

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
]
// Work inside a task worth naming in the summary, and how it is shown.
const named = {
  EvaluateScript: (a) => `evaluate ${short(a.data?.url)}`,
  'v8.evaluateModule': () => 'evaluate module',
  'v8.compileModule': (a) => `compile ${short(a.fileName)}`,
  FunctionCall: (a) => `call ${short(a.data?.url)}`,
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  EventDispatch: (a) => `event ${a.data?.type}`,
  ParseHTML: () => 'parse HTML',
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  Paint: () => 'paint',
  MajorGC: () => 'GC',
  MinorGC: () => 'GC',
}
const short = (url) => (url ? url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') : '?')

/** Long tasks (≥ 50 ms) of the page's main thread until `untilMs`, each with its largest parts. */
function longTasks(trace, offsetUs, untilMs) {
  const events = trace.traceEvents
  const mark = events.find((e) => e.name === 'bench:first-rows')
  if (!mark) return []
  const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X')
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= 50_000)
  const toMs = (ts) => (ts - offsetUs) / 1000
  return tasks
    .filter((t) => toMs(t.ts) < untilMs)
    .map((t) => {
      const inside = main.filter(
        (e) => named[e.name] && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur >= 5_000,
      )
      const parts = new Map()
      for (const e of inside) {
        const label = named[e.name](e.args ?? {})
        parts.set(label, Math.max(parts.get(label) ?? 0, e.dur / 1000))
      }
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4)
      return { at: toMs(t.ts), ms: t.dur / 1000, parts: top.map(([l, ms]) => `${l} ${ms | 0}`) }
    })
}

/**
 * Counts React's commits and, in each, the function components that rendered (new props or
 * state), through the hook React DevTools use: renders a page did not need show as commits.
 */
function reactCommitsScript() {
  const seen = new WeakMap()
  const commits = []
  window.__benchCommits = commits
  const rendered = (fiber) => {
    let count = 0
    for (let f = fiber; f; f = f.sibling) {
      if (typeof f.type === 'function') {
        const last = seen.get(f) ?? (f.alternate && seen.get(f.alternate))
        if (!last || last.props !== f.memoizedProps || last.state !== f.memoizedState) count++
        const now = { props: f.memoizedProps, state: f.memoizedState }
        seen.set(f, now)
        if (f.alternate) seen.set(f.alternate, now)
      }
      count += rendered(f.child)
    }
    return count
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) =>
      commits.push({ at: performance.now(), components: rendered(root.current.child) }),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  }
}

/** The page's own view: its files and calls (start → end) and its User Timing marks. */
function timelineScript() {
  const files = performance
    .getEntriesByType('resource')
    // config.json too: the console's first call waits for it.
    .filter((e) => /\.js$|demo-api|\/api\/|config\.json$/.test(e.name))
    .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }))
  const marks = performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime }))
  return { files, marks, commits: window.__benchCommits ?? [] }
}

async function traceOnce(browser, name, url, { cpu, repeat = false, offline = false }) {
  return withPage(browser, { cpu }, async (page, context) => {
    await context.addInitScript(reactCommitsScript)
    const visit = repeat ? '-repeat' : ''
    const file = join(outRoot, `trace-${name.replace(/\W+/g, '-')}${visit}-cpu${cpu}.json`)
    if (repeat) {
      // Untraced, as timings.mjs's repeat visit: the worker's install and the idle-time caching
      // are done, so the traced load finds the caches a returning user's browser has.
      await timeTo(page, url, ROW)
      await page.waitForLoadState('networkidle')
      if (offline) await offlineCopyKept(page)
    }
    await browser.startTracing(page, { categories })
    const rowsAt = await timeTo(page, url, ROW)
    await page.waitForLoadState('networkidle')
    const trace = JSON.parse((await browser.stopTracing()).toString())
    await writeFile(file, JSON.stringify(trace))
    const { files, marks, commits } = await page.evaluate(timelineScript)
    const rowsMark = marks.find((m) => m.name === 'bench:first-rows')
    const markEvent = trace.traceEvents.find((e) => e.name === 'bench:first-rows')
    const offsetUs = markEvent && rowsMark ? markEvent.ts - rowsMark.at * 1000 : 0
    const before = commits.filter((c) => c.at <= rowsAt)
    return {
      rowsAt,
      files,
      marks,
      commits: before,
      tasks: longTasks(trace, offsetUs, rowsAt),
      file,
    }
  })
}

// offline: the page registers a service worker that keeps its files (the console's, public/sw.js).
const targets = [
  { name: 'floor /pets', url: () => `${floorOrigin}/pets` },
  { name: 'demo /pets', url: () => `${demoOrigin}/pets`, offline: true },
]

const visits = [
  { id: 'first', label: 'first visit' },
  { id: 'repeat', label: 'repeat visit', repeat: true },
]

export async function benchTrace(browser) {
  const out = {}
  for (const cpu of [1, 4])
    for (const visit of visits)
      for (const target of targets) {
        const t = await traceOnce(browser, target.name, target.url(), {
          cpu,
          repeat: visit.repeat,
          offline: target.offline,
        })
        const s = `${target.name}, ${visit.label}, CPU ${cpu}× slower`
        record('trace', `${s}: first data row`, t.rowsAt, { unit: 'ms', info: true })
        const rendered = t.commits.map((c) => c.components).join(' · ')
        record(
          'trace',
          `${s}: React commits to it (components each): ${rendered}`,
          t.commits.length,
          {
            info: true,
          },
        )
        const events = [
          ...t.files.map((f) => ({
            at: f.start,
            text: `${short(f.name)} ${f.start | 0}→${f.end | 0}`,
          })),
          ...t.marks.map((m) => ({ at: m.at, text: `mark ${m.name}` })),
        ].sort((a, b) => a.at - b.at)
        for (const e of events) record('trace', `${s}: ${e.text}`, e.at, { unit: 'ms', info: true })
        for (const task of t.tasks)
          record('trace', `${s}: long task ${task.ms | 0} ms: ${task.parts.join(' · ')}`, task.at, {
            unit: 'ms',
            info: true,
          })
        log(`trace: ${t.file}`)
        out[`${target.name} ${visit.id} cpu${cpu}`] = t
      }
  return out
}
