// Where each row of the operation picker's list stands, so only the rows in view are drawn. A row's
// height is known before it is drawn: its label (method and path) is monospace and breaks
// anywhere, so its lines follow from its length and the characters a line holds.
import type { OperationSummary } from './operations'

/** Sizes measured from a probe row in the list (use-picker-layout.ts). */
export interface RowMetrics {
  heading: number
  /** An option's padding and border, top and bottom together. */
  padding: number
  /** One line of a label. */
  line: number
  /** The summary's line under the label. */
  summary: number
  /** Characters a label's line holds. */
  perLine: number
}

/** A label longer than this many lines is cut (explorer.css clamps it too). */
export const MAX_LABEL_LINES = 4

/** Rows drawn beyond each edge of the view, so a quick scroll shows no gap. */
const OVERSCAN = 6

function labelLines(operation: OperationSummary, metrics: RowMetrics): number {
  const lines = Math.ceil(operation.label.length / Math.max(1, metrics.perLine))
  return Math.min(MAX_LABEL_LINES, Math.max(1, lines))
}

function rowHeight(row: number, operations: readonly OperationSummary[], metrics: RowMetrics) {
  const operation = operations[row]
  if (!operation) return metrics.heading
  const summary = operation.summary ? metrics.summary : 0
  return metrics.padding + labelLines(operation, metrics) * metrics.line + summary
}

/** Each row's top; one more entry at the end, the list's height. */
export function rowTops(
  rows: readonly number[],
  operations: readonly OperationSummary[],
  metrics: RowMetrics,
): Float64Array {
  const tops = new Float64Array(rows.length + 1)
  for (let row = 0; row < rows.length; row++)
    tops[row + 1] = (tops[row] ?? 0) + rowHeight(rows[row] ?? -1, operations, metrics)
  return tops
}

/** The last row whose top is at or above `y`. */
export function rowAt(tops: Float64Array, y: number): number {
  let low = 0
  let high = tops.length - 2
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if ((tops[middle] ?? 0) <= y) low = middle
    else high = middle - 1
  }
  return Math.max(0, low)
}

/** The rows to draw for a view from `top`, `height` tall: [first, last). */
export function rowsInView(tops: Float64Array, top: number, height: number): [number, number] {
  const count = tops.length - 1
  const first = Math.max(0, rowAt(tops, top) - OVERSCAN)
  const last = Math.min(count, rowAt(tops, top + height) + 1 + OVERSCAN)
  return [first, last]
}

/** The option row `delta` rows from `from` (headings skipped), kept within the list. */
export function stepTo(rows: readonly number[], from: number, delta: number): number {
  const direction = delta < 0 ? -1 : 1
  let to = Math.min(rows.length - 1, Math.max(0, from + delta))
  while ((rows[to] ?? 0) < 0 && to + direction >= 0 && to + direction < rows.length) to += direction
  // A heading at the very start: its first option is the way back.
  while ((rows[to] ?? 0) < 0 && to + 1 < rows.length) to += 1
  return to
}
