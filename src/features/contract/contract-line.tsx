// A call's contract verdict: "Contract: OK" or "Contract: N violations" with the findings by JSON
// path, what the check could not check ("Not checked: pattern"), and the fields the contract does
// not name as notes. The request log and the explorer show it.
import type { RequestRecord } from '../../api/request-record'
import { say, useT } from '../../lib/i18n/i18n'
import { andList } from './or-list'
import type { ContractResult } from './response-check'
import type { Finding } from './findings'
import '../../lib/i18n/en/contract'

export function ContractLine({
  entry,
  result,
}: {
  entry: Pick<RequestRecord, 'error'>
  result: ContractResult | undefined
}) {
  const t = useT()
  if (!result) {
    const why = entry.error !== null ? 'contract.line-unchecked' : 'contract.line-checking'
    return <p className="log-contract muted">{t(why)}</p>
  }
  const ok = result.violationCount === 0
  return (
    <div className={`log-contract ${ok ? 'contract-ok' : 'contract-bad'}`}>
      <p>
        <strong>
          {ok
            ? t('contract.line-ok')
            : t('contract.line-violations', { count: result.violationCount })}
        </strong>
        {result.operation && <span className="muted"> · {result.operation}</span>}
      </p>
      <Findings items={result.violations} total={result.violationCount} />
      <NotChecked keywords={result.unchecked} />
      {result.noteCount > 0 && (
        <details className="log-notes">
          <summary>{t('contract.line-notes', { count: result.noteCount })}</summary>
          <Findings items={result.notes} total={result.noteCount} />
        </details>
      )}
    </div>
  )
}

/** The keywords the check met and does not check: the verdict says so, never passes them silently. */
export function NotChecked({ keywords }: { keywords: readonly string[] }) {
  const t = useT()
  if (keywords.length === 0) return null
  return <p className="muted">{t('contract.not-checked', { keywords: andList(keywords) })}</p>
}

function Findings({ items, total }: { items: readonly Finding[]; total: number }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <ul className="log-findings">
      {items.map((item, index) => (
        <li key={index}>
          <code>{item.path}</code>: {say(item.message)}
        </li>
      ))}
      {total > items.length && (
        <li className="muted">{t('contract.findings-more', { count: total - items.length })}</li>
      )}
    </ul>
  )
}
