// The operation picker's listbox: the rows in view (and the active one) drawn where the whole
// list would have them, each group's rows in a group named by its heading. The focus stays in the
// combobox; the list is never focused, so a press on it keeps the focus where it is.
import type { MouseEvent, ReactNode, RefObject, UIEvent } from 'react'
import { useT } from '../../lib/i18n/i18n'
import { headingGroup, type OperationIndex } from './operation-search'
import { rowAt } from './picker-rows'
import { PROBE_TEXT } from './use-picker-layout'
import '../../lib/i18n/en/explorer'

export const optionId = (listId: string, operation: number) => `${listId}-${operation}`

interface ListProps {
  id: string
  labelledBy: string
  index: OperationIndex
  rows: readonly number[]
  tops: Float64Array
  /** The rows to draw: [first, last), and the active row wherever it is. */
  shown: [number, number]
  activeRow: number
  current: number
  /** The list's scroll position. */
  top: number
  attach: (element: HTMLDivElement) => () => void
  probe: RefObject<HTMLDivElement | null>
  onScroll: (event: UIEvent<HTMLDivElement>) => void
  onChoose: (operation: number) => void
}

export function OperationList(props: ListProps) {
  const { id, labelledBy, rows, tops, attach, probe, onScroll, onChoose } = props
  const onClick = (event: MouseEvent) => {
    const row = (event.target as Element).closest<HTMLElement>('[data-row]')?.dataset.row
    const operation = rows[Number(row)]
    if (row !== undefined && operation !== undefined) onChoose(operation)
  }
  return (
    // The keys are the combobox's, which keeps the focus: the list names its active option.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      ref={attach}
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className="picker-list"
      onScroll={onScroll}
      // A press on the list would take the focus from the combobox.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <PinnedHeading {...props} />
      <div className="picker-rows" style={{ height: tops[tops.length - 1] }}>
        <Groups {...props} />
        <Probe probe={probe} />
      </div>
    </div>
  )
}

/** The rows drawn, each run of one group inside a group that its heading names. */
function Groups({ id, index, rows, tops, shown, activeRow, current }: ListProps) {
  const t = useT()
  const drawn = Array.from({ length: shown[1] - shown[0] }, (_, offset) => shown[0] + offset)
  if (activeRow >= 0 && (activeRow < shown[0] || activeRow >= shown[1])) {
    drawn.push(activeRow)
    drawn.sort((a, b) => a - b)
  }
  const place = (row: number) => ({
    top: tops[row],
    height: (tops[row + 1] ?? 0) - (tops[row] ?? 0),
  })
  const option = (row: number) => {
    const operation = rows[row] ?? 0
    const o = index.operations[operation]
    if (!o) return null
    const key = optionId(id, operation)
    return (
      <div
        key={key}
        id={key}
        role="option"
        aria-selected={row === activeRow}
        aria-describedby={o.summary ? `${key}-summary` : undefined}
        className={operation === current ? 'picker-option picker-current' : 'picker-option'}
        style={place(row)}
        data-row={row}
      >
        <code dir="ltr" className="picker-label">
          <span className="picker-method">{o.method}</span> {o.path}
        </code>
        {o.summary && (
          // Its description, not its name: the option reads as method and path.
          <span id={`${key}-summary`} className="picker-summary" dir="auto" aria-hidden="true">
            {o.summary}
          </span>
        )}
      </div>
    )
  }
  if (!index.grouped) return drawn.map(option)

  // Rows come group by group, so each group's drawn rows follow one another here.
  const groups: { group: number; rows: number[] }[] = []
  for (const row of drawn) {
    const group = headingGroup(rows[row] ?? 0) ?? index.groupOf[rows[row] ?? 0] ?? 0
    const last = groups.at(-1)
    if (last?.group === group) last.rows.push(row)
    else groups.push({ group, rows: [row] })
  }
  return groups.map(({ group, rows: own }) => {
    const headingId = `${id}-group-${group}`
    const headingRow = rows.indexOf(-1 - group)
    const name = index.groups[group] ?? t('explorer.picker-untagged')
    const options: ReactNode[] = own.filter((row) => (rows[row] ?? 0) >= 0).map(option)
    return (
      <div key={headingId} role="group" aria-labelledby={headingId}>
        {/* The heading names the group even when scrolled away: it is always drawn. */}
        <div
          id={headingId}
          role="presentation"
          className="picker-heading"
          dir={index.groups[group] === null ? undefined : 'auto'}
          style={place(headingRow)}
        >
          {name}
        </div>
        {options}
      </div>
    )
  })
}

/** The heading of the group at the top of the view, kept there as its rows scroll under it. */
function PinnedHeading({ index, rows, tops, top }: ListProps) {
  const t = useT()
  const row = rows[rowAt(tops, top)]
  if (!index.grouped || row === undefined) return null
  const group = headingGroup(row) ?? index.groupOf[row] ?? 0
  const name = index.groups[group]
  // Said by the group it names already: a copy for the eye.
  return (
    <div className="picker-pin" aria-hidden="true">
      <div className="picker-heading" dir={name === null ? undefined : 'auto'}>
        {name ?? t('explorer.picker-untagged')}
      </div>
    </div>
  )
}

/** A row never seen, drawn with the list's styles: its sizes are the rows' (use-picker-layout). */
function Probe({ probe }: { probe: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={probe} className="picker-probe" aria-hidden="true">
      <div className="picker-heading">{PROBE_TEXT}</div>
      <div className="picker-option">
        <code dir="ltr" className="picker-label">
          <span>{PROBE_TEXT}</span>
        </code>
        <span className="picker-summary">{PROBE_TEXT}</span>
      </div>
    </div>
  )
}
