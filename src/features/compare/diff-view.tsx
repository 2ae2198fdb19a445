// The differences between two answers, as the Compare page shows them: the counts, the records on
// one side only, and a table of the changed fields, each cut short on screen (the export has all).
import { formatCount, formatId, plural } from '../../lib/format'
import { stringifyJson } from '../../lib/json'
import { countsOf, type Diff } from './diff'

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
  return (
    <section className="card compare-diff" aria-labelledby="compare-diff-title">
      <div className="row compare-diff-head">
        <h2 id="compare-diff-title">Differences</h2>
        <button type="button" className="button" onClick={onExport}>
          Export JSON
        </button>
      </div>
      <Counts diff={diff} names={names} />
      <RecordList title={`Only in ${names.left}`} rows={diff.onlyLeft} />
      <RecordList title={`Only in ${names.right}`} rows={diff.onlyRight} />
      <ChangedFields diff={diff} names={names} />
    </section>
  )
}

function Counts({ diff, names }: { diff: Diff; names: Names }) {
  const counts = countsOf(diff)
  return (
    <ul className="compare-counts">
      <li>
        Only in {names.left}: <strong>{formatCount(counts.onlyLeft)}</strong>
      </li>
      <li>
        Only in {names.right}: <strong>{formatCount(counts.onlyRight)}</strong>
      </li>
      <li>
        Changed: <strong>{plural(counts.changed, 'record')}</strong> (
        {plural(counts.changedFields, 'field')})
      </li>
      <li>
        Same: <strong>{formatCount(counts.same)}</strong>
      </li>
      {diff.withoutId.left + diff.withoutId.right > 0 && (
        <li>
          Without an id (not compared): {diff.withoutId.left} left, {diff.withoutId.right} right
        </li>
      )}
    </ul>
  )
}

function ChangedFields({ diff, names }: { diff: Diff; names: Names }) {
  const changes = diff.changed.flatMap(({ id, changes: fields }) =>
    fields.map((change) => ({ id, ...change })),
  )
  if (changes.length === 0) return null
  return (
    <div className="table-wrap">
      <table>
        <caption>Changed fields</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Field</th>
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
  if (total <= SHOWN) return null
  return (
    <p className="muted">
      Showing {SHOWN} of {formatCount(total)}; Export JSON has them all.
    </p>
  )
}
