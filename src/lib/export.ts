// Export the current view as CSV or JSON. CSV cells that a spreadsheet would run as a formula are
// neutralised (OWASP "CSV injection"), and every cell is quoted when it needs to be.
import { announce } from './announcer'
import { t } from './i18n/i18n'
import { stringifyJson } from './json'
import './i18n/en/lib'

export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return ''
  // A number cannot become a formula, and must stay a number: -5 is not text.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  let text = typeof value === 'object' ? stringifyJson(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): string {
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

export function download(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
  // A download shows nothing on the page: say it happened.
  announce(t('lib.downloaded', { filename }))
}

export function exportCsv(
  name: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): void {
  download(`${name}.csv`, toCsv(columns, rows), 'text/csv;charset=utf-8')
}

export function exportJson(name: string, rows: unknown): void {
  download(`${name}.json`, `${stringifyJson(rows, 2)}\n`, 'application/json')
}
