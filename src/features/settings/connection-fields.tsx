// Settings' connection fields: the environment, the base URL as it makes it (shown, or typed for
// Custom), the key, masked unless shown, and where the key is kept.
import { useId, type Ref } from 'react'
import { availableEnvironments, environmentLabel, type Environment } from '../../api/environments'
import type { EnvironmentId } from '../../api/target'
import { CheckboxField, SelectField } from '../../lib/fields'
import { t, useT } from '../../lib/i18n/i18n'
import { SecretInput } from './secret-input'
import '../../lib/i18n/en/settings'

const proxyTarget = import.meta.env.VITE_API_PROXY_TARGET
const urlExample = 'https://api.example.com/v1'

function urlHint(env: Environment): string {
  if (env.demo) return t('settings.url-hint-demo')
  if (!env.editableUrl) return t('settings.url-hint-configured')
  return proxyTarget
    ? t('settings.url-hint-proxy', { origin: window.location.origin, target: proxyTarget })
    : t('settings.url-hint-custom')
}

export function EnvironmentSelect({
  value,
  onChange,
}: {
  value: EnvironmentId
  onChange: (id: EnvironmentId) => void
}) {
  const t = useT()
  return (
    <SelectField
      label={t('settings.environment')}
      value={value}
      options={availableEnvironments().map((e) => ({ value: e.id, label: environmentLabel(e.id) }))}
      onChange={(id) => onChange(id as EnvironmentId)}
    />
  )
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
  const t = useT()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={`${id}-url`}>{t('settings.base-url')}</label>
      <input
        id={`${id}-url`}
        ref={inputRef}
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="url"
        readOnly={!env.editableUrl}
        value={value}
        placeholder={env.editableUrl ? urlExample : undefined}
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
  const t = useT()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={`${id}-key`}>{t('settings.api-key')}</label>
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
          {visible ? t('settings.hide') : t('settings.show')}
        </button>
      </div>
      <p id={`${id}-key-hint`} className="field-hint">
        {t('settings.key-hint')}
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
  const t = useT()
  return (
    <CheckboxField
      label={t('settings.remember')}
      checked={remember}
      onChange={onChange}
      hint={remember ? t('settings.remember-hint-on') : t('settings.remember-hint-off')}
    />
  )
}
