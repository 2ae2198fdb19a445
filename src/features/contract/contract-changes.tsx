// The region Contract changes: what the live environment's own contract adds, removes or changes
// against the bundled one. Shown while a live contract is in use.
import { useId, useMemo } from 'react'
import type { EnvironmentId } from '../../api/target'
import { useT } from '../../lib/i18n/i18n'
import { bundledContract } from './contract'
import { diffContracts } from './contract-diff'
import { useContractState } from './live-contract'
import '../../lib/i18n/en/contract'

const BUNDLED_FILE = 'openapi.yaml'

export function ContractChanges({ environment }: { environment: EnvironmentId }) {
  const t = useT()
  const { state } = useContractState(environment)
  const live = state?.status === 'live' ? state.api : null
  // The details are words, so they are made again in a newly chosen language.
  const { language } = t
  const changes = useMemo(
    () => (live && language ? diffContracts(bundledContract(), live) : []),
    [live, language],
  )
  const heading = useId()
  if (!live) return null
  return (
    <section className="card contract-changes" aria-labelledby={heading}>
      <h2 id={heading}>{t('contract.changes-heading')}</h2>
      {changes.length === 0 ? (
        <p className="muted">{t('contract.changes-none')}</p>
      ) : (
        <details open={changes.length <= 8}>
          <summary>
            {t('contract.changes-summary', { count: changes.length, file: BUNDLED_FILE })}
          </summary>
          <ul>
            {changes.map((change) => (
              <li key={`${change.kind} ${change.subject}`} className={`change-${change.kind}`}>
                <strong>{t(`contract.change-${change.kind}`)}</strong> <code>{change.subject}</code>
                {change.detail && (
                  <span className="muted">
                    {t('contract.change-detail', { detail: change.detail })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
