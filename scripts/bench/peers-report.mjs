// The peers section's figures (peers.mjs): each figure's medians per tool, recorded as the report's
// rows and printed side by side, with the console's figure over the best peer's.
import { fmt, median, record, recordErrors } from './report.mjs'

export const TOOLS = ['console', 'swagger-ui', 'scalar']
const NAMES = { console: 'console', 'swagger-ui': 'Swagger UI', scalar: 'Scalar' }

/** The table's rows and the report's records. */
export function report(subjects, loads, runs, packages) {
  const versions = Object.entries(packages).map(([name, v]) => `${name}@${v}`)
  const m = (key, pick) =>
    median((loads.get(key) ?? []).flatMap((r) => (r.failed ? [] : [pick(r)])))
  const rows = []
  const row = (figure, unit, values) => {
    if (Object.values(values).every((v) => v === null)) return
    rows.push({ figure, unit, values })
    for (const [tool, value] of Object.entries(values))
      if (value !== undefined)
        record('peers', `${figure}: ${NAMES[tool] ?? tool}`, value, { unit, info: true })
  }
  for (const s of subjects) {
    const pick = (f) => Object.fromEntries(TOOLS.map((t) => [t, m(`${s.id} ${t}`, f)]))
    const op = `${s.op.method} ${s.op.path}`
    row(
      `${s.name}: navigation → ${op} open`,
      'ms',
      pick((r) => r.at.open),
    )
    row(
      `${s.name}: longest task until open`,
      'ms',
      pick((r) => r.longestUntil),
    )
    row(
      `${s.name}: longest task in the second after`,
      'ms',
      pick((r) => r.longestAfter),
    )
    row(
      `${s.name}: JS heap after GC, page + workers`,
      'MB',
      pick((r) => r.total),
    )
    row(
      `${s.name}: DOM nodes`,
      '',
      pick((r) => r.domNodes),
    )
  }
  const call = (key, f) => m(key, f)
  row('mobile network, 10,000 pets: send → shown', 'ms', {
    console: call('call console', (r) => r.at.shown - r.at.send),
    'swagger-ui': call('call swagger-ui', (r) => r.at.shown - r.at.send),
  })
  row('mobile network, 10,000 pets: navigation → shown', 'ms', {
    console: call('call console', (r) => r.at.shown),
    'swagger-ui': call('call swagger-ui', (r) => r.at.shown),
    '/pets': call('call list', (r) => r.at.open),
  })
  row(
    'mobile network, 10,000 pets: longest task from send (/pets: navigation) to shown + 1 s',
    'ms',
    {
      console: call('call console', (r) => r.longestAfterSend),
      'swagger-ui': call('call swagger-ui', (r) => r.longestAfterSend),
      '/pets': call('call list', (r) => r.longestAfterSend),
    },
  )
  row('Lighthouse mobile LCP (console: /pets)', 'ms', {
    console: call('lighthouse console', (r) => r.metrics.LCP),
    'swagger-ui': call('lighthouse swagger-ui', (r) => r.metrics.LCP),
  })
  row('Lighthouse mobile TBT (console: /pets)', 'ms', {
    console: call('lighthouse console', (r) => r.metrics.TBT),
    'swagger-ui': call('lighthouse swagger-ui', (r) => r.metrics.TBT),
  })
  // The console's loads in which the link's operation was not kept and was picked in the search.
  for (const s of subjects) {
    const all = loads.get(`${s.id} console`) ?? []
    const picked = all.filter((r) => r.at?.pick !== undefined).length
    if (all.length)
      record('peers', `${s.name}: console loads whose link lost its operation`, picked, {
        info: true,
        detail: `of ${all.length}; then typed into the Operation search, Enter`,
      })
  }
  const failures = [...loads.values()].flat().filter((r) => r.failed)
  record('peers', 'loads that did not complete', failures.length, {
    info: true,
    detail: failures.map((r) => r.failed),
  })
  recordErrors(
    'peers',
    [...loads.values()].flat().flatMap((r) => r.errors ?? []),
  )
  printRows(rows, runs, versions)
  return { packages, runs, rows, loads: Object.fromEntries(loads) }
}

function printRows(rows, runs, versions) {
  const cols = ['console', '/pets', 'swagger-ui', 'scalar']
  const head = ['figure', ...cols.map((c) => NAMES[c] ?? `console ${c}`), 'console ÷ best peer']
  const lines = rows.map(({ figure, unit, values }) => {
    const peers = ['swagger-ui', 'scalar']
      .map((t) => values[t])
      .filter((v) => typeof v === 'number')
    const mine = values.console ?? values['/pets']
    const best = Math.min(...peers)
    const ratio = typeof mine === 'number' && peers.length && best > 0 ? fmt(mine / best, 'x') : ''
    return [figure, ...cols.map((c) => (c in values ? fmt(values[c], unit) : '')), ratio]
  })
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
  console.log(`\nPeers side by side (medians of ${runs}; ${versions.join(', ')})`)
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const l of lines) console.log(line(l))
  console.log()
}
