// The JSON tree's keys, as the WAI-ARIA tree pattern has them: arrows move and open, Page and
// Home/End jump, Enter and Space open or close a container.
import type { KeyboardEvent } from 'react'
import { ROW_HEIGHT, type TreeCursor } from './use-tree-cursor'

export function treeKeyHandler({ height, model, activeIndex, moveTo, toggle }: TreeCursor) {
  return (event: KeyboardEvent) => {
    const row = model.rowAt(activeIndex)
    if (!row) return
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1)
    const to = (index: number) => {
      const target = model.rowAt(Math.max(0, Math.min(model.count - 1, index)))
      if (target) moveTo(target.path)
    }
    const container = row.kind !== 'value'
    // Right to left, the tree mirrors: the arrow that points into a container is ArrowLeft.
    const mirrored = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' }[event.key]
    switch (document.documentElement.dir === 'rtl' ? (mirrored ?? event.key) : event.key) {
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
}

function handled(event: KeyboardEvent, action: () => unknown) {
  event.preventDefault()
  action()
}
