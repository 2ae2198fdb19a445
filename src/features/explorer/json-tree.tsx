// A JSON value as a tree: collapsible, searchable and driven by the keyboard (a WAI-ARIA tree: the
// focus stays on the tree, aria-activedescendant names the current row), and virtualized: only the
// rows in view are drawn, so 20,000 orders open at once.
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { childPath, entriesOf, kindOf, TreeModel } from './json-tree-model'
import type { Match } from './json-tree-search'
import { TreeRowView } from './json-tree-row'
import { TreeSearch } from './tree-search'
import { useTreeSearch } from './use-tree-search'

/** A row's height in pixels: `.json-tree-row` in explorer.css has the same. */
const ROW_HEIGHT = 24
/** Rows drawn beyond each edge of the view, so a quick scroll shows no gap. */
const OVERSCAN = 8

/** The root open, and its children too when there are only a few. */
function initialExpanded(root: unknown): Set<string> {
  const open = new Set(['$'])
  const children = entriesOf(root)
  if (children.length <= 50) {
    for (const [key, child] of children) {
      if (kindOf(child) !== 'value') open.add(childPath('$', key))
    }
  }
  return open
}

/** The viewport's height, kept as the window or the layout changes. */
function useHeight(ref: React.RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState(ROW_HEIGHT * 16)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight((old) => element.clientHeight || old))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return height
}

export function JsonTree({ value, label }: { value: unknown; label: string }) {
  const [expanded, setExpanded] = useState(() => initialExpanded(value))
  const model = useMemo(() => new TreeModel(value, expanded), [value, expanded])
  const [active, setActive] = useState('$')
  const activeIndex = Math.max(0, model.indexOf(active))
  const scroller = useRef<HTMLDivElement>(null)
  const tree = useRef<HTMLDivElement>(null)
  const reveal = useRef<string | null>(null)
  const [top, setTop] = useState(0)
  const height = useHeight(scroller)

  // After a move by key or search: scroll just enough to show the current row.
  useLayoutEffect(() => {
    const element = scroller.current
    const path = reveal.current
    if (!element || !path) return
    reveal.current = null
    const index = model.indexOf(path)
    if (index < 0) return
    const y = index * ROW_HEIGHT
    if (y < element.scrollTop) element.scrollTop = y
    else if (y + ROW_HEIGHT > element.scrollTop + element.clientHeight) {
      element.scrollTop = y + ROW_HEIGHT - element.clientHeight
    }
  }, [model, active])

  const moveTo = (path: string) => {
    reveal.current = path
    setActive(path)
  }
  const toggle = (path: string) =>
    setExpanded((old) => {
      const next = new Set(old)
      if (!next.delete(path)) next.add(path)
      return next
    })
  const goTo = (match: Match) => {
    setExpanded((old) => new Set([...old, ...match.ancestors]))
    moveTo(match.path)
  }
  const search = useTreeSearch(value, goTo)
  const matched = useMemo(
    () => new Set(search.result?.matches.map((match) => match.path)),
    [search.result],
  )
  const currentMatch = search.result?.matches[search.current]?.path

  const onKeyDown = (event: KeyboardEvent) => {
    const row = model.rowAt(activeIndex)
    if (!row) return
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1)
    const to = (index: number) => {
      const target = model.rowAt(Math.max(0, Math.min(model.count - 1, index)))
      if (target) moveTo(target.path)
    }
    const container = row.kind !== 'value'
    switch (event.key) {
      case 'ArrowDown':
        return handled(event, () => to(activeIndex + 1))
      case 'ArrowUp':
        return handled(event, () => to(activeIndex - 1))
      case 'PageDown':
        return handled(event, () => to(activeIndex + page))
      case 'PageUp':
        return handled(event, () => to(activeIndex - page))
      case 'Home':
        return handled(event, () => to(0))
      case 'End':
        return handled(event, () => to(model.count - 1))
      case 'ArrowRight':
        if (!container) return
        return handled(event, () => (row.expanded ? to(activeIndex + 1) : toggle(row.path)))
      case 'ArrowLeft':
        return handled(event, () =>
          row.expanded ? toggle(row.path) : row.parent && moveTo(row.parent),
        )
      case 'Enter':
      case ' ':
        if (container) handled(event, () => toggle(row.path))
    }
  }

  const onClick = (event: MouseEvent) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    const row = element ? model.rowAt(Number(element.dataset.index)) : null
    if (!row) return
    moveTo(row.path)
    if (row.kind !== 'value') toggle(row.path)
    tree.current?.focus()
  }

  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(model.count, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN)
  // The current row is drawn even when scrolled away: aria-activedescendant must name a real one.
  const shown = Array.from({ length: last - first }, (_, offset) => first + offset)
  if (activeIndex < first || activeIndex >= last) shown.push(activeIndex)
  const rowId = (index: number) => `json-tree-row-${index}`
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
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          {shown.map((index) => {
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
                match={
                  row.path === currentMatch ? 'current' : matched.has(row.path) ? 'other' : null
                }
              />
            )
          })}
        </div>
      </div>
      <p className="json-tree-path muted">
        <code>{model.rowAt(activeIndex)?.path ?? '$'}</code>
      </p>
    </div>
  )
}

function handled(event: KeyboardEvent, action: () => unknown) {
  event.preventDefault()
  action()
}
