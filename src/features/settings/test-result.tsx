// Test connection's answer under Settings' form, with the fixes for a failure.
import { FixList } from '../../components/error-help'
import type { ConnectionResult } from './test-connection'

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
  const state = result ? (result.ok ? ' settings-ok' : ' settings-failed') : ''
  return (
    <>
      <p role="status" className={`settings-result${state}`}>
        {pending ? 'Testing the connection…' : (result?.message ?? '')}
        {result?.ok && unsaved && ' Not saved yet: the pages still use the saved settings.'}
      </p>
      {result?.ok && unsaved && (
        <button type="submit" className="button primary">
          Save these settings
        </button>
      )}
      {result && !pending && <FixList fixes={result.fixes} />}
    </>
  )
}
