// The differences between two answers, as the Compare page shows them: the counts, the records on
// one side only, and a table of the changed fields, each cut short on screen (the export has all).
import { formatId } from '../../lib/format'
import { useT } from '../../lib/i18n/i18n'
import { stringifyJson } from '../../lib/json'
import type { ReactNode } from 'react'
import { countsOf, type Diff } from './diff'
import '../../lib/i18n/en/compare'

/** Rows shown per section; the export has them all. */
const SHOWN = 100

/** A value as the diff shows it: JSON (an int64 exact), or a dash when it was not sent. */
const shown = (value: unknown) => (value === undefined ? '—' : stringifyJson(value))

/** Each side's name, as its heading and its column say it. */
interface Names {
  left: string
  right: string
}

export function DiffView({
  diff,
  names,
  onExport,
}: {
  diff: Diff
  names: Names
  onExport: () => void
}) {
  const t = useT()
  return (
    <section className="card compare-diff" aria-labelledby="compare-diff-title">
      <div className="row compare-diff-head">
        <h2 id="compare-diff-title">{t('compare.differences')}</h2>
        <button type="button" className="button" onClick={onExport}>
          {t('compare.export')}
        </button>
      </div>
      <Counts diff={diff} names={names} />
      <RecordList title={t('compare.only-in', { side: names.left })} rows={diff.onlyLeft} />
      <RecordList title={t('compare.only-in', { side: names.right })} rows={diff.onlyRight} />
      <ChangedFields diff={diff} names={names} />
    </section>
  )
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>

function Counts({ diff, names }: { diff: Diff; names: Names }) {
  const t = useT()
  const counts = countsOf(diff)
  const { left, right } = diff.withoutId
  return (
    <ul className="compare-counts">
      <li>
        {t.rich('compare.count-only-in', { side: names.left, count: counts.onlyLeft, strong })}
      </li>
      <li>
        {t.rich('compare.count-only-in', { side: names.right, count: counts.onlyRight, strong })}
      </li>
      <li>
        {t.rich('compare.count-changed', {
          records: counts.changed,
          fields: counts.changedFields,
          strong,
        })}
      </li>
      <li>{t.rich('compare.count-same', { count: counts.same, strong })}</li>
      {left + right > 0 && (
        // As strings, as they always read: not grouped like the counts above.
        <li>{t('compare.count-without-id', { left: String(left), right: String(right) })}</li>
      )}
    </ul>
  )
}

function ChangedFields({ diff, names }: { diff: Diff; names: Names }) {
  const changes = diff.changed.flatMap(({ id, changes: fields }) =>
    fields.map((change) => ({ id, ...change })),
  )
  const t = useT()
  if (changes.length === 0) return null
  return (
    <div className="table-wrap">
      <table>
        <caption>{t('compare.changed-fields')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.column-id')}</th>
            <th scope="col">{t('compare.column-field')}</th>
            <th scope="col">{names.left}</th>
            <th scope="col">{names.right}</th>
          </tr>
        </thead>
        <tbody>
          {changes.slice(0, SHOWN).map((change) => (
            <tr key={`${change.id}/${change.field}`}>
              <td className="mono">{change.id}</td>
              <td>{change.field}</td>
              <td className="mono text-cell">{shown(change.left)}</td>
              <td className="mono text-cell">{shown(change.right)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <More total={changes.length} />
    </div>
  )
}

function RecordList({ title, rows }: { title: string; rows: readonly Record<string, unknown>[] }) {
  if (rows.length === 0) return null
  return (
    <div className="compare-records">
      <h3>{title}</h3>
      <ul>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={formatId(row.id as number | bigint)}>
            <span className="mono">{formatId(row.id as number | bigint)}</span>{' '}
            {typeof row.name === 'string' ? row.name : ''}
          </li>
        ))}
      </ul>
      <More total={rows.length} />
    </div>
  )
}

function More({ total }: { total: number }) {
  const t = useT()
  if (total <= SHOWN) return null
  return <p className="muted">{t('compare.more', { shown: SHOWN, total })}</p>
}
