// Settings' Contract URL: where the environment's server publishes its own OpenAPI contract, which
// then checks its calls and feeds the explorer. Empty means the bundled openapi.yaml.
import { useId } from 'react'
import type { Environment } from '../../api/environments'
import { t, useT } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/settings'

const urlExample = 'https://api.example.com/v1/openapi.json'

/** Empty, an http(s) URL, or a path on this site; the URL to keep, or what is wrong. */
export function checkContractUrl(
  raw: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const value = raw.trim()
  if (!value) return { ok: true, url: '' }
  try {
    const url = new URL(value, value.startsWith('/') ? window.location.origin : undefined)
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return { ok: true, url: url.toString() }
  } catch {
    // Named below, as any other address that is not one.
  }
  return { ok: false, message: t('settings.contract-url-invalid') }
}

export function ContractUrlField({
  env,
  value,
  error,
  onChange,
}: {
  env: Environment
  value: string
  error: string | null
  onChange: (typed: string) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{t('settings.contract-url')}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        spellCheck={false}
        value={value}
        placeholder={urlExample}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {env.contractUrl
          ? t('settings.contract-url-hint-configured', { url: env.contractUrl })
          : t('settings.contract-url-hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
