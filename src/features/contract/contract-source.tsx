// Which contract an environment's calls are checked against, `Contract: live` or `Contract: bundled`,
// with Reload contract and, when the server's own cannot be used, the reason. The log and the
// explorer show it.
import { useEffect } from 'react'
import type { EnvironmentId } from '../../api/target'
import { useAnnouncement } from '../../lib/announcer'
import { say, useT } from '../../lib/i18n/i18n'
import {
  ensureContract,
  reloadContract,
  useContractState,
  type LiveContract,
} from './live-contract'
import '../../lib/i18n/en/contract'

const BUNDLED_FILE = 'openapi.yaml'

function Detail({ url, state }: { url: string; state: LiveContract | undefined }) {
  const t = useT()
  if (!state || state.status === 'loading' || state.reloading)
    return <span className="muted">{t('contract.reading', { url })}</span>
  if (state.status === 'live') return <span className="muted">{t('contract.from', { url })}</span>
  return null
}

export function ContractSource({ environment }: { environment: EnvironmentId }) {
  const t = useT()
  const { url, state } = useContractState(environment)
  useEffect(() => {
    if (url !== null) void ensureContract(url)
  }, [url])
  const failure =
    state?.status === 'failed' && !state.reloading
      ? t('contract.unusable', { url, reason: say(state.reason) })
      : undefined
  useAnnouncement(failure)
  if (url === null)
    return (
      <p className="contract-source">
        <strong>{t('contract.source-bundled')}</strong>{' '}
        <span className="muted">{t('contract.bundled-file', { file: BUNDLED_FILE })}</span>
      </p>
    )
  const busy = !state || state.status === 'loading' || state.reloading
  return (
    <div className="contract-source">
      <p>
        <strong>
          {t(state?.status === 'live' ? 'contract.source-live' : 'contract.source-bundled')}
        </strong>{' '}
        <Detail url={url} state={state} />{' '}
        <button
          type="button"
          className="button small"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void reloadContract(url)
          }}
        >
          {t('contract.reload')}
        </button>
      </p>
      {failure && <p className="contract-problem">{failure}</p>}
    </div>
  )
}
