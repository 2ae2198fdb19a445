// The contracts section's figures (contracts.mjs): each description's loads summed up, and the
// table printed.
import { MB, fmt, median } from './report.mjs'

/** The figures of one description over its runs, as the table and the report show them. */
export function summarize(d, loads) {
  const m = (pick) => median(loads.map(pick))
  const refused = loads.find((r) => r.state === 'refused')
  const keyNote = loads.find((r) => r.keystroke.note)?.keystroke.note
  return {
    id: d.id,
    name: d.name,
    file: d.file,
    openapi: d.openapi,
    bytes: d.bytes,
    operations: d.operations,
    search: d.search,
    states: [...new Set(loads.map((r) => r.state))],
    reason: refused?.reason ?? null,
    at: m((r) => r.at),
    longestUntil: m((r) => r.longestUntil),
    longestAfter: m((r) => r.longestAfter),
    heap: m((r) => r.heap),
    heapBeforeGc: m((r) => r.heapBeforeGc),
    workerHeap: m((r) => r.workerHeap),
    domNodes: m((r) => r.domNodes),
    keystroke: m((r) => r.keystroke.ms) ?? keyNote ?? null,
    loads,
  }
}

export function printRows(rows, runs) {
  const head = [
    'description',
    'size',
    'ops',
    'until',
    'ms',
    'longest task',
    'heap',
    'before GC',
    'workers',
    'keystroke',
  ]
  const lines = rows.map((r) => [
    r.name,
    `${(r.bytes / MB).toFixed(r.bytes < 0.1 * MB ? 3 : 1)} MB`,
    r.operations.toLocaleString('en'),
    r.reason ? `refused: ${r.reason}` : r.states.join(', '),
    fmt(r.at, 'ms'),
    fmt(r.longestUntil, 'ms'),
    fmt(r.heap, 'MB'),
    fmt(r.heapBeforeGc, 'MB'),
    fmt(r.workerHeap, 'MB'),
    typeof r.keystroke === 'number'
      ? `${fmt(r.keystroke, 'ms')} ("${r.search.key}": ${r.search.matches.toLocaleString('en')})`
      : String(r.keystroke),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
  console.log(`\nContracts on /explorer (medians of ${runs}; "ms": navigation → that line shown)`)
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const l of lines) console.log(line(l))
  console.log()
}
