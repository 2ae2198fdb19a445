// A chart's numbers as a table, behind "Show as table": the same figures for anyone who cannot
// read the bars (a screen reader, forced colours, a magnifier), opened only when asked for.
import type { ReactNode } from 'react'
import { useT } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/overview'

export function ChartTable({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <details className="chart-table">
      <summary>{t('overview.show-as-table')}</summary>
      <div className="table-wrap">{children}</div>
    </details>
  )
}
