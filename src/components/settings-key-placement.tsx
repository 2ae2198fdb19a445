// Where the API key goes: a header (name editable), Authorization: Bearer, or a query parameter.
import { useId } from 'react'
import type { AuthSettings, KeyPlacement } from '../config/settings'

export function SettingsKeyPlacement({
  auth,
  onChange,
}: {
  auth: AuthSettings
  onChange: (auth: AuthSettings) => void
}) {
  const id = useId()
  const radio = (placement: KeyPlacement, label: string) => (
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
          onChange={(e) => onChange({ ...auth, headerName: e.target.value })}
          onBlur={(e) => onChange({ ...auth, headerName: e.target.value.trim() || 'X-API-Key' })}
        />
      </div>
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
