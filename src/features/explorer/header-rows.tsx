// Headers of the user's own, sent with the request; the API key is not one of them (Settings
// places it, and the explorer says where).
import { useT } from '../../lib/i18n/i18n'
import type { HeaderRow } from './draft'
import '../../lib/i18n/en/explorer'

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
  const t = useT()
  const set = (index: number, patch: Partial<HeaderRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <fieldset className="field-group explorer-headers">
      <legend>{t('explorer.headers')}</legend>
      {rows.length === 0 && <p className="field-hint">{t('explorer.headers-none')}</p>}
      {rows.map((row, index) => {
        const problem = describedBy(index)
        const number = index + 1
        return (
          <div className="explorer-header-row" key={index}>
            <input
              aria-label={t('explorer.header-name-label', { number })}
              placeholder={t('explorer.header-name-placeholder')}
              value={row.name}
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <input
              aria-label={t('explorer.header-value-label', { number })}
              placeholder={t('explorer.header-value-placeholder')}
              value={row.value}
              spellCheck={false}
              onChange={(event) => set(index, { value: event.target.value })}
            />
            <button
              type="button"
              className="button small"
              aria-label={t('explorer.header-remove-label', { number })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {t('explorer.header-remove')}
            </button>
          </div>
        )
      })}
      <button
        type="button"
        className="button small"
        onClick={() => onChange([...rows, { name: '', value: '' }])}
      >
        {t('explorer.header-add')}
      </button>
    </fieldset>
  )
}
