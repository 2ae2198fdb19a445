// "Copy as" cURL, PowerShell, fetch, Python and HTTPie for one call: the request log's entries and
// each page's own API call use it.
import type { PreparedRequest } from '../api/prepare'
import { snippetFormats, type CopyOptions } from '../api/snippets'
import { useT } from '../lib/i18n/i18n'
import { CopyStatus, useCopy } from './copy'
import '../lib/i18n/en/components'

export function SnippetButtons({
  request,
  options,
  describedBy,
}: {
  request: PreparedRequest
  options: CopyOptions
  /** The id of the text that says which call this is. */
  describedBy?: string
}) {
  const t = useT()
  const [status, copy] = useCopy()
  return (
    <div className="snippet-buttons">
      <span className="snippet-label" aria-hidden="true">
        {t('components.copy-as')}
      </span>
      {snippetFormats.map(({ name, format }) => (
        <button
          key={name}
          type="button"
          className="button small"
          aria-label={t('components.copy-as-format', { format: name })}
          aria-describedby={describedBy}
          onClick={() => copy(format(request, options))}
        >
          {name}
        </button>
      ))}
      <CopyStatus status={status} />
    </div>
  )
}

/** Whether the copies carry the API key; off by default, so a pasted snippet never leaks it. */
export function IncludeSecrets({
  checked,
  onChange,
  describedBy,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  describedBy?: string
}) {
  const t = useT()
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('components.include-secrets')}
    </label>
  )
}
