// Where the API key goes: a header (name editable), Authorization: Bearer, or a query parameter.
import { useId } from 'react'
import { defaultAuth } from '../../api/settings'
import type { AuthSettings, KeyPlacement as Placement } from '../../api/target'
import { t, useT } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/settings'

interface NameField {
  field: 'headerName' | 'queryName'
  label: string
  error?: string | null
}

// An HTTP header name is a "token" (RFC 9110); anything else makes fetch throw before sending.
const headerToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** Why the header name cannot be used, or null. Only matters when the key goes in a header. */
export function headerNameProblem(auth: AuthSettings): string | null {
  if (auth.placement !== 'header' || headerToken.test(auth.headerName.trim())) return null
  return t('settings.header-name-problem')
}

export function KeyPlacement({
  auth,
  onChange,
  showErrors,
}: {
  auth: AuthSettings
  onChange: (auth: AuthSettings) => void
  showErrors: boolean
}) {
  const t = useT()
  const id = useId()
  const headerError = showErrors ? headerNameProblem(auth) : null
  /** A placement's radio, and for a header or a query parameter the name the key goes under. */
  const option = (placement: Placement, label: string, name?: NameField, describedBy?: string) => (
    <div className="settings-option">
      <label className="settings-check">
        <input
          type="radio"
          name={`${id}-placement`}
          value={placement}
          checked={auth.placement === placement}
          aria-describedby={describedBy}
          onChange={() => onChange({ ...auth, placement })}
        />
        {/* A header's own words (Authorization: Bearer) stay as they are in every language. */}
        <span translate={placement === 'bearer' ? 'no' : undefined}>{label}</span>
      </label>
      {name && (
        <>
          <label className="visually-hidden" htmlFor={`${id}-${name.field}`}>
            {name.label}
          </label>
          <input
            id={`${id}-${name.field}`}
            spellCheck={false}
            autoComplete="off"
            value={auth[name.field]}
            disabled={auth.placement !== placement}
            aria-invalid={name.error ? true : undefined}
            aria-describedby={name.error ? `${id}-${name.field}-error` : undefined}
            onChange={(e) => onChange({ ...auth, [name.field]: e.target.value })}
            onBlur={(e) =>
              onChange({ ...auth, [name.field]: e.target.value.trim() || defaultAuth[name.field] })
            }
          />
        </>
      )}
    </div>
  )
  return (
    <fieldset className="field-group settings-placement">
      <legend className="field-label">{t('settings.send-key-as')}</legend>
      {option('header', t('settings.placement-header'), {
        field: 'headerName',
        label: t('settings.header-name'),
        error: headerError,
      })}
      {headerError && (
        <p id={`${id}-headerName-error`} className="field-error">
          {headerError}
        </p>
      )}
      {option('bearer', 'Authorization: Bearer')}
      {option(
        'query',
        t('settings.placement-query'),
        { field: 'queryName', label: t('settings.query-name') },
        `${id}-query-warning`,
      )}
      {/* Shown before it is chosen: OWASP ASVS 5.0 (14.2.1) keeps secrets out of URLs. */}
      <p id={`${id}-query-warning`} className="field-hint field-warning">
        {t('settings.query-warning')}
      </p>
    </fieldset>
  )
}
