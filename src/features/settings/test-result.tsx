// Test connection's answer under Settings' form, with the fixes for a failure.
import { FixList } from '../../components/error-help'
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
  return (
    <>
      <p role="status" className={`settings-result${state}`}>
        {pending ? t('settings.testing') : (result?.message ?? '')}
        {result?.ok && unsaved && ` ${t('settings.test-unsaved')}`}
      </p>
      {result?.ok && unsaved && (
        <button type="submit" className="button primary">
          {t('settings.save-these')}
        </button>
      )}
      {result && !pending && <FixList fixes={result.fixes} />}
    </>
  )
}
