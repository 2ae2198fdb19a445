// Settings' connection form: environment, base URL, API key and where it goes, remember, save, and
// Test connection (which tries the values in the form before they are saved).
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { ApiTarget } from '../../api/prepare'
import {
  availableEnvironments,
  checkBaseUrl,
  demoBaseUrl,
  type EnvironmentId,
} from '../../api/environments'
import {
  authFor,
  forgetAllApiKeys,
  getApiKey,
  getSettings,
  saveSettings,
  setApiKey,
  type AuthSettings,
} from '../../api/settings'
import { FixList } from '../../components/error-help'
import { CheckboxField, SelectField } from '../../lib/fields'
import { LeaveDialog, useLeaveGuard } from '../../lib/leave-dialog'
import { showToast } from '../../lib/toasts'
import { KeyPlacement, headerNameProblem } from './key-placement'
import { SecretInput } from './secret-input'
import { testConnection } from './test-connection'

interface Draft {
  environment: EnvironmentId
  customBaseUrl: string
  apiKey: string
  remember: boolean
  auth: AuthSettings
}

function savedDraft(): Draft {
  const { environment, customBaseUrl } = getSettings()
  const { key, remember } = getApiKey(environment)
  return { environment, customBaseUrl, apiKey: key, remember, auth: authFor(environment) }
}

/** Whether the form still holds what is saved. */
const isSaved = (draft: Draft, saved = savedDraft()) =>
  (Object.keys(saved) as (keyof Draft)[]).every((field) =>
    field === 'auth'
      ? Object.entries(saved.auth).every(([k, v]) => draft.auth[k as keyof AuthSettings] === v)
      : String(draft[field]).trim() === String(saved[field]).trim(),
  )

const proxyTarget = import.meta.env.VITE_API_PROXY_TARGET

