// The region Contract changes: what the live environment's own contract adds, removes or changes
// against the bundled one. Shown while a live contract is in use.
import { useId, useMemo } from 'react'
import type { EnvironmentId } from '../../api/target'
import { t as word, useT } from '../../lib/i18n/i18n'
import { bundledContract } from './contract'
import { diffContracts, type ContractChange, type SchemaType, type Typed } from './contract-diff'
import { useContractState } from './live-contract'
import { andList, orList } from './or-list'
import '../../lib/i18n/en/contract'

const BUNDLED_FILE = 'openapi.yaml'

export function ContractChanges({ environment }: { environment: EnvironmentId }) {
  const t = useT()
  const { state } = useContractState(environment)
  const live = state?.status === 'live' ? state.api : null
  const changes = useMemo(() => (live ? diffContracts(bundledContract(), live) : []), [live])
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
                <Detail change={change} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

/** A type in a few words: `integer int64`, `array of Pet`, `string or null`. */
function typeWords(type: SchemaType): string {
  if ('ref' in type) return type.ref
  const base = type.types.map((one) =>
    one === null
      ? word('contract.type-any')
      : typeof one === 'string'
        ? one
        : word('contract.type-array', { items: typeWords(one.items) }),
  )
  return [orList(base), type.format, type.nullable ? word('contract.type-nullable') : '']
    .filter(Boolean)
    .join(' ')
}

const typedWords = ({ type, required }: Typed) =>
  required ? word('contract.type-required', { type: typeWords(type) }) : typeWords(type)

/** What it is, or what changed: `string`, `integer int64 → string, now required`. */
function detailWords(change: ContractChange): string {
  if (change.kind !== 'changed') {
    if ('type' in change.what) return typedWords(change.what)
    return change.what.summary || word('contract.operation')
  }
  const details: string[] = []
  if (change.type) details.push(`${typeWords(change.type.old)} → ${typeWords(change.type.new)}`)
  if (change.required !== undefined)
    details.push(word(change.required ? 'contract.now-required' : 'contract.now-optional'))
  return andList(details)
}

function Detail({ change }: { change: ContractChange }) {
  const t = useT()
  return (
    <span className="muted">{t('contract.change-detail', { detail: detailWords(change) })}</span>
  )
}
