// The contract each server publishes, by URL: loaded once when first needed (the explorer, the
// log, a check), again on Reload contract. While none is in use, the bundled one is. It is read in a
// worker (contract-reader.ts); the page keeps its index of operations and asks for the rest.
import { contractUrlFor, useSettings } from '../../api/settings'
import type { EnvironmentId } from '../../api/target'
import { words, type Words } from '../../lib/i18n/i18n'
import { createStore, useStore } from '../../lib/store'
import type { ContractHandle } from './contract-reader'
import type { OpenApi } from './openapi'
import '../../lib/i18n/en/contract'

export type LiveContract =
  | { status: 'loading' }
  | { status: 'live'; contract: ContractHandle; reloading: boolean }
  | { status: 'failed'; reason: Words; reloading: boolean }

const contracts = createStore<ReadonlyMap<string, LiveContract>>(new Map())
const loads = new Map<string, Promise<void>>()

function put(url: string, state: LiveContract) {
  contracts.set((old) => new Map(old).set(url, state))
}

function load(url: string): Promise<void> {
  const loading = import('./contract-reader')
    .then(({ readLiveContract }) => readLiveContract(url))
    .then(
      (read) =>
        read.ok
          ? put(url, { status: 'live', contract: read.handle, reloading: false })
          : put(url, { status: 'failed', reason: read.reason, reloading: false }),
      (error: unknown) =>
        put(url, {
          status: 'failed',
          reason: words('contract.load-failed', { error: String(error) }),
          reloading: false,
        }),
    )
  loads.set(url, loading)
  return loading
}

/** Loads the contract at `url` unless it is loaded or loading; settles when it is known. */
export function ensureContract(url: string): Promise<void> {
  const known = loads.get(url)
  if (known) return known
  put(url, { status: 'loading' })
  return load(url)
}

/** Fetches it again; the one in use stays until the new one is read. */
export function reloadContract(url: string): Promise<void> {
  const old = contracts.get().get(url)
  if (old && old.status !== 'loading') put(url, { ...old, reloading: true })
  else put(url, { status: 'loading' })
  return load(url)
}

/** The live contract `environment`'s calls are checked against, when one is loaded. */
export function liveHandleFor(environment: EnvironmentId): ContractHandle | null {
  const url = contractUrlFor(environment)
  const state = url === null ? undefined : contracts.get().get(url)
  return state?.status === 'live' ? state.contract : null
}

/** What of the live contract the page holds: the nodes the operations opened so far reach. */
export function liveContractFor(environment: EnvironmentId): OpenApi | null {
  return liveHandleFor(environment)?.api ?? null
}

/** Which contract an environment uses, as components show it. */
export function useContractState(environment: EnvironmentId): {
  url: string | null
  state: LiveContract | undefined
} {
  useSettings()
  const url = contractUrlFor(environment)
  const all = useStore(contracts)
  return { url, state: url === null ? undefined : all.get(url) }
}

/** Forgets every loaded contract (tests start from none). */
export function forgetContracts(): void {
  loads.clear()
  contracts.set(new Map())
}
