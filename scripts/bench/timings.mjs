// Timings: navigation → first data row on a first visit (fresh profile), on a repeat visit, and
// on a first visit with the CPU 4× slower; the console's demo /pets and /orders beside the
// floor's /pets, loaded in turns so both see the same machine.
import { offlineCopyKept, ROW, timeTo, withPage } from './browser.mjs'
import { floorOrigin } from './floor.mjs'
import { demoOrigin, options } from './options.mjs'
import { median, record, recordErrors, turn } from './report.mjs'

// Arabic fetches its catalog before the first render: its figures stand beside English's.
const targets = [
  { name: 'floor', url: () => `${floorOrigin}/pets` },
  { name: '/pets', url: () => `${demoOrigin}/pets`, worker: true },
  { name: '/orders', url: () => `${demoOrigin}/orders`, worker: true },
  { name: '/pets in Arabic', url: () => `${demoOrigin}/pets`, locale: 'ar', worker: true },
]

export const visits = [
  { id: 'first', label: 'first visit, fresh profile', relMax: 1.9 },
  { id: 'repeat', label: 'repeat visit', relMax: 2.5, repeat: true },
  { id: 'cpu4', label: 'first visit, CPU 4× slower', relMax: 1.4, cpu: 4 },
]

/** One visit's time to the first data row; a repeat visit is timed after a first one has settled. */
export function visitOnce(browser, url, { repeat = false, cpu = 1 }, { locale, worker } = {}) {
  return withPage(browser, { cpu, locale }, async (page, _context, errors) => {
    let ms = await timeTo(page, url, ROW)
    if (repeat) {
      // The first visit's late work (the worker's install, idle-time caching) is done: a returning
      // user's browser has the demo's offline copy, which registers at an idle moment.
      await page.waitForLoadState('networkidle')
      if (worker) await offlineCopyKept(page)
      ms = await timeTo(page, url, ROW)
    }
    return { ms, errors }
  })
}

export async function benchTiming(browser) {
  const data = Object.fromEntries(
    visits.map((v) => [v.id, Object.fromEntries(targets.map((t) => [t.name, []]))]),
  )
  const errors = []
  for (let i = 0; i < options.loads; i++)
    for (const visit of visits)
      for (const target of turn(targets, i)) {
        const result = await visitOnce(browser, target.url(), visit, target)
        data[visit.id][target.name].push(result.ms)
        errors.push(...result.errors)
      }
  for (const visit of visits) {
    const samples = data[visit.id]
    const floor = median(samples.floor)
    for (const target of targets.slice(1)) {
      const name = `demo ${target.name}, ${visit.label}: first data row (median of ${options.loads})`
      record('timing', name, median(samples[target.name]), {
        unit: 'ms',
        floor,
        relMax: visit.relMax,
        detail: { console: samples[target.name], floor: samples.floor },
      })
    }
  }
  recordErrors('timing', errors)
  return data
}
