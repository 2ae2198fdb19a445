// The JSON tree as a list of rows that is never built whole: the model counts the rows the open
// containers show and makes only the rows asked for, so 20,000 orders cost the same as 20 until
// one is opened, and then only what is on screen. Each node is named by its JSON path
// (`$[3].shipDate`), the way the contract check names it.

export type NodeKind = 'object' | 'array' | 'value'

export interface TreeRow {
  /** The node's JSON path: its identity across renders. */
  path: string
  /** The property name or index it has in its parent; null for the root. */
  name: string | null
  value: unknown
  kind: NodeKind
  depth: number
  expanded: boolean
  /** Place among its siblings, from 1, and how many there are (for aria-posinset / setsize). */
  position: number
  siblings: number
  parent: string | null
}

type Key = string | number

export const kindOf = (value: unknown): NodeKind =>
  Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'value'

/** `$.name`, `$["odd key"]`, `$[3]`: the child's path, as the contract check writes paths. */
export const childPath = (parent: string, name: Key) =>
  typeof name === 'number'
    ? `${parent}[${name}]`
    : /^[A-Za-z_$][\w$]*$/.test(name)
      ? `${parent}.${name}`
      : `${parent}[${JSON.stringify(name)}]`

/** An object's keys, listed once per object however often the tree asks. */
const keyLists = new WeakMap<object, string[]>()
function keysOf(value: object): string[] {
  let keys = keyLists.get(value)
  if (!keys) keyLists.set(value, (keys = Object.keys(value)))
  return keys
}

/** How many children a container has. */
export function sizeOf(value: unknown): number {
  const kind = kindOf(value)
  if (kind === 'array') return (value as unknown[]).length
  return kind === 'object' ? keysOf(value as object).length : 0
}

function childAt(value: unknown, index: number): [Key, unknown] {
  if (Array.isArray(value)) return [index, value[index]]
  const key = keysOf(value as object)[index] ?? ''
  return [key, (value as Record<string, unknown>)[key]]
}

export function entriesOf(value: unknown): [Key, unknown][] {
  return Array.from({ length: sizeOf(value) }, (_, index) => childAt(value, index))
}

const SEGMENT = /^(?:\[(\d+)\]|\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\])/

/** The first step of a path below a node: the child's key, and how much of the path it took. */
function firstSegment(rest: string): { key: Key; length: number } | null {
  const match = SEGMENT.exec(rest)
  if (!match) return null
  const [text, index, name, quoted] = match
  const key = index !== undefined ? Number(index) : (name ?? (JSON.parse(quoted ?? '""') as string))
  return { key, length: text.length }
}

function indexOfKey(value: unknown, key: Key): number {
  if (Array.isArray(value)) return typeof key === 'number' && key < value.length ? key : -1
  if (kindOf(value) !== 'object' || typeof key !== 'string') return -1
  return keysOf(value as object).indexOf(key)
}

interface OpenChild {
  index: number
  path: string
  /** Its rows, itself included. */
  rows: number
}

export class TreeModel {
  /** The rows shown: the root, and the children of every open container, recursively. */
  readonly count: number
  /** For each open container, its open children in order. */
  private readonly open = new Map<string, OpenChild[]>()

  constructor(
    readonly root: unknown,
    readonly expanded: ReadonlySet<string>,
  ) {
    for (const path of expanded) this.place(path)
    this.count = this.rowsOf('$', root)
  }

  /** Files an open path under its parent, when every container above it is open too. */
  private place(path: string) {
    if (path === '$') return
    let parent = '$'
    let value = this.root
    for (let rest = path.slice(1); rest;) {
      const segment = firstSegment(rest)
      const index = segment ? indexOfKey(value, segment.key) : -1
      if (!segment || index < 0 || !this.expanded.has(parent)) return
      const child = parent + rest.slice(0, segment.length)
      rest = rest.slice(segment.length)
      if (!rest) {
        const siblings = this.open.get(parent) ?? []
        siblings.push({ index, path: child, rows: 0 })
        this.open.set(parent, siblings)
      }
      parent = child
      value = childAt(value, index)[1]
    }
  }

  private rowsOf(path: string, value: unknown): number {
    if (!this.expanded.has(path) || kindOf(value) === 'value') return 1
    const children = (this.open.get(path) ?? []).sort((a, b) => a.index - b.index)
    let rows = 1 + sizeOf(value)
    for (const child of children) {
      child.rows = this.rowsOf(child.path, childAt(value, child.index)[1])
      rows += child.rows - 1
    }
    return rows
  }

  private row(
    value: unknown,
    path: string,
    name: string | null,
    depth: number,
    parent: TreeRow | null,
    position: number,
  ): TreeRow {
    const kind = kindOf(value)
    const expanded = kind !== 'value' && this.expanded.has(path)
    const siblings = parent ? sizeOf(parent.value) : 1
    return {
      path,
      name,
      value,
      kind,
      depth,
      expanded,
      position,
      siblings,
      parent: parent?.path ?? null,
    }
  }

  /** The row at `index` in the list shown, made on request. */
  rowAt(index: number): TreeRow | null {
    if (index < 0 || index >= this.count) return null
    let row = this.row(this.root, '$', null, 1, null, 1)
    let rest = index
    while (rest > 0 && row.expanded) {
      rest -= 1
      let extra = 0
      let child: number | null = null
      for (const open of this.open.get(row.path) ?? []) {
        if (rest < open.index + extra) break
        if (rest < open.index + extra + open.rows) {
          child = open.index
          rest -= open.index + extra
          break
        }
        extra += open.rows - 1
      }
      const at = child ?? rest - extra
      const [key, value] = childAt(row.value, at)
      row = this.row(value, childPath(row.path, key), String(key), row.depth + 1, row, at + 1)
      if (child === null) rest = 0
    }
    return row
  }

  /** Where the node at `path` is in the list shown, or -1 when it is not shown. */
  indexOf(path: string): number {
    let index = 0
    let current = '$'
    let value = this.root
    for (let rest = path.slice(1); rest;) {
      const segment = firstSegment(rest)
      const at = segment ? indexOfKey(value, segment.key) : -1
      if (!segment || at < 0 || !this.expanded.has(current)) return -1
      index += 1 + at
      for (const open of this.open.get(current) ?? []) if (open.index < at) index += open.rows - 1
      current += rest.slice(0, segment.length)
      rest = rest.slice(segment.length)
      value = childAt(value, at)[1]
    }
    return index
  }
}
