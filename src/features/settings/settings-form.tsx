// Settings' connection form: environment, base URL, API key and where it goes, remember, save, and
// Test connection (which tries the values in the form before they are saved).
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { checkBaseUrl, environment, makeTarget } from '../../api/environments'
import {
  authFor,
  contractUrlFor,
  forgetAllApiKeys,
  getApiKey,
  getSettings,
  saveSettings,
  setApiKey,
} from '../../api/settings'
import type { ApiTarget, AuthSettings, EnvironmentId } from '../../api/target'
import { t, useT } from '../../lib/i18n/i18n'
import { LeaveDialog, useLeaveGuard } from '../../lib/leave-dialog'
import { showToast } from '../../lib/toasts'
import { ApiKeyField, BaseUrlField, EnvironmentSelect, RememberKey } from './connection-fields'
import { checkContractUrl, ContractUrlField } from './contract-url-field'
import { KeyPlacement, headerNameProblem } from './key-placement'
import { testConnection } from './test-connection'
import { TestResult } from './test-result'
import '../../lib/i18n/en/settings'

interface Draft {
  environment: EnvironmentId
  customBaseUrl: string
  apiKey: string
  remember: boolean
  auth: AuthSettings
  contractUrl: string
}

/** What the form shows for environment `id`: its key, where it goes, its contract. */
function savedFor(id: EnvironmentId) {
  const { key, remember } = getApiKey(id)
  return { apiKey: key, remember, auth: authFor(id), contractUrl: contractUrlFor(id) ?? '' }
}

function savedDraft(): Draft {
  const { environment, customBaseUrl } = getSettings()
  return { environment, customBaseUrl, ...savedFor(environment) }
}

/** Whether the form still holds what is saved. */
const isSaved = (draft: Draft, saved = savedDraft()) =>
  (Object.keys(saved) as (keyof Draft)[]).every((field) =>
    field === 'auth'
      ? Object.entries(saved.auth).every(([k, v]) => draft.auth[k as keyof AuthSettings] === v)
      : String(draft[field]).trim() === String(saved[field]).trim(),
  )

/** The draft's values, and what changing them means: a new environment shows its own key. */
function useDraft(onEdit: () => void) {
  const [draft, setDraft] = useState(savedDraft)
  const update = (patch: Partial<Draft>) => {
    setDraft((old) => ({ ...old, ...patch }))
    onEdit()
  }
  // Keys and their placement are per environment: show those saved for the one just picked.
  const choose = (id: EnvironmentId) => update({ environment: id, ...savedFor(id) })
  return { draft, setDraft, update, choose }
}

/** Where the draft calls: the URL shown, its error once asked, and the target when all is valid. */
function useDraftTarget(draft: Draft) {
  const [showErrors, setShowErrors] = useState(false)
  const urlInput = useRef<HTMLInputElement>(null)
  const env = environment(draft.environment)
  const parts = { typedUrl: draft.customBaseUrl, auth: draft.auth, apiKey: draft.apiKey.trim() }
  const urlCheck = env.editableUrl ? checkBaseUrl(draft.customBaseUrl) : null
  const contractCheck = checkContractUrl(draft.contractUrl)

  /** The target the form describes, or null (and the errors shown) when it is not valid. */
  function validTarget(): ApiTarget | null {
    const urlOk = urlCheck === null || urlCheck.ok
    if (urlOk && contractCheck.ok && headerNameProblem(draft.auth) === null) {
      return makeTarget(env, { ...parts, typedUrl: urlCheck?.ok ? urlCheck.url : undefined })
    }
    setShowErrors(true)
    if (!urlOk) urlInput.current?.focus()
    return null
  }

  return {
    env,
    shownUrl: makeTarget(env, parts)?.baseUrl ?? '',
    urlError: showErrors && urlCheck && !urlCheck.ok ? urlCheck.message : null,
    contractUrl: contractCheck.ok ? contractCheck.url : draft.contractUrl,
    contractError: showErrors && !contractCheck.ok ? contractCheck.message : null,
    urlInput,
    showErrors,
    hideErrors: () => setShowErrors(false),
    validTarget,
  }
}

