// The operation picker's list as laid out on screen: the sizes of its rows, read from a probe row
// drawn with the same styles, the view's height and its scroll position. Without a layout (jsdom),
// the fallbacks stand in, and the list still draws only a window of its rows.
import { useCallback, useRef, useState } from 'react'
import type { RowMetrics } from './picker-rows'

const FALLBACK: RowMetrics = { heading: 28, padding: 12, line: 18, summary: 16, perLine: 48 }
const FALLBACK_HEIGHT = 320
/** The probe label's characters: their width over their count is one character's. */
export const PROBE_TEXT = 'GET /abcdefghijklmnopqrstuvwxyz/{id}'

const box = (element: Element | null | undefined) =>
  element?.getBoundingClientRect() ?? { width: 0, height: 0 }

function measure(probe: HTMLElement): RowMetrics | null {
  const option = probe.querySelector('.picker-option')
  const label = probe.querySelector<HTMLElement>('.picker-label')
  const characters = label?.firstElementChild
  const summary = probe.querySelector('.picker-summary')
  const width = box(characters).width / PROBE_TEXT.length
  if (!option || !label || !width) return null
  const line = box(label).height
  return {
    heading: box(probe.querySelector('.picker-heading')).height,
    padding: box(option).height - line - box(summary).height,
    line,
    summary: box(summary).height,
    // A pixel to spare: a line must never hold one character fewer than counted.
    perLine: Math.max(8, Math.floor((label.clientWidth - 1) / width)),
  }
}

const same = (a: RowMetrics, b: RowMetrics) =>
  (Object.keys(a) as (keyof RowMetrics)[]).every((key) => Math.abs(a[key] - b[key]) < 0.01)

export function usePickerLayout() {
  const scroller = useRef<HTMLDivElement>(null)
  const probe = useRef<HTMLDivElement>(null)
  const [metrics, setMetrics] = useState(FALLBACK)
  const [height, setHeight] = useState(FALLBACK_HEIGHT)
  const [top, setTop] = useState(0)

  // The list is drawn while the picker is open: measured each time it opens, and as it resizes.
  const attach = useCallback((element: HTMLDivElement) => {
    scroller.current = element
    const update = () => {
      const next = probe.current && measure(probe.current)
      if (next) setMetrics((old) => (same(old, next) ? old : next))
      setHeight((old) => element.clientHeight || old)
    }
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(element)
    // Closed, the list is gone: it opens again at its top.
    return () => {
      observer?.disconnect()
      scroller.current = null
      setTop(0)
    }
  }, [])

  /** Scrolls just enough to show the rows from `y` to `y + rowHeight`. */
  const reveal = useCallback((y: number, rowHeight: number) => {
    const element = scroller.current
    if (!element) return
    if (y < element.scrollTop) element.scrollTop = y
    else if (y + rowHeight > element.scrollTop + element.clientHeight)
      element.scrollTop = y + rowHeight - element.clientHeight
  }, [])

  return {
    attach,
    probe,
    metrics,
    height,
    top,
    onScroll: (event: { currentTarget: HTMLElement }) => setTop(event.currentTarget.scrollTop),
    reveal,
  }
}
