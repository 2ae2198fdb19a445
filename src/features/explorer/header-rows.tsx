// Headers of the user's own, sent with the request; the API key is not one of them (Settings
// places it, and the explorer says where).
import type { HeaderRow } from './draft'

export function HeaderRows({
  rows,
  onChange,
  describedBy,
}: {
  rows: HeaderRow[]
  onChange: (rows: HeaderRow[]) => void
  /** The ids of each row's problems, by row. */
  describedBy: (index: number) => string | undefined
}) {
  const set = (index: number, patch: Partial<HeaderRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <fieldset className="explorer-headers">
      <legend>Headers</legend>
      {rows.length === 0 && (
        <p className="field-hint">None besides Accept, Content-Type and the key.</p>
      )}
      {rows.map((row, index) => {
        const problem = describedBy(index)
        return (
          <div className="explorer-header-row" key={index}>
            <input
              aria-label={`Header ${index + 1} name`}
              placeholder="Name"
              value={row.name}
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <input
              aria-label={`Header ${index + 1} value`}
              placeholder="Value"
              value={row.value}
              spellCheck={false}
              onChange={(event) => set(index, { value: event.target.value })}
            />
            <button
              type="button"
              className="button small"
              aria-label={`Remove header ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        )
      })}
      <button
        type="button"
        className="button small"
        onClick={() => onChange([...rows, { name: '', value: '' }])}
      >
        Add header
      </button>
    </fieldset>
  )
}
