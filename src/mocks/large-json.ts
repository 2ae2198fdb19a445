// The large demo set's lists as JSON bytes, made and serialised by a worker. On a built site,
// index.html has usually started that worker already (large-json-early.ts); otherwise the API gate
// (app/api-gate.ts) starts it as the app starts, while msw's code still loads.
import type { PageName } from '../app/route-table'
import { loadPersisted } from './db'
import type { LargeJson } from './handlers'
import { largeListsByPage } from './large-json-early'
import type { LargeJsonReply, LargeJsonRequest } from './large-json-worker'
import LargeJsonWorker from './large-json-worker?worker'

/**
 * The large set's lists, made and serialised by a worker (on the other core) and kept per seeding:
 * done on the main thread, 30,000 records held back the page that asked for them.
 */
export const largeJson: LargeJson = (() => {
  let worker: Worker | undefined
  let failed = false
  let nextId = 1
  const waiting = new Map<number, { resolve: (bytes: ArrayBuffer) => void; reject: () => void }>()
  const made = new Map<string, Promise<Uint8Array>>()
  const onReply = ({ id, bytes }: LargeJsonReply) => {
    waiting.get(id)?.resolve(bytes)
    waiting.delete(id)
  }
  // A worker that cannot start or run is given up on: the handlers make the lists themselves.
  const fail = () => {
    failed = true
    worker?.terminate()
    waiting.forEach(({ reject }) => reject())
    waiting.clear()
  }
  const listen = (started: Worker) => {
    started.onmessage = ({ data }: MessageEvent<LargeJsonReply>) => onReply(data)
    started.onerror = fail
    return started
  }
  /** The reply to `request` (posted by the caller), kept as its list's bytes. */
  const awaitReply = (request: LargeJsonRequest) => {
    const key = `${request.collection}@${request.seededAt}`
    const bytes = new Promise<Uint8Array>((resolve, reject) => {
      waiting.set(request.id, { resolve: (buffer) => resolve(new Uint8Array(buffer)), reject })
    })
    bytes.catch(() => made.delete(key))
    made.set(key, bytes)
    nextId = Math.max(nextId, request.id + 1)
    return bytes
  }

  // What index.html asked the worker for, taken over as if asked here.
  const early = window.petstoreLargeJson
  if (early) {
    delete window.petstoreLargeJson
    worker = listen(early.worker)
    early.asked.forEach(awaitReply)
    early.replies.forEach(onReply)
    if (early.failed) fail()
  }

  return (collection, seededAt) => {
    const kept = made.get(`${collection}@${seededAt}`)
    if (kept) return kept
    if (failed) return Promise.reject(new Error('large-json worker failed'))
    worker ??= listen(new LargeJsonWorker())
    const request: LargeJsonRequest = { id: nextId, collection, seededAt }
    const bytes = awaitReply(request)
    worker.postMessage(request)
    return bytes
  }
})()

/**
 * Starts making the lists the opened page will ask for, when the stored demo set is the large one,
 * so the demo API's first calls find them ready (a failure here is retried by that call). Only
 * those: the worker shares two cores with the page that is loading. Lists index.html has started
 * already are not asked for again.
 */
export function prefetchLargeLists(page: PageName | undefined): void {
  const stored = loadPersisted(window.localStorage)
  if (stored?.dataset !== 'large' || !page) return
  for (const collection of largeListsByPage[page] ?? []) {
    largeJson(collection, stored.seededAt).catch(() => undefined)
  }
}
