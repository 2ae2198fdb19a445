// A structural diff of two answers to the same call, by record id: records only on the left, only
// on the right, and the fields that changed on records both have.
import { stringifyJson } from '../../lib/json'

type Row = Record<string, unknown>

export interface FieldChange {
  field: string
  left: unknown
  right: unknown
}

export interface ChangedRecord {
  id: string
  changes: FieldChange[]
}

export interface Diff {
  onlyLeft: Row[]
  onlyRight: Row[]
  changed: ChangedRecord[]
  /** Records on both sides with no field changed. */
  same: number
  /** Records without an id cannot be matched: they are counted, not compared. */
  withoutId: { left: number; right: number }
}

function byId(rows: readonly Row[]): { map: Map<string, Row>; withoutId: number } {
  const map = new Map<string, Row>()
  let withoutId = 0
  for (const row of rows) {
    if (row.id === undefined || row.id === null) withoutId++
    else map.set(String(row.id), row)
  }
  return { map, withoutId }
}

/** Values are compared as JSON (an int64 as its exact digits); undefined means "not sent". */
const same = (a: unknown, b: unknown) =>
  a === b || (a !== undefined && b !== undefined && stringifyJson(a) === stringifyJson(b))

export function diffRecords(left: readonly Row[], right: readonly Row[]): Diff {
  const l = byId(left)
  const r = byId(right)
  const diff: Diff = {
    onlyLeft: [],
    onlyRight: [],
    changed: [],
    same: 0,
    withoutId: { left: l.withoutId, right: r.withoutId },
  }
  for (const [id, row] of l.map) {
    const other = r.map.get(id)
    if (!other) {
      diff.onlyLeft.push(row)
      continue
    }
    const fields = new Set([...Object.keys(row), ...Object.keys(other)])
    const changes = [...fields]
      .filter((field) => !same(row[field], other[field]))
      .map((field) => ({ field, left: row[field], right: other[field] }))
    if (changes.length > 0) diff.changed.push({ id, changes })
    else diff.same++
  }
  for (const [id, row] of r.map) if (!l.map.has(id)) diff.onlyRight.push(row)
  return diff
}

/** How many records (and changed fields) each part of a diff holds. */
export const countsOf = (diff: Diff) => ({
  onlyLeft: diff.onlyLeft.length,
  onlyRight: diff.onlyRight.length,
  changed: diff.changed.length,
  changedFields: diff.changed.reduce((sum, record) => sum + record.changes.length, 0),
  same: diff.same,
})
