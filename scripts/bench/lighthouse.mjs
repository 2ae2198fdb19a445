// Lighthouse on the demo build: /pets and /orders, desktop and mobile, median of --lh-runs.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromeFlags, chromePath, demoOrigin, options, outRoot } from './options.mjs'
import { fmt, log, median, record } from './report.mjs'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
}

/** Runs Lighthouse `lhRuns` times on one URL and form factor, each in a fresh Chromium. */
async function runLighthouse(url, form, fileName) {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const lhrs = []
  for (let i = 0; i < options.lhRuns; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
    try {
      const { lhr } = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
        form === 'desktop' ? desktopConfig : undefined,
      )
      // The last run's full report, for digging into a failing audit.
      await writeFile(join(outRoot, fileName), JSON.stringify(lhr))
      lhrs.push(lhr)
      log(`lighthouse ${form} ${url} run ${i + 1}: perf ${lhr.categories.performance?.score}`)
    } finally {
      await chrome.kill()
    }
  }
  return lhrs.map((lhr) => ({
    scores: Object.fromEntries(categories.map((c) => [c, (lhr.categories[c]?.score ?? 0) * 100])),
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
    ),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }))
}

export async function benchLighthouse() {
  const out = {}
  for (const path of options.lhPages) {
    for (const form of options.lhForms) {
      const file = `lhr-${form}-${path.replace(/\W+/g, '') || 'root'}.json`
      const runsOut = await runLighthouse(demoOrigin + path, form, file)
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
