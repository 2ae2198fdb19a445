// Where the API key goes: a header (name editable), Authorization: Bearer, or a query parameter.
import { useId } from 'react'
import type { AuthSettings, KeyPlacement as Placement } from '../../api/settings'

// An HTTP header name is a "token" (RFC 9110); anything else makes fetch throw before sending.
const headerToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** Why the header name cannot be used, or null. Only matters when the key goes in a header. */
export function headerNameProblem(auth: AuthSettings): string | null {
  if (auth.placement !== 'header' || headerToken.test(auth.headerName.trim())) return null
  return 'A header name uses letters, digits and - only, e.g. X-API-Key.'
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
  const id = useId()
  const headerError = showErrors ? headerNameProblem(auth) : null
  const radio = (placement: Placement, label: string) => (
    <label className="settings-check">
      <input
        type="radio"
        name={`${id}-placement`}
        value={placement}
        checked={auth.placement === placement}
        onChange={() => onChange({ ...auth, placement })}
      />
      {label}
    </label>
  )
  return (
    <fieldset className="settings-placement">
      <legend className="field-label">Send the key as</legend>
      <div className="settings-option">
        {radio('header', 'Header')}
        <label className="visually-hidden" htmlFor={`${id}-header`}>
          Header name
        </label>
        <input
          id={`${id}-header`}
          spellCheck={false}
          autoComplete="off"
          value={auth.headerName}
          disabled={auth.placement !== 'header'}
          aria-invalid={headerError ? true : undefined}
          aria-describedby={headerError ? `${id}-header-error` : undefined}
          onChange={(e) => onChange({ ...auth, headerName: e.target.value })}
          onBlur={(e) => onChange({ ...auth, headerName: e.target.value.trim() || 'X-API-Key' })}
        />
      </div>
      {headerError && (
        <p id={`${id}-header-error`} className="field-error">
          {headerError}
        </p>
      )}
      <div className="settings-option">{radio('bearer', 'Authorization: Bearer')}</div>
      <div className="settings-option">
        {radio('query', 'Query parameter')}
        <label className="visually-hidden" htmlFor={`${id}-query`}>
          Query parameter name
        </label>
        <input
          id={`${id}-query`}
          spellCheck={false}
          autoComplete="off"
          value={auth.queryName}
          disabled={auth.placement !== 'query'}
          onChange={(e) => onChange({ ...auth, queryName: e.target.value })}
          onBlur={(e) => onChange({ ...auth, queryName: e.target.value.trim() || 'api_key' })}
        />
      </div>
      {auth.placement === 'query' && (
        <p className="field-hint">
          A key in the address can end up in the server’s access logs; prefer a header when the
          server accepts one.
        </p>
      )}
    </fieldset>
  )
}
