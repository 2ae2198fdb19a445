// Settings' connection fields: the base URL as its environment makes it (shown, or typed for
// Custom), the key, masked unless shown, and where the key is kept.
import { useId, type Ref } from 'react'
import type { Environment } from '../../api/environments'
import { CheckboxField } from '../../lib/fields'
import { SecretInput } from './secret-input'

const proxyTarget = import.meta.env.VITE_API_PROXY_TARGET

function urlHint(env: Environment): string {
  if (env.demo) return 'The demo API runs inside this browser tab; its data is kept on this device.'
  if (!env.editableUrl)
    return 'Set where the console is hosted (its config.json) or when it was built.'
  return proxyTarget
    ? `Ends in /v1. This dev server forwards ${window.location.origin}/api-proxy/… to ${proxyTarget}.`
    : 'The server’s address, ending in /v1, e.g. https://api.example.com/v1.'
}

export function BaseUrlField({
  env,
  value,
  error,
  inputRef,
  onChange,
}: {
  env: Environment
  value: string
  error: string | null
  inputRef: Ref<HTMLInputElement>
  onChange: (typed: string) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={`${id}-url`}>Base URL</label>
      <input
        id={`${id}-url`}
        ref={inputRef}
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="url"
        readOnly={!env.editableUrl}
        value={value}
        placeholder={env.editableUrl ? 'https://api.example.com/v1' : undefined}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-url-hint${error ? ` ${id}-url-error` : ''}`}
      />
      <p id={`${id}-url-hint`} className="field-hint">
        {urlHint(env)}
      </p>
      {error && (
        <p id={`${id}-url-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

export function ApiKeyField({
  value,
  onChange,
  visible,
  onToggle,
}: {
  value: string
  onChange: (apiKey: string) => void
  visible: boolean
  onToggle: () => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={`${id}-key`}>API key</label>
      <div className="settings-key-row">
        <SecretInput
          id={`${id}-key`}
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onValueChange={onChange}
          aria-describedby={`${id}-key-hint`}
        />
        <button
          type="button"
          className="button"
          aria-pressed={visible}
          aria-controls={`${id}-key`}
          onClick={onToggle}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <p id={`${id}-key-hint`} className="field-hint">
        Kept for this environment only, and sent only to its server.
      </p>
    </div>
  )
}

export function RememberKey({
  remember,
  onChange,
}: {
  remember: boolean
  onChange: (remember: boolean) => void
}) {
  return (
    <CheckboxField
      label="Remember on this device"
      checked={remember}
      onChange={onChange}
      hint={
        remember
          ? 'The key is kept in this browser’s localStorage for this site: it stays after the browser closes, and anyone using this browser profile, or any script running on this site, can read it.'
          : 'The key is kept in this tab’s sessionStorage: a reload keeps it, closing the tab forgets it. Tick to keep it in localStorage, on this device, until you forget it.'
      }
    />
  )
}
