// The region Contract changes: what the live environment's own contract adds, removes or changes
// against the bundled one. Shown while a live contract is in use; its worker finds them.
import { useEffect, useId, useMemo, useState } from 'react'
import type { EnvironmentId } from '../../api/target'
import { t as word, useT } from '../../lib/i18n/i18n'
import type { ContractChange, SchemaType, Typed } from './contract-diff'
import type { ContractHandle } from './contract-reader'
import { useContractState } from './live-contract'
import { andList, orList } from './or-list'
import '../../lib/i18n/en/contract'

const BUNDLED_FILE = 'openapi.yaml'
/** More groups than this wait behind "Show all": a server's contract can differ in thousands. */
const GROUPS_SHOWN = 30
/** Up to this many changes, every group is open; above, each opens (and renders) on demand. */
const ALL_OPEN = 8

type Kind = ContractChange['kind']
type Counts = Record<Kind, number>
interface Group {
  name: string
  changes: ContractChange[]
  counts: Counts
}

/** An operation's or parameter's first path segment (`/store`), or a field's schema (`Pet`). */
function groupOf(subject: string): string {
  const path = /^[A-Z]+ (\/[^/:\s]*)/.exec(subject)?.[1]
  return path ?? subject.split('.')[0] ?? subject
}

const noCounts = (): Counts => ({ added: 0, removed: 0, changed: 0 })

/** The changes by group, in the order they first appear (operations, then schemas). */
function grouped(changes: ContractChange[]): { groups: Group[]; counts: Counts } {
  const groups = new Map<string, Group>()
  const counts = noCounts()
  for (const change of changes) {
    const name = groupOf(change.subject)
    let group = groups.get(name)
    if (!group) groups.set(name, (group = { name, changes: [], counts: noCounts() }))
    group.changes.push(change)
    group.counts[change.kind]++
    counts[change.kind]++
  }
  return { groups: [...groups.values()], counts }
}

/** The live contract's changes, once its worker has found them; null until then, or if it cannot. */
function useChanges(live: ContractHandle | null): ContractChange[] | null {
  const [found, setFound] = useState<{ of: ContractHandle; changes: ContractChange[] } | null>(null)
  useEffect(() => {
    if (!live) return
    let current = true
    live.changes().then(
      (changes) => current && setFound({ of: live, changes }),
      (error: unknown) => console.warn('The contract changes could not be found:', error),
    )
    return () => {
      current = false
    }
  }, [live])
  return found && found.of === live ? found.changes : null
}

export function ContractChanges({ environment }: { environment: EnvironmentId }) {
  const t = useT()
  const { state } = useContractState(environment)
  const live = state?.status === 'live' ? state.contract : null
  const found = useChanges(live)
  const changes = useMemo(() => found ?? [], [found])
  const { groups, counts } = useMemo(() => grouped(changes), [changes])
  const [showAll, setShowAll] = useState(false)
  const heading = useId()
  if (!live || !found) return null
  const shown = showAll ? groups : groups.slice(0, GROUPS_SHOWN)
  return (
    <section className="card contract-changes" aria-labelledby={heading}>
      <h2 id={heading}>{t('contract.changes-heading')}</h2>
      {changes.length === 0 ? (
        <p className="muted">{t('contract.changes-none')}</p>
      ) : (
        <>
          <p>
            {t('contract.changes-summary', { count: changes.length, file: BUNDLED_FILE })}{' '}
            <span className="muted">{t('contract.changes-counts', counts)}</span>
          </p>
          {shown.map((group) => (
            <ChangeGroup key={group.name} group={group} open={changes.length <= ALL_OPEN} />
          ))}
          {shown.length < groups.length && (
            <button type="button" className="button small" onClick={() => setShowAll(true)}>
              {t('contract.changes-show-all', { count: groups.length })}
            </button>
          )}
        </>
      )}
    </section>
  )
}

/** One group: its counts in the summary; its changes drawn once it is opened. */
function ChangeGroup({ group, open }: { group: Group; open: boolean }) {
  const t = useT()
  const [opened, setOpened] = useState(open)
  return (
    <details open={open} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>
        <code>{group.name}</code>{' '}
        <span className="muted">{t('contract.changes-counts', group.counts)}</span>
      </summary>
      {opened && (
        <ul>
          {group.changes.map((change) => (
            <li key={`${change.kind} ${change.subject}`} className={`change-${change.kind}`}>
              <strong>{t(`contract.change-${change.kind}`)}</strong> <code>{change.subject}</code>
              <Detail change={change} />
            </li>
          ))}
        </ul>
      )}
    </details>
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
