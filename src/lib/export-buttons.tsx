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
  return (
    <>
      <button type="button" className="button" disabled={disabled} onClick={onCsv}>
        Export CSV
      </button>
      <button type="button" className="button" disabled={disabled} onClick={onJson}>
        Export JSON
      </button>
    </>
  )
}
