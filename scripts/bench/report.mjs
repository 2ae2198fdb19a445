// The report: each figure beside its budget with PASS, FAIL or INFO, printed as a table and kept
// as JSON in bench-results/.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { outRoot } from './options.mjs'

export const KiB = 1024
export const MB = 1e6

export const log = (...a) => console.error('[bench]', ...a)

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return null
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

export const spread = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x))
  return v.length ? { min: Math.min(...v), max: Math.max(...v), n: v.length } : null
}

/** Run i visits the targets in another order, so none is always first after a pause. */
export const turn = (list, i) => list.map((_, k) => list[(k + i) % list.length])

export function fmt(v, unit) {
  if (v === null || v === undefined) return 'n/a'
  if (typeof v === 'string') return v
  if (unit === 'KiB') return `${(v / KiB).toFixed(1)} KiB`
  if (unit === 'MB') return `${(v / MB).toFixed(1)} MB`
  if (unit === 'ms') return `${Math.round(v)} ms`
  if (unit === 'x') return `${v.toFixed(2)}×`
  if (unit === 'score') return String(Math.round(v))
  if (unit === 'cls') return v.toFixed(3)
  return Math.round(v).toLocaleString('en')
}

/** The console's figure against the floor's: their ratio or their difference. */
const relative = (value, floor, by) =>
  typeof value !== 'number' || typeof floor !== 'number'
    ? null
    : by === 'ratio'
      ? value / floor
      : value - floor

function fmtRelative(v, by, unit) {
  if (v === null) return ''
  if (by === 'ratio') return fmt(v, 'x')
  const sign = v < 0 ? '−' : '+'
  return `${sign}${fmt(Math.abs(v), unit)}`
}

/** The budget as text: absolute (`≤ 3000 ms`), or relative to the floor (`≤ 1.50× floor`). */
function budgetText({ max, min, relMax, relMin, by, unit }) {
  const parts = []
  if (max !== undefined) parts.push(`≤ ${fmt(max, unit)}`)
  if (min !== undefined) parts.push(`≥ ${fmt(min, unit)}`)
  if (relMax !== undefined)
    parts.push(`≤ ${by === 'ratio' ? `${fmt(relMax, 'x')} floor` : `floor + ${fmt(relMax, unit)}`}`)
  if (relMin !== undefined)
    parts.push(
      `≥ ${by === 'ratio' ? `${fmt(relMin, 'x')} floor` : `floor − ${fmt(-relMin, unit)}`}`,
    )
  return parts.join(', ')
}

/**
 * One row of the report: a figure, the floor's same figure when there is one (`floor`, compared
 * `by` 'ratio' or 'difference'), its budget (`max`/`min` on the figure, `relMax`/`relMin` on the
 * comparison) and whether it meets it (INFO: no budget).
 */
export const results = []
export function record(section, name, value, budget = {}) {
  const { unit = '', info = false, detail, floor, by = 'ratio' } = budget
  const { max, min, relMax, relMin } = budget
  const rel = floor === undefined ? null : relative(value, floor, by)
  const misses = [
    typeof value !== 'number' || Number.isNaN(value),
    max !== undefined && value > max,
    min !== undefined && value < min,
    (relMax !== undefined || relMin !== undefined) && (rel === null || Number.isNaN(rel)),
    relMax !== undefined && rel > relMax,
    relMin !== undefined && rel < relMin,
  ]
  const status = info ? 'INFO' : misses.some(Boolean) ? 'FAIL' : 'PASS'
  results.push({
    section,
    name,
    value,
    unit,
    floor,
    vsFloor: floor === undefined ? '' : fmtRelative(rel, by, unit),
    budget: budgetText({ max, min, relMax, relMin, by, unit }),
    status,
    detail,
  })
}

export const recordErrors = (section, errors) =>
  record(section, 'console errors during these loads', errors.length, {
    info: true,
    detail: [...new Set(errors)].slice(0, 5),
  })

export function printTable() {
  const rows = results.map((r) => [
    r.section,
    r.name,
    fmt(r.value, r.unit),
    r.floor === undefined ? '' : fmt(r.floor, r.unit),
    r.vsFloor,
    r.budget,
    r.status,
  ])
  const head = ['section', 'figure', 'value', 'floor', 'vs floor', 'budget', 'result']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of rows) console.log(line(r))
  const count = (status) => results.filter((r) => r.status === status).length
  console.log(
    `\n${count('PASS')} PASS, ${count('FAIL')} FAIL, ${count('INFO')} informational (no budget)`,
  )
}

/** Writes the run (its raw data and every row) to a timestamped file and to latest.json. */
export async function writeReport(raw, started) {
  const report = { ...raw, finished: new Date().toISOString(), results }
  const stamp = started.toISOString().replace(/[:.]/g, '-')
  const text = JSON.stringify(report, null, 2)
  await writeFile(join(outRoot, `bench-${stamp}.json`), text)
  await writeFile(join(outRoot, 'latest.json'), text)
  log(`wrote bench-results/bench-${stamp}.json and bench-results/latest.json`)
}

export const failed = () => results.some((r) => r.status === 'FAIL')
