// The page's side of a server's contract: read in the contract's worker (contract-worker.ts), or on
// the page when no worker starts (an old browser, jsdom), with the same answers. The page holds the
// index of operations and what it asked for since, never the whole description (decision 0028).
// i18n: words made in a worker, said by the page
import { connectAllowed } from '../../api/connect-allowed'
import { createStore, type Store } from '../../lib/store'
import { trustWorkerUrls } from '../../lib/trusted-script-urls'
import { words, type Words } from '../../lib/i18n/words'
import type { ExplorerOperation, OperationSummary } from './read-operations'
import { emptyApi, placeReached } from './contract-index'
import type { ContractChange } from './contract-diff'
import type { Answer, Kind, Question, Questions, Reader } from './contract-wire'
import type { OpenApi } from './openapi'

/** A live contract as the page has it: the operations, and their detail on demand. */
export interface ContractHandle {
  readonly operations: readonly OperationSummary[]
  /** What the checks follow `$ref`s in: every node the operations asked for so far reach. */
  readonly api: OpenApi
  /** The details asked for so far, by key (null: none to be had): a component re-renders on each. */
  readonly details: Store<ReadonlyMap<string, ExplorerOperation | null>>
  /** An operation's detail, when it was asked for before. */
  detailNow(key: string): ExplorerOperation | undefined
  detail(key: string): Promise<ExplorerOperation | null>
  /** The operation a call went to, alone, with what it reaches: what the response check reads. */
  forCall(method: string, path: string): Promise<OpenApi>
  changes(): Promise<ContractChange[]>
}

export type HandleRead = { ok: true; handle: ContractHandle } | { ok: false; reason: Words }

/** The worker, asked by message; null where none can start. */
function workerReader(): Reader | null {
  if (typeof Worker === 'undefined') return null
  let worker: Worker
  try {
    trustWorkerUrls()
    worker = new Worker(new URL('./contract-worker.ts', import.meta.url), {
      type: 'module',
      name: 'Contract reader',
    })
  } catch {
    return null
  }
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  let broken: Error | null = null
  let next = 0
  worker.addEventListener('message', ({ data }: MessageEvent<Answer>) => {
    const asked = pending.get(data.id)
    pending.delete(data.id)
    if ('error' in data) asked?.reject(new Error(data.error))
    else asked?.resolve(data.answer)
  })
  // Its code did not load or threw: every question waiting is told, and later ones at once.
  worker.addEventListener('error', (event) => {
    broken = new Error(event.message || 'The contract worker did not start.')
    for (const asked of pending.values()) asked.reject(broken)
    pending.clear()
  })
  return {
    ask: <K extends Kind>(kind: K, asked: Omit<Questions[K], 'answer'>) =>
      new Promise<Questions[K]['answer']>((resolve, reject) => {
        if (broken) return reject(broken)
        const id = ++next
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
        worker.postMessage({ id, kind, ...asked } as Question)
      }),
  }
}

/** The page reading contracts itself: the worker's code, loaded only when it is needed. */
async function pageReader(): Promise<Reader> {
  const [{ answering }, { default: bundled }] = await Promise.all([
    import('./contract-answers'),
    import('../../../openapi.yaml'),
  ])
  return answering(() => bundled as OpenApi)
}

let worker: Reader | null | undefined
let onPage: Promise<Reader> | undefined

/** Reads the contract at `url` where it does not block the page, else on it. */
async function load(url: string): Promise<{ reader: Reader; loaded: Questions['load']['answer'] }> {
  worker ??= workerReader()
  // The page's <meta> policy does not reach the worker: a server it blocks stays unread, as the
  // page's own fetch would leave it (load-contract.ts: no answer).
  if (worker && !connectAllowed(url))
    return { reader: worker, loaded: { ok: false, reason: words('contract.unanswered') } }
  if (worker) {
    try {
      return { reader: worker, loaded: await worker.ask('load', { url }) }
    } catch {
      // The worker did not start (a blocked script, an old browser): the page reads it, as before.
      worker = null
    }
  }
  onPage ??= pageReader()
  const reader = await onPage
  return { reader, loaded: await reader.ask('load', { url }) }
}

/** The contract at `url`, read, or the reason it cannot be used. */
export async function readLiveContract(address: string): Promise<HandleRead> {
  // Resolved against the page: in the worker, a relative address would be the worker file's.
  const url = new URL(address, document.baseURI).href
  const { reader, loaded } = await load(url)
  if (!loaded.ok) return loaded
  const api = emptyApi()
  const details = createStore<ReadonlyMap<string, ExplorerOperation | null>>(new Map())
  const handle: ContractHandle = {
    operations: loaded.operations,
    api,
    details,
    detailNow: (key) => details.get().get(key) ?? undefined,
    async detail(key) {
      const known = details.get()
      if (known.has(key)) return known.get(key) ?? null
      const found = await reader.ask('detail', { url, key })
      if (found) placeReached(api, found.reached)
      details.set((old) => new Map(old).set(key, found?.operation ?? null))
      return found?.operation ?? null
    },
    async forCall(method, path) {
      const found = await reader.ask('forCall', { url, method, path })
      const alone = emptyApi()
      if (!found) return alone
      alone.paths[found.template] = { [found.method]: found.operation }
      return placeReached(alone, found.reached)
    },
    changes: () => reader.ask('changes', { url }),
  }
  return { ok: true, handle }
}
