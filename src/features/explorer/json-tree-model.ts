// The JSON tree as rows: only the expanded containers' children are listed, so a body of 20,000
// orders is 20,000 rows until one is opened, and only the rows in view are ever drawn. Each node is
// named by its JSON path (`$[3].shipDate`), the way the contract check names it.

export type NodeKind = 'object' | 'array' | 'value'

export interface TreeRow {
  /** The node's JSON path: its identity across renders. */
  path: string
  /** The property name or index it has in its parent; null for the root. */
  name: string | null
  value: unknown
  kind: NodeKind
  /** Children of a container. */
  size: number
  depth: number
  expanded: boolean
  /** Place among its siblings, from 1, and how many there are (for aria-posinset / setsize). */
  position: number
  siblings: number
  parent: string | null
}

export const kindOf = (value: unknown): NodeKind =>
  Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'value'

const sizeOf = (value: unknown, kind: NodeKind) =>
  kind === 'array'
    ? (value as unknown[]).length
    : kind === 'object'
      ? Object.keys(value as object).length
      : 0

/** `$.name`, `$["odd key"]`, `$[3]`: the child's path, as the contract check writes paths. */
export const childPath = (parent: string, name: string | number) =>
  typeof name === 'number'
    ? `${parent}[${name}]`
    : /^[A-Za-z_$][\w$]*$/.test(name)
      ? `${parent}.${name}`
      : `${parent}[${JSON.stringify(name)}]`

export function entriesOf(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item])
  if (value !== null && typeof value === 'object') return Object.entries(value)
  return []
}

/** The rows on screen when the nodes in `expanded` are open (by path), in document order. */
export function visibleRows(root: unknown, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = []
  const visit = (
    value: unknown,
    path: string,
    name: string | null,
    depth: number,
    place: { position: number; siblings: number; parent: string | null },
  ) => {
    const kind = kindOf(value)
    const open = kind !== 'value' && expanded.has(path)
    rows.push({
      path,
      name,
      value,
      kind,
      size: sizeOf(value, kind),
      depth,
      expanded: open,
      ...place,
    })
    if (!open) return
    const children = entriesOf(value)
    for (const [index, [key, child]] of children.entries()) {
      visit(child, childPath(path, key), String(key), depth + 1, {
        position: index + 1,
        siblings: children.length,
        parent: path,
      })
    }
  }
  visit(root, '$', null, 1, { position: 1, siblings: 1, parent: null })
  return rows
}

/** The paths from the root down to a node's parent: what must be open to show it. */
export interface Match {
  path: string
  ancestors: string[]
}

/** Matches kept per search; the count above it says "more". */
export const MAX_MATCHES = 1000

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? 'null' : String(value)

/**
 * Every node whose name or (leaf) value contains `query`, case-insensitive, in document order. A
 * generator that yields every few thousand nodes, so a caller can run it in slices.
 */
export function* searchTree(
  root: unknown,
  query: string,
): Generator<void, { matches: Match[]; total: number }> {
  const needle = query.toLowerCase()
  const matches: Match[] = []
  let total = 0
  let visited = 0
  const stack: { value: unknown; path: string; name: string | null; ancestors: string[] }[] = [
    { value: root, path: '$', name: null, ancestors: [] },
  ]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node) break
    const kind = kindOf(node.value)
    const hit =
      (node.name !== null && node.name.toLowerCase().includes(needle)) ||
      (kind === 'value' && textOf(node.value).toLowerCase().includes(needle))
    if (hit && total++ < MAX_MATCHES) matches.push({ path: node.path, ancestors: node.ancestors })
    const children = entriesOf(node.value)
    const ancestors = [...node.ancestors, node.path]
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, child] = children[index] ?? []
      if (key === undefined) continue
      stack.push({ value: child, path: childPath(node.path, key), name: String(key), ancestors })
    }
    if (++visited % 2000 === 0) yield
  }
  return { matches, total }
}
