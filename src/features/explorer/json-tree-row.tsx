// One row of the JSON tree: its toggle, its name, and its value (a container shows its size).
import { formatCount, plural } from '../../lib/format'
import { sizeOf, type TreeRow } from './json-tree-model'

/** Strings are cut for the row; the raw view has them whole. */
const SHOWN_CHARS = 200

function preview(row: TreeRow): { text: string; type: string } {
  const size = sizeOf(row.value)
  if (row.kind === 'array') return { text: `[ ${plural(size, 'item')} ]`, type: 'container' }
  if (row.kind === 'object') return { text: `{ ${plural(size, 'field')} }`, type: 'container' }
  const { value } = row
  if (typeof value === 'string') {
    const cut = value.length > SHOWN_CHARS
    return {
      text: `${JSON.stringify(value.slice(0, SHOWN_CHARS))}${cut ? '…' : ''}`,
      type: 'string',
    }
  }
  if (typeof value === 'bigint') return { text: value.toString(), type: 'number' }
  if (value === null) return { text: 'null', type: 'null' }
  return { text: String(value), type: typeof value }
}

export function TreeRowView({
  row,
  id,
  index,
  top,
  active,
  match,
}: {
  row: TreeRow
  id: string
  index: number
  top: number
  active: boolean
  match: 'current' | 'other' | null
}) {
  const { text, type } = preview(row)
  const container = row.kind !== 'value'
  const classes = ['json-tree-row', active && 'active', match && `match-${match}`]
  return (
    <div
      role="treeitem"
      id={id}
      data-index={index}
      aria-level={row.depth}
      aria-setsize={row.siblings}
      aria-posinset={row.position}
      aria-expanded={container ? row.expanded : undefined}
      aria-selected={active}
      className={classes.filter(Boolean).join(' ')}
      style={{ top, paddingInlineStart: `${row.depth - 1}rem` }}
    >
      <span className="json-tree-toggle" aria-hidden="true">
        {container ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      {row.name !== null && (
        <span className="json-key">
          {/^\d+$/.test(row.name) && row.parent ? formatCount(Number(row.name)) : row.name}:{' '}
        </span>
      )}
      <span className={`json-${type}`}>{text}</span>
    </div>
  )
}
