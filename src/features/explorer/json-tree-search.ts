// Search over a JSON value: every node whose name or value holds the text, in document order, with
// the containers to open to show it. A generator, so a 7 MB body is searched in slices.
import { childPath, entriesOf, kindOf } from './json-tree-model'

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
