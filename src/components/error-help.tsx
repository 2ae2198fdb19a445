// An error's explanation as the pages' alerts show it, and the fixes to copy.
import { explainError } from './explain-error'
import { useT } from '../lib/i18n/i18n'
import { CopyStatus, useCopy } from './copy'
import type { Fix } from './fixes'
import '../lib/i18n/en/components'

/** The explanation as a pages' alert shows it. */
export function ErrorExplanation({ error }: { error: unknown }) {
  const { text, fixes } = explainError(error)
  return (
    <>
      {text && <p>{text}</p>}
      <FixList fixes={fixes} />
    </>
  )
}

/** The fixes of an explanation, each copyable; long examples folded. */
export function FixList({ fixes }: { fixes: readonly Fix[] }) {
  const t = useT()
  if (fixes.length === 0) return null
  const shown = fixes.filter((fix) => !fix.folded)
  const folded = fixes.filter((fix) => fix.folded)
  return (
    <div className="fixes">
      {shown.map((fix) => (
        <FixBlock key={fix.label} fix={fix} />
      ))}
      {folded.length > 0 && (
        <details className="fix-examples">
          <summary>
            {t('components.examples', {
              list: folded.map((fix) => fix.label).join(t('components.list-separator')),
            })}
          </summary>
          {folded.map((fix) => (
            <FixBlock key={fix.label} fix={fix} />
          ))}
        </details>
      )}
    </div>
  )
}

function FixBlock({ fix }: { fix: Fix }) {
  const t = useT()
  const [status, copy] = useCopy()
  return (
    <div className="fix">
      <div className="fix-head">
        <span className="fix-label">{fix.label}</span>
        <button
          type="button"
          className="button small"
          aria-label={t('components.copy-fix', { label: fix.label })}
          onClick={() => copy(fix.text)}
        >
          {t('components.copy')}
        </button>
        <CopyStatus status={status} />
      </div>
      <pre className="fix-text">{fix.text}</pre>
    </div>
  )
}
