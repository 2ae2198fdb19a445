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
  return (
    <div className={className}>
      <h2 id={id}>{title}</h2>
      <button
        type="button"
        className="icon-button"
        aria-label={`Close ${title.toLowerCase()}`}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  )
}
