// Lighthouse on the demo build (/pets and /orders) and on the floor, desktop and mobile, runs in
// turns so both see the same machine; medians of --lh-runs.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { floorOrigin } from './floor.mjs'
import { chromeFlags, chromePath, demoOrigin, options, outRoot } from './options.mjs'
import { log, median, record, turn } from './report.mjs'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
}

/**
 * One Lighthouse run in a fresh Chromium: scores, metrics and the binary audits it fails (`only`:
 * fewer categories, for a run that needs only the metrics).
 */
export async function runLighthouse(url, form, fileName, only = categories) {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: only },
      form === 'desktop' ? desktopConfig : undefined,
    )
    // The last run's full report, for digging into a failing audit.
    await writeFile(join(outRoot, fileName), JSON.stringify(lhr))
    log(`lighthouse ${form} ${url}: perf ${lhr.categories.performance?.score}`)
    return {
      scores: Object.fromEntries(only.map((c) => [c, (lhr.categories[c]?.score ?? 0) * 100])),
      metrics: Object.fromEntries(
        Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
      ),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
    }
  } finally {
    await chrome.kill()
  }
}

/** Budgets: desktop 100 everywhere; on mobile, performance ≥ floor − 3 and TBT ≤ floor + 150 ms. */
const scoreBudget = (form, category) =>
  form === 'mobile' && category === 'performance' ? { relMin: -3 } : { min: 100 }
const metricBudget = (form, metric) =>
  form === 'mobile' && metric === 'TBT' ? { relMax: 150 } : { info: true }

/** The rows of one page in one form factor, each beside the floor's median. */
function recordPage(key, form, runs, floorRuns) {
  const med = (list, pick) => median(list.map(pick))
  for (const c of categories) {
    const scores = runs.map((r) => r.scores[c])
    record('lighthouse', `${key}: ${c} (median of ${scores.length})`, median(scores), {
      unit: 'score',
      floor: med(floorRuns, (r) => r.scores[c]),
      by: 'difference',
      ...scoreBudget(form, c),
      detail: { console: scores, floor: floorRuns.map((r) => r.scores[c]) },
    })
  }
  for (const m of Object.keys(metrics)) {
    const unit = m === 'CLS' ? 'cls' : 'ms'
    record(
      'lighthouse',
      `${key}: ${m}`,
      med(runs, (r) => r.metrics[m]),
      {
        unit,
        floor: med(floorRuns, (r) => r.metrics[m]),
        by: 'difference',
        ...metricBudget(form, m),
      },
    )
  }
  const failing = [...new Set(runs.flatMap((r) => r.failing))]
  if (failing.length)
    record('lighthouse', `${key}: failing audits`, failing.join(', '), { info: true })
}

export async function benchLighthouse() {
  const targets = [
    { key: 'floor', url: `${floorOrigin}/pets` },
    ...options.lhPages.map((path) => ({ key: path, url: demoOrigin + path })),
  ]
  const out = {}
  for (const form of options.lhForms) {
    const runs = Object.fromEntries(targets.map((t) => [t.key, []]))
    for (let i = 0; i < options.lhRuns; i++)
      for (const target of turn(targets, i)) {
        const file = `lhr-${form}-${target.key.replace(/\W+/g, '') || 'root'}.json`
        runs[target.key].push(await runLighthouse(target.url, form, file))
      }
    for (const path of options.lhPages) recordPage(`${form} ${path}`, form, runs[path], runs.floor)
    out[form] = runs
  }
  return out
}