export function SettingsForm() {
  const id = useId()
  const environments = availableEnvironments()
  const [draft, setDraft] = useState(savedDraft)
  const [keyVisible, setKeyVisible] = useState(false)
  const [showErrors, setShowErrors] = useState(false)
  const urlInput = useRef<HTMLInputElement>(null)
  const connection = useMutation({ mutationFn: (target: ApiTarget) => testConnection(target) })
  // Tested or not, a key left unsaved is not the one the pages send: leaving asks first.
  const unsaved = !isSaved(draft)
  const blocker = useLeaveGuard(() => unsaved)

  const fixedUrl =
    draft.environment === 'demo'
      ? demoBaseUrl()
      : (environments.find((e) => e.id === draft.environment)?.baseUrl ?? null)
  const urlCheck = fixedUrl === null ? checkBaseUrl(draft.customBaseUrl) : null
  const urlError = showErrors && urlCheck && !urlCheck.ok ? urlCheck.message : null

  function update(patch: Partial<Draft>) {
    setDraft((old) => ({ ...old, ...patch }))
    connection.reset()
  }

  function chooseEnvironment(environment: EnvironmentId) {
    // Keys and their placement are per environment: show those saved for the one just picked.
    const { key, remember } = getApiKey(environment)
    update({ environment, apiKey: key, remember, auth: authFor(environment) })
    setShowErrors(false)
  }

  /** The base URL the form describes, or null (and the errors shown) when the form is not valid. */
  function resolvedBaseUrl(): string | null {
    const headerOk = headerNameProblem(draft.auth) === null
    if (fixedUrl !== null && headerOk) return fixedUrl
    if (urlCheck?.ok && headerOk) return urlCheck.url
    setShowErrors(true)
    if (urlCheck && !urlCheck.ok) urlInput.current?.focus()
    return null
  }

  function save(event: FormEvent) {
    event.preventDefault()
    const baseUrl = resolvedBaseUrl()
    if (baseUrl === null) return
    const customBaseUrl = fixedUrl === null ? baseUrl : draft.customBaseUrl
    setApiKey(draft.environment, draft.apiKey.trim(), draft.remember)
    saveSettings({ environment: draft.environment, customBaseUrl, auth: draft.auth })
    setDraft((old) => ({ ...old, customBaseUrl, apiKey: old.apiKey.trim() }))
    showToast('success', 'Settings saved')
  }

  function forgetKeys() {
    forgetAllApiKeys()
    update({ apiKey: '', remember: false })
    setKeyVisible(false)
    showToast('success', 'All keys forgotten')
  }

  function test() {
    const baseUrl = resolvedBaseUrl()
    if (baseUrl === null) return
    connection.mutate({
      environment: draft.environment,
      baseUrl,
      auth: draft.auth,
      apiKey: draft.apiKey.trim(),
    })
  }

  const result = connection.data
  return (
    <form className="card settings-form" onSubmit={save} noValidate>
      <h2>Connection</h2>
      <SelectField
        label="Environment"
        value={draft.environment}
        options={environments.map((env) => ({ value: env.id, label: env.label }))}
        onChange={(value) => chooseEnvironment(value as EnvironmentId)}
      />

      <div className="field">
        <label htmlFor={`${id}-url`}>Base URL</label>
        <input
          id={`${id}-url`}
          ref={urlInput}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="url"
          readOnly={fixedUrl !== null}
          value={fixedUrl ?? draft.customBaseUrl}
          placeholder={fixedUrl === null ? 'https://api.example.com/v1' : undefined}
          onChange={(e) => update({ customBaseUrl: e.target.value })}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={`${id}-url-hint${urlError ? ` ${id}-url-error` : ''}`}
        />
        <p id={`${id}-url-hint`} className="field-hint">
          {draft.environment === 'demo'
            ? 'The demo API runs inside this browser tab; its data is kept on this device.'
            : fixedUrl !== null
              ? 'Fixed when the console was built.'
              : proxyTarget
                ? `Ends in /v1. This dev server forwards ${window.location.origin}/api-proxy/… to ${proxyTarget}.`
                : 'The server’s address, ending in /v1, e.g. https://api.example.com/v1.'}
        </p>
        {urlError && (
          <p id={`${id}-url-error`} className="field-error">
            {urlError}
          </p>
        )}
      </div>

      <div className="field">
        <label htmlFor={`${id}-key`}>API key</label>
        <div className="settings-key-row">
          <SecretInput
            id={`${id}-key`}
            type={keyVisible ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={draft.apiKey}
            onValueChange={(apiKey) => update({ apiKey })}
            aria-describedby={`${id}-key-hint`}
          />
          <button
            type="button"
            className="button"
            aria-pressed={keyVisible}
            aria-controls={`${id}-key`}
            onClick={() => setKeyVisible((v) => !v)}
          >
            {keyVisible ? 'Hide' : 'Show'}
          </button>
        </div>
        <p id={`${id}-key-hint`} className="field-hint">
          Kept for this environment only, and sent only to its server.
        </p>
      </div>

      <KeyPlacement
        auth={draft.auth}
        onChange={(auth) => update({ auth })}
        showErrors={showErrors}
      />

      <CheckboxField
        label="Remember on this device"
        checked={draft.remember}
        onChange={(remember) => update({ remember })}
        hint={
          draft.remember
            ? 'The key is kept in this browser’s localStorage for this site: it stays after the browser closes, and anyone using this browser profile, or any script running on this site, can read it.'
            : 'The key is kept in this tab’s sessionStorage: a reload keeps it, closing the tab forgets it. Tick to keep it in localStorage, on this device, until you forget it.'
        }
      />

      <div className="row">
        <button type="submit" className="button primary">
          Save settings
        </button>
        <button type="button" className="button" onClick={test} disabled={connection.isPending}>
          Test connection
        </button>
        <button type="button" className="button" onClick={forgetKeys}>
          Forget all keys
        </button>
      </div>
      <p
        role="status"
        className={`settings-result${result ? (result.ok ? ' settings-ok' : ' settings-failed') : ''}`}
      >
        {connection.isPending ? 'Testing the connection…' : (result?.message ?? '')}
        {result?.ok && unsaved && ' Not saved yet: the pages still use the saved settings.'}
      </p>
      {result?.ok && unsaved && (
        <button type="submit" className="button primary">
          Save these settings
        </button>
      )}
      {result && !connection.isPending && <FixList fixes={result.fixes} />}
      {blocker.state === 'blocked' && (
        <LeaveDialog
          title="Leave Settings?"
          text="Your changes are not saved: the pages keep using the saved environment and API key."
          onLeave={() => blocker.proceed()}
          onStay={() => blocker.reset()}
        />
      )}
    </form>
  )
}
