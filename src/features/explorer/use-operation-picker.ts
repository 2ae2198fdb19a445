// The Operation combobox's state: what is typed, whether the list is open, which option is active,
// and the keys that move it (WAI-ARIA's combobox with a list popup). The list is laid out by
// use-picker-layout.ts; the rows a query shows come from operation-search.ts.
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useAnnouncement } from '../../lib/announcer'
import { useT } from '../../lib/i18n/i18n'
import { indexOperations, matchRows } from './operation-search'
import type { OperationSummary } from './operations'
import { rowAt, rowTops, stepTo } from './picker-rows'
import { usePickerLayout } from './use-picker-layout'
import '../../lib/i18n/en/explorer'

export function useOperationPicker(
  operations: readonly OperationSummary[],
  operation: OperationSummary,
  onChoose: (operation: OperationSummary) => void,
) {
  const t = useT()
  const index = useMemo(() => indexOperations(operations), [operations])
  // By key: the chosen operation is its detail, a new object, where the list holds its summary.
  const current = operations.findIndex((o) => o.key === operation.key)
  // What is typed; null while the field shows the chosen operation.
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  // The active option, by operation; null is the first match.
  const [active, setActive] = useState<number | null>(null)
  const rows = useMemo(() => matchRows(index, query ?? ''), [index, query])
  const count = index.grouped ? rows.filter((row) => row >= 0).length : rows.length
  const layout = usePickerLayout()
  const tops = useMemo(
    () => rowTops(rows, operations, layout.metrics),
    [rows, operations, layout.metrics],
  )
  const found = active === null ? -1 : rows.indexOf(active)
  const activeRow = !open || rows.length === 0 ? -1 : found >= 0 ? found : stepTo(rows, 0, 0)
  const expanded = open && count > 0
  useAnnouncement(open ? t('explorer.picker-matches', { count }) : undefined)

  // After a key moves the active option, or the list opens or filters: it is scrolled into view.
  const revealing = useRef(false)
  const { reveal } = layout
  useLayoutEffect(() => {
    if (!revealing.current || activeRow < 0) return
    revealing.current = false
    // The group's heading is pinned over the top of the view: the row shows below it.
    const above = index.grouped ? layout.metrics.heading : 0
    const y = (tops[activeRow] ?? 0) - above
    reveal(y, (tops[activeRow + 1] ?? 0) - y)
  }, [activeRow, tops, reveal, index.grouped, layout.metrics.heading])

  const show = (operationIndex: number | null) => {
    revealing.current = true
    setOpen(true)
    setActive(operationIndex)
  }
  const close = () => {
    setOpen(false)
    setQuery(null)
    setActive(null)
  }
  const choose = (chosen: number) => {
    close()
    const next = operations[chosen]
    if (next && next.key !== operation.key) onChoose(next)
  }
  const moveTo = (row: number) => show(rows[row] ?? null)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp') show(current)
      else if (key === 'Escape' && (query ?? operation.label) !== '') setQuery('')
      else return
    } else if (key === 'Escape' || (key === 'ArrowUp' && event.altKey)) close()
    else if (key === 'Enter') {
      if (activeRow >= 0) choose(rows[activeRow] ?? current)
    } else if (rows.length === 0) return
    else if (key === 'ArrowDown') moveTo(stepTo(rows, activeRow, 1))
    else if (key === 'ArrowUp') moveTo(stepTo(rows, activeRow, -1))
    else if (key === 'Home') moveTo(stepTo(rows, 0, 0))
    else if (key === 'End') moveTo(stepTo(rows, rows.length - 1, 0))
    else if (key === 'PageDown' || key === 'PageUp') {
      const y = (tops[activeRow] ?? 0) + (key === 'PageDown' ? layout.height : -layout.height)
      moveTo(stepTo(rows, rowAt(tops, Math.max(0, y)), 0))
    } else return
    // Handled here: not a form submit, nor a tour's step, nor the request log's Escape.
    event.preventDefault()
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value)
    show(null)
  }
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    // The chosen operation's words are replaced by what is typed next.
    if (query === null) event.currentTarget.select()
    if (!open) show(current)
  }

  return {
    index,
    current,
    query,
    open,
    rows,
    count,
    tops,
    activeRow,
    expanded,
    layout,
    choose,
    close,
    onChange,
    onClick,
    onKeyDown,
  }
}
