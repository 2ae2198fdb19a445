// A JSON value as a tree: collapsible, searchable and driven by the keyboard (a WAI-ARIA tree: the
// focus stays on the tree, aria-activedescendant names the current row), and virtualized: only the
// rows in view are drawn, so 20,000 orders open at once.
import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import type { TreeModel, TreeRow } from './json-tree-model'
import { treeKeyHandler } from './json-tree-keys'
import { TreeRowView } from './json-tree-row'
import { TreeSearch } from './tree-search'
import { ROW_HEIGHT, useTreeCursor } from './use-tree-cursor'
import { useTreeSearch } from './use-tree-search'

/** Rows drawn beyond each edge of the view, so a quick scroll shows no gap. */
const OVERSCAN = 8

const rowId = (index: number) => `json-tree-row-${index}`

export function JsonTree({
  value,
  label,
  action,
}: {
  value: unknown
  label: string
  /** What can be done with the current row, beside its path: Tab reaches it from the tree. */
  action?: (row: TreeRow) => ReactNode
}) {
  const cursor = useTreeCursor(value)
  const { scroller, height, model, activeIndex, moveTo, toggle } = cursor
  const tree = useRef<HTMLDivElement>(null)
  const [top, setTop] = useState(0)
  const search = useTreeSearch(value, cursor.goTo)
  const matched = useMemo(
    () => new Set(search.result?.matches.map((match) => match.path)),
    [search.result],
  )

  const current = model.rowAt(activeIndex)

  const onClick = (event: MouseEvent) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    const row = element ? model.rowAt(Number(element.dataset.index)) : null
    if (!row) return
    moveTo(row.path)
    if (row.kind !== 'value') toggle(row.path)
    tree.current?.focus()
  }

  return (
    <div className="json-tree">
      <TreeSearch search={search} />
      <div
        ref={scroller}
        className="json-tree-scroller"
        onScroll={(event) => setTop(event.currentTarget.scrollTop)}
      >
        <div
          ref={tree}
          role="tree"
          aria-label={label}
          tabIndex={0}
          aria-activedescendant={rowId(activeIndex)}
          className="json-tree-rows"
          style={{ height: model.count * ROW_HEIGHT }}
          onKeyDown={treeKeyHandler(cursor)}
          onClick={onClick}
        >
          <TreeRows
            model={model}
            activeIndex={activeIndex}
            top={top}
            height={height}
            matched={matched}
            currentMatch={search.result?.matches[search.current]?.path}
          />
        </div>
      </div>
      <div className="json-tree-current">
        <p className="json-tree-path muted">
          <code>{current?.path ?? '$'}</code>
        </p>
        {current && action?.(current)}
      </div>
    </div>
  )
}

/** The rows in view, with a few beyond each edge, each placed where the full list would have it. */
function TreeRows({
  model,
  activeIndex,
  top,
  height,
  matched,
  currentMatch,
}: {
  model: TreeModel
  activeIndex: number
  top: number
  height: number
  matched: Set<string>
  currentMatch: string | undefined
}) {
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(model.count, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN)
  // The current row is drawn even when scrolled away: aria-activedescendant must name a real one.
  const shown = Array.from({ length: last - first }, (_, offset) => first + offset)
  if (activeIndex < first || activeIndex >= last) shown.push(activeIndex)
  return shown.map((index) => {
    const row = model.rowAt(index)
    if (!row) return null
    return (
      <TreeRowView
        key={row.path}
        row={row}
        id={rowId(index)}
        index={index}
        top={index * ROW_HEIGHT}
        active={index === activeIndex}
        match={row.path === currentMatch ? 'current' : matched.has(row.path) ? 'other' : null}
      />
    )
  })
}
