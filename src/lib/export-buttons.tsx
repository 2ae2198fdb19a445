import { useT } from './i18n/i18n'
import './i18n/en/lib'

/** The list pages' "Export CSV" / "Export JSON" pair; each page says what its export holds. */
export function ExportButtons({
  disabled,
  onCsv,
  onJson,
}: {
  disabled: boolean
  onCsv: () => void
  onJson: () => void
}) {
  const t = useT()
  return (
    <>
      <button type="button" className="button" disabled={disabled} onClick={onCsv}>
        {t('lib.export-csv')}
      </button>
      <button type="button" className="button" disabled={disabled} onClick={onJson}>
        {t('lib.export-json')}
      </button>
    </>
  )
}
