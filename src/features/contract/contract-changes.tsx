// The region Contract changes: what the live environment's own contract adds, removes or changes
// against the bundled one. Shown while a live contract is in use.
import { useId, useMemo } from 'react'
import type { EnvironmentId } from '../../api/environments'
import { plural } from '../../lib/format'
import { bundledContract } from './contract'
import { diffContracts } from './contract-diff'
import { useContractState } from './live-contract'

const words = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const

export function ContractChanges({ environment }: { environment: EnvironmentId }) {
  const { state } = useContractState(environment)
  const live = state?.status === 'live' ? state.api : null
  const changes = useMemo(() => (live ? diffContracts(bundledContract(), live) : []), [live])
  const heading = useId()
  if (!live) return null
  return (
    <section className="card contract-changes" aria-labelledby={heading}>
      <h2 id={heading}>Contract changes</h2>
      {changes.length === 0 ? (
        <p className="muted">The live contract is the same as the bundled one.</p>
      ) : (
        <details open={changes.length <= 8}>
          <summary>
            {plural(changes.length, 'difference')} from the bundled contract (openapi.yaml)
          </summary>
          <ul>
            {changes.map((change) => (
              <li key={`${change.kind} ${change.subject}`} className={`change-${change.kind}`}>
                <strong>{words[change.kind]}</strong> <code>{change.subject}</code>
                {change.detail && <span className="muted">: {change.detail}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
