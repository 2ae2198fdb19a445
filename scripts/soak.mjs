// The soak (`npm run soak`, or `npm run bench -- --only=soak`): the built demo driven in headless
// Chromium for a fixed number of steps with the large dataset (pages, filters, a tour, the request
// log, HAR export, the API explorer), the JS heap (the page's and the demo API worker's) measured
// after garbage collection every 100 steps.
// Budget: after the warm-up the heap does not grow (slope within SLOPE_TOLERANCE_MB per 100 steps)
// and never passes HEAP_BUDGET_MB. Not in CI: a run takes minutes.
//   --steps=1000 (at least 100), --no-build (reuse bench-results/dist), --port=4180.
// Exits non-zero when the budget is missed.
import { pathToFileURL } from 'node:url'
import { buildDemo } from './bench/build.mjs'
import { DEMO_KEY, launchBrowser } from './bench/browser.mjs'
import { demoOrigin, distDir, options } from './bench/options.mjs'
import { record } from './bench/report.mjs'
import { closeServer, serve } from './bench/serve.mjs'
import { heapAfterGc, slopePer100, workerChannel } from './soak/heap.mjs'
import { lap, settled } from './soak/lap.mjs'

export const HEAP_BUDGET_MB = 150
/** Steps before the heap is judged: the first visit of each page loads its code and data. */
export const WARM_UP_STEPS = 200
/**
 * Growth allowed, MB per 100 steps, on a least-squares line. A lap is 12 steps, so a leak of one
 * large-list answer (about 1.5 MB of JSON) a lap grows the heap over 10 MB per 100 steps; what one
 * collection leaves behind varies by about a MB between samples.
 */
export const SLOPE_TOLERANCE_MB = 1
const SAMPLE_EVERY = 100

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback

/** Drives the demo for `steps` steps; returns the samples, the failed steps and the verdict. */
export async function runSoak({ steps = 1000, build = true } = {}) {
  if (build) buildDemo()
  const server = await serve(distDir, options.port)
  const browser = await launchBrowser()
  const samples = []
  const failures = []
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    })
    // The large dataset, as an earlier version stored it: the demo moves it to IndexedDB.
    await context.addInitScript(
      ([key]) => {
        if (!localStorage.getItem(key))
          localStorage.setItem(key, JSON.stringify({ dataset: 'large', seededAt: 0, added: [] }))
      },
      [DEMO_KEY],
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const worker = await workerChannel(cdp)
    await page.goto(`${demoOrigin}/pets`)
    await settled(page, 'Pets')
    samples.push({ step: 0, ...(await heapAfterGc(cdp, worker)), at: Date.now() })
    for (let step = 1; step <= steps; step++) {
      const action = lap[(step - 1) % lap.length]
      try {
        await action(page, step)
      } catch (error) {
        failures.push({ step, error: String(error?.message ?? error).split('\n')[0] })
        console.log(`soak: step ${step} failed: ${failures.at(-1).error}`)
        await page.keyboard.press('Escape').catch(() => undefined)
      }
      if (step % 10 === 0) console.log(`soak: step ${step}`)
      if (step % SAMPLE_EVERY === 0) {
        samples.push({ step, ...(await heapAfterGc(cdp, worker)), at: Date.now() })
        const last = samples.at(-1)
        console.log(
          `soak: step ${step} of ${steps}, heap ${last.heapMb.toFixed(1)} MB (worker ${last.workerMb.toFixed(1)})`,
        )
      }
    }
  } finally {
    await browser.close()
    await closeServer(server)
  }
  return { samples, failures, ...verdict(samples, failures, steps) }
}

/** The budget: no growth after the warm-up, never over the ceiling, (almost) every step done. */
export function verdict(samples, failures, steps) {
  const judged = samples.filter((s) => s.step >= WARM_UP_STEPS)
  const slope = slopePer100(judged)
  const peak = Math.max(...samples.map((s) => s.heapMb))
  const problems = []
  if (Math.abs(slope) > SLOPE_TOLERANCE_MB)
    problems.push(`heap slope ${slope.toFixed(2)} MB/100 steps (tolerance ±${SLOPE_TOLERANCE_MB})`)
  if (peak > HEAP_BUDGET_MB)
    problems.push(`peak heap ${peak.toFixed(1)} MB (budget ${HEAP_BUDGET_MB})`)
  if (failures.length > steps / 100) problems.push(`${failures.length} steps failed`)
  return { slope, peak, problems }
}

function printReport({ samples, failures, slope, peak, problems }, steps) {
  const start = samples[0]?.at ?? Date.now()
  console.log(`\nSoak: ${steps} steps, large dataset, ${new Date().toISOString()}`)
  console.log('| step | heap after GC (MB) | of which the demo API worker | minutes |')
  console.log('| ---: | ---: | ---: | ---: |')
  for (const s of samples) {
    const minutes = ((s.at - start) / 60_000).toFixed(1)
    console.log(`| ${s.step} | ${s.heapMb.toFixed(1)} | ${s.workerMb.toFixed(1)} | ${minutes} |`)
  }
  console.log(
    `\nafter step ${WARM_UP_STEPS}: slope ${slope.toFixed(2)} MB per 100 steps (±${SLOPE_TOLERANCE_MB} allowed), peak ${peak.toFixed(1)} MB (≤ ${HEAP_BUDGET_MB}), ${failures.length} failed steps`,
  )
  for (const f of failures.slice(0, 10)) console.log(`  step ${f.step}: ${f.error}`)
  console.log(problems.length ? `FAIL: ${problems.join('; ')}` : 'PASS')
}

/** The soak as a bench section: its report, and its two figures beside their budgets. */
export async function benchSoak() {
  const steps = Number(arg('steps', 1000))
  const result = await runSoak({ steps, build: !options.noBuild })
  printReport(result, steps)
  const { slope, peak } = result
  record('soak', `heap slope after step ${WARM_UP_STEPS}`, Math.abs(slope), {
    unit: 'MB/100 steps',
    max: SLOPE_TOLERANCE_MB,
  })
  record('soak', 'peak heap after GC', peak, { unit: 'MB', max: HEAP_BUDGET_MB })
  record('soak', 'failed steps', result.failures.length, { max: steps / 100 })
  return result
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const steps = Number(arg('steps', 1000))
  if (!(steps >= 100)) {
    console.error('--steps takes a number of steps, at least 100')
    process.exit(2)
  }
  const result = await runSoak({ steps, build: !process.argv.includes('--no-build') })
  printReport(result, steps)
  process.exitCode = result.problems.length ? 1 : 0
}
