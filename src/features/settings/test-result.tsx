// Test connection's answer under Settings' form, with the fixes for a failure, worded as it
// renders: a language switch reaches a result already shown.
import { errorTitle } from '../../components/error-alert'
import { FixList } from '../../components/error-help'
import { explainError } from '../../components/explain-error'
import { useT } from '../../lib/i18n/i18n'
import type { ConnectionResult } from './test-connection'
import '../../lib/i18n/en/settings'

/** Test connection's answer; a test that passed with unsaved values offers to save them. */
export function TestResult({
  pending,
  result,
  unsaved,
}: {
  pending: boolean
  result: ConnectionResult | undefined
  unsaved: boolean
}) {
  const t = useT()
  const state = result ? (result.ok ? ' settings-ok' : ' settings-failed') : ''
  const failure = result && !result.ok ? explainError(result.error) : null
  const message = !result
    ? ''
    : result.ok
      ? t('settings.connected', { count: result.count })
      : t('settings.test-failed', { title: errorTitle(result.error), text: failure?.text ?? '' })
  return (
    <>
      <p role="status" className={`settings-result${state}`}>
        {pending ? t('settings.testing') : message}
        {result?.ok && unsaved && ` ${t('settings.test-unsaved')}`}
      </p>
      {result?.ok && unsaved && (
        <button type="submit" className="button primary">
          {t('settings.save-these')}
        </button>
      )}
      {failure && !pending && <FixList fixes={failure.fixes} />}
    </>
  )
}
