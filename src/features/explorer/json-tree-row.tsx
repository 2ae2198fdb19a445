// One row of the JSON tree: its toggle, its name, and its value (a container shows its size).
import { formatCount } from '../../lib/format'
import { useT, type t as translate } from '../../lib/i18n/i18n'
import { sizeOf, type TreeRow } from './json-tree-model'
import '../../lib/i18n/en/explorer'

/** Strings are cut for the row; the raw view has them whole. */
const SHOWN_CHARS = 200

function preview(row: TreeRow, t: typeof translate): { text: string; type: string } {
  const count = sizeOf(row.value)
  if (row.kind === 'array') return { text: t('explorer.tree-array', { count }), type: 'container' }
  if (row.kind === 'object')
    return { text: t('explorer.tree-object', { count }), type: 'container' }
  const { value } = row
  if (typeof value === 'string') {
    const cut = value.length > SHOWN_CHARS
    return {
      text: `${JSON.stringify(value.slice(0, SHOWN_CHARS))}${cut ? '…' : ''}`,
      type: 'string',
    }
  }
  if (typeof value === 'bigint') return { text: value.toString(), type: 'number' }
  if (value === null) return { text: String(value), type: 'null' }
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
  const t = useT()
  const { text, type } = preview(row, t)
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
