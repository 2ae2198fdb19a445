// The header's contract health for the live environment: how many of its calls in the log were
// checked against openapi.yaml, and how many violations they had. It opens the request log.
import { plural } from '../../lib/format'
import { useContractHealth } from './contract-store'
import { setRequestLogOpen } from './request-log-store'

export function ContractBadge() {
  const { calls, violations } = useContractHealth()
  if (calls === 0) return null
  return (
    <button
      type="button"
      className={`contract-badge ${violations > 0 ? 'contract-bad' : 'contract-ok'}`}
      title="Responses of the live environment checked against openapi.yaml; opens the request log"
      onClick={() => setRequestLogOpen(true)}
    >
      <span className="contract-badge-label">Contract</span> {plural(calls, 'call')},{' '}
      {plural(violations, 'violation')}
    </button>
  )
}
