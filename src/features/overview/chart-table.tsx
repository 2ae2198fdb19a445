// A chart's numbers as a table, behind "Show as table": the same figures for anyone who cannot
// read the bars (a screen reader, forced colours, a magnifier), opened only when asked for.
import type { ReactNode } from 'react'

export function ChartTable({ children }: { children: ReactNode }) {
  return (
    <details className="chart-table">
      <summary>Show as table</summary>
      <div className="table-wrap">{children}</div>
    </details>
  )
}
