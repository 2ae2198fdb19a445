// Finding an operation among thousands: each operation's words are lowercased once, and a query
// is a loop over them. The matches come as rows, grouped by the operation's first tag.
import type { OperationSummary } from './operations'

export interface OperationIndex {
  operations: readonly OperationSummary[]
  /** The groups' tags, in the order they first appear; null is the group without a tag, last. */
  groups: (string | null)[]
  /** Each operation's group. */
  groupOf: number[]
  /** The operations' indexes, group by group, each group in the contract's order. */
  order: number[]
  /** Method, path, operationId and summary, lowercased: what a query is matched against. */
  text: string[]
  /** A contract without tags is one list, without a heading. */
  grouped: boolean
}

export function indexOperations(operations: readonly OperationSummary[]): OperationIndex {
  const tags = [...new Set(operations.map((o) => o.tag))].sort(
    (a, b) => Number(a === null) - Number(b === null),
  )
  const rank = new Map(tags.map((tag, index) => [tag, index]))
  const groupOf = operations.map((o) => rank.get(o.tag) ?? 0)
  const order = operations
    .map((_, index) => index)
    .sort((a, b) => (groupOf[a] ?? 0) - (groupOf[b] ?? 0) || a - b)
  const text = operations.map((o) => `${o.method} ${o.path} ${o.key} ${o.summary}`.toLowerCase())
  return { operations, groups: tags, groupOf, order, text, grouped: tags.some((t) => t !== null) }
}

/**
 * The rows a query shows: an operation's index (0 or more), or a group's heading as `-1 - group`.
 * Every word of the query must be in the operation's text; an empty query shows all.
 */
export function matchRows(index: OperationIndex, query: string): number[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const rows: number[] = []
  let group = -1
  for (const operation of index.order) {
    const text = index.text[operation] ?? ''
    if (!words.every((word) => text.includes(word))) continue
    const own = index.groupOf[operation] ?? 0
    if (index.grouped && own !== group) rows.push(-1 - own)
    group = own
    rows.push(operation)
  }
  return rows
}

/** The group a heading row stands for, or null for an operation's row. */
export const headingGroup = (row: number): number | null => (row < 0 ? -1 - row : null)
