import { useT } from './i18n/i18n'

/** A dialog's or panel's heading with its close button ("Close <title>"). */
export function PanelHeader({
  id,
  title,
  onClose,
  className = 'dialog-header',
}: {
  id?: string
  title: string
  onClose: () => void
  className?: string
}) {
  const t = useT()
  // English names the title mid-sentence in lower case; German nouns keep their capitals.
  const named = t.language.code.startsWith('en') ? title.toLowerCase() : title
  return (
    <div className={className}>
      <h2 id={id}>{title}</h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('lib.close-panel', { title: named })}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  )
}
