// Where the JSON tree's cursor is: which containers are open, which row is current, and the
// scrolling that keeps that row in view as keys and search move it. The tree is virtualized, so the
// scroller's height and the row height decide which rows are drawn.
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { childPath, entriesOf, kindOf, TreeModel } from './json-tree-model'
import type { Match } from './json-tree-search'

/** A row's height in pixels: `.json-tree-row` in explorer.css has the same. */
export const ROW_HEIGHT = 24

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
function useHeight(ref: RefObject<HTMLElement | null>) {
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

export type TreeCursor = ReturnType<typeof useTreeCursor>

/** The cursor owns the scroller's ref: it scrolls the element to show the current row. */
export function useTreeCursor(value: unknown) {
  const scroller = useRef<HTMLDivElement>(null)
  const height = useHeight(scroller)
  const [expanded, setExpanded] = useState(() => initialExpanded(value))
  const model = useMemo(() => new TreeModel(value, expanded), [value, expanded])
  const [active, setActive] = useState('$')
  const activeIndex = Math.max(0, model.indexOf(active))
  const reveal = useRef<string | null>(null)

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
  // A match deep inside closed containers: open the way to it first.
  const goTo = (match: Match) => {
    setExpanded((old) => new Set([...old, ...match.ancestors]))
    moveTo(match.path)
  }
  return { scroller, height, model, activeIndex, moveTo, toggle, goTo }
}
