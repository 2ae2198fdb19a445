// A small SVG bar chart: gridlines, axis labels and (stacked) bars, each bar with records a link.
// The drawing is one role="img" group with a summary; the bars sit beside it as real links, because
// interactive content inside role="img" would be hidden from assistive technology.
import { useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatCount } from '../../lib/format'
import { niceScale } from './stats'

export interface BarSegment {
  value: number
  /** A class from styles.css that sets the fill (so the colour follows the theme). */
  className: string
}

export interface ChartBar {
  key: string
  /** Short label under the bar. */
  label: string
  /** The bar link's accessible name, e.g. "available: 12 pets". */
  name: string
  /** Stacked bottom-up. */
  segments: BarSegment[]
  to: string
}

interface Props {
  bars: ChartBar[]
  /** What the role="img" group announces: the chart's title and its numbers in words. */
  summary: string
  height?: number
  /** Widest a bar may get, so a chart with three bars does not look like a wall. */
  maxBarWidth?: number
}

const MARGIN = { top: 14, right: 8, bottom: 30, left: 40 }
const MIN_LABEL_GAP = 52

function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // jsdom has no layout: keep the fallback there.
    if (element.clientWidth > 0) setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** Where things go: the plot's height, each bar's band and width, and a value's y. */
interface Layout {
  width: number
  height: number
  plotHeight: number
  band: number
  barWidth: number
  y: (value: number) => number
}

export function BarChart({ bars, summary, height = 240, maxBarWidth = 56 }: Props) {
  const [ref, width] = useWidth<HTMLDivElement>(560)
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right)
  const plotHeight = height - MARGIN.top - MARGIN.bottom
  const totals = bars.map((bar) => bar.segments.reduce((sum, s) => sum + s.value, 0))
  const scale = niceScale(Math.max(0, ...totals))
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.max) * plotHeight
  const band = plotWidth / Math.max(1, bars.length)
  const barWidth = Math.max(2, Math.min(maxBarWidth, band * 0.7))
  const layout: Layout = { width, height, plotHeight, band, barWidth, y }
  const ticks = Array.from({ length: scale.max / scale.step + 1 }, (_, i) => i * scale.step)

  return (
    <div ref={ref} className="bar-chart">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="bar-chart-svg"
      >
        <ChartDrawing bars={bars} summary={summary} ticks={ticks} layout={layout} />
        {bars.map((bar, index) => (
          <BarGroup
            key={bar.key}
            bar={bar}
            index={index}
            total={totals[index] ?? 0}
            showValue={band >= 26}
            layout={layout}
          />
        ))}
      </svg>
    </div>
  )
}

/** The picture a screen reader hears as one image: gridlines, their numbers, labels, baseline. */
function ChartDrawing({
  bars,
  summary,
  ticks,
  layout: { width, height, band, y },
}: {
  bars: ChartBar[]
  summary: string
  ticks: number[]
  layout: Layout
}) {
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_GAP / band))
  return (
    <g role="img" aria-label={summary}>
      {ticks.map((tick) => (
        <g key={tick} className="chart-grid">
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) =>
        index % labelEvery === 0 ? (
          <text
            key={bar.key}
            className="chart-axis-label"
            x={MARGIN.left + band * (index + 0.5)}
            y={height - MARGIN.bottom + 18}
            textAnchor="middle"
          >
            {bar.label}
          </text>
        ) : null,
      )}
      <line
        className="chart-baseline"
        x1={MARGIN.left}
        x2={width - MARGIN.right}
        y1={y(0)}
        y2={y(0)}
      />
    </g>
  )
}

/** Each segment with the total of those below it: the bar is stacked bottom-up. */
function stack(segments: BarSegment[]) {
  let base = 0
  return segments.map((segment) => {
    const below = base
    base += segment.value
    return { segment, base: below }
  })
}

/** One bar: a link to its records (when it has any), its stacked segments, and its number. */
function BarGroup({
  bar,
  index,
  total,
  showValue,
  layout: { plotHeight, band, barWidth, y },
}: {
  bar: ChartBar
  index: number
  total: number
  showValue: boolean
  layout: Layout
}) {
  const left = MARGIN.left + band * index
  const x = left + (band - barWidth) / 2
  return (
    <g>
      {/* A bar with nothing in it is no Tab stop: "0 orders" leads nowhere. */}
      {total ? (
        <Link to={bar.to} aria-label={bar.name} className="chart-bar">
          <title>{bar.name}</title>
          <rect
            className="chart-hit"
            x={left + 1}
            y={MARGIN.top}
            width={Math.max(1, band - 2)}
            height={plotHeight}
            rx={4}
          />
          {stack(bar.segments).map(({ segment, base }) => {
            const top = y(base + segment.value)
            const bottom = y(base)
            return segment.value > 0 ? (
              <rect
                key={segment.className}
                className={segment.className}
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, bottom - top)}
              />
            ) : null
          })}
        </Link>
      ) : null}
      {/* Outside the link: its name already says the number (WCAG 2.5.3, label in name). */}
      {showValue && (
        <text
          className="chart-value"
          aria-hidden="true"
          x={x + barWidth / 2}
          y={y(total) - 5}
          textAnchor="middle"
        >
          {formatCount(total)}
        </text>
      )}
    </g>
  )
}
