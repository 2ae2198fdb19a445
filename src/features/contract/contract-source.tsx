// Which contract an environment's calls are checked against, `Contract: live` or `Contract: bundled`,
// with Reload contract and, when the server's own cannot be used, the reason. The log and the
// explorer show it.
import { useEffect } from 'react'
import type { EnvironmentId } from '../../api/environments'
import { useAnnouncement } from '../../lib/announcer'
import {
  ensureContract,
  reloadContract,
  useContractState,
  type LiveContract,
} from './live-contract'

function Detail({ url, state }: { url: string; state: LiveContract | undefined }) {
  if (!state || state.status === 'loading' || state.reloading)
    return <span className="muted">reading {url}…</span>
  if (state.status === 'live') return <span className="muted">from {url}</span>
  return null
}

export function ContractSource({ environment }: { environment: EnvironmentId }) {
  const { url, state } = useContractState(environment)
  useEffect(() => {
    if (url !== null) void ensureContract(url)
  }, [url])
  const failure =
    state?.status === 'failed' && !state.reloading
      ? `The contract at ${url} cannot be used: ${state.reason}. The bundled contract stays in use.`
      : undefined
  useAnnouncement(failure)
  if (url === null)
    return (
      <p className="contract-source">
        <strong>Contract: bundled</strong> <span className="muted">(openapi.yaml)</span>
      </p>
    )
  const busy = !state || state.status === 'loading' || state.reloading
  return (
    <div className="contract-source">
      <p>
        <strong>Contract: {state?.status === 'live' ? 'live' : 'bundled'}</strong>{' '}
        <Detail url={url} state={state} />{' '}
        <button
          type="button"
          className="button small"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void reloadContract(url)
          }}
        >
          Reload contract
        </button>
      </p>
      {failure && <p className="contract-problem">{failure}</p>}
    </div>
  )
}