/** Saves what the form holds, its target checked; returns what the form shows from now on. */
function persist(draft: Draft, target: ApiTarget, contractUrl: string): Partial<Draft> {
  const { environment: id, remember, auth } = draft
  const customBaseUrl = environment(id).editableUrl ? target.baseUrl : draft.customBaseUrl
  setApiKey(id, target.apiKey, remember)
  saveSettings({ environment: id, customBaseUrl, auth, contractUrl })
  showToast('success', t('settings.saved'))
  return { customBaseUrl, contractUrl, apiKey: target.apiKey }
}

export function SettingsForm() {
  const t = useT()
  const [keyVisible, setKeyVisible] = useState(false)
  const connection = useMutation({ mutationFn: (target: ApiTarget) => testConnection(target) })
  const { draft, setDraft, update, choose } = useDraft(() => connection.reset())
  const { env, shownUrl, urlError, urlInput, showErrors, hideErrors, validTarget, ...contract } =
    useDraftTarget(draft)
  // Tested or not, a key left unsaved is not the one the pages send: leaving asks first.
  const unsaved = !isSaved(draft)
  const blocker = useLeaveGuard(() => unsaved)

  function save(event: FormEvent) {
    event.preventDefault()
    const target = validTarget()
    if (target) setDraft((old) => ({ ...old, ...persist(draft, target, contract.contractUrl) }))
  }

  function forgetKeys() {
    forgetAllApiKeys()
    update({ apiKey: '', remember: false })
    setKeyVisible(false)
    showToast('success', t('settings.keys-forgotten'))
  }

  return (
    <form className="card settings-form" onSubmit={save} noValidate>
      <h2>{t('settings.connection')}</h2>
      <EnvironmentSelect
        value={draft.environment}
        onChange={(id) => {
          choose(id)
          hideErrors()
        }}
      />
      <BaseUrlField
        env={env}
        value={shownUrl}
        error={urlError}
        inputRef={urlInput}
        onChange={(customBaseUrl) => update({ customBaseUrl })}
      />
      <ApiKeyField
        value={draft.apiKey}
        onChange={(apiKey) => update({ apiKey })}
        visible={keyVisible}
        onToggle={() => setKeyVisible((v) => !v)}
      />
      <KeyPlacement
        auth={draft.auth}
        onChange={(auth) => update({ auth })}
        showErrors={showErrors}
      />
      <RememberKey remember={draft.remember} onChange={(remember) => update({ remember })} />
      <ContractUrlField
        env={env}
        value={draft.contractUrl}
        error={contract.contractError}
        onChange={(contractUrl) => update({ contractUrl })}
      />
      <FormActions
        testing={connection.isPending}
        onTest={() => {
          const target = validTarget()
          if (target) connection.mutate(target)
        }}
        onForgetKeys={forgetKeys}
      />
      <TestResult pending={connection.isPending} result={connection.data} unsaved={unsaved} />
      {blocker.state === 'blocked' && (
        <LeaveDialog
          title={t('settings.leave-title')}
          text={t('settings.leave-text')}
          onLeave={() => blocker.proceed()}
          onStay={() => blocker.reset()}
        />
      )}
    </form>
  )
}

function FormActions({
  testing,
  onTest,
  onForgetKeys,
}: {
  testing: boolean
  onTest: () => void
  onForgetKeys: () => void
}) {
  const t = useT()
  return (
    <div className="row">
      <button type="submit" className="button primary">
        {t('settings.save')}
      </button>
      <button type="button" className="button" onClick={onTest} disabled={testing}>
        {t('settings.test')}
      </button>
      <button type="button" className="button" onClick={onForgetKeys}>
        {t('settings.forget-keys')}
      </button>
    </div>
  )
}
