// The large demo set's lists as JSON bytes, made and serialised by a worker. Its own chunk, so the
// API gate (app/api-gate.ts) can start the worker as the app starts, while msw's code still loads.
import { loadPersisted } from './db'
import type { LargeJson } from './handlers'
import type { LargeJsonReply } from './large-json-worker'
import type { Collection } from './seed'
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
  const start = () => {
    const started = new LargeJsonWorker()
    started.onmessage = ({ data }: MessageEvent<LargeJsonReply>) => {
      waiting.get(data.id)?.resolve(data.bytes)
      waiting.delete(data.id)
    }
    // A worker that cannot start or run is given up on: the handlers make the lists themselves.
    started.onerror = () => {
      failed = true
      started.terminate()
      waiting.forEach(({ reject }) => reject())
      waiting.clear()
    }
    return started
  }
  return (collection, seededAt) => {
    const key = `${collection}@${seededAt}`
    let bytes = made.get(key)
    if (!bytes) {
      bytes = new Promise<Uint8Array>((resolve, reject) => {
        if (failed) return reject(new Error('large-json worker failed'))
        worker ??= start()
        const id = nextId++
        waiting.set(id, { resolve: (buffer) => resolve(new Uint8Array(buffer)), reject })
        worker.postMessage({ id, collection, seededAt })
      })
      bytes.catch(() => made.delete(key))
      made.set(key, bytes)
    }
    return bytes
  }
})()

function listsFor(pathname: string): Collection[] {
  const path = pathname.slice(import.meta.env.BASE_URL.length - 1)
  // Pets first, though /orders' rows need the orders: the worker makes one list at a time, and the
  // smaller one is then answered and checked while it makes the orders, which then have the main
  // thread to themselves. Orders first was ~300 ms slower to the first rows (bench, side by side).
  if (path === '/' || path.startsWith('/orders')) return ['pets', 'orders']
  return path.startsWith('/pets') ? ['pets'] : []
}

/**
 * Starts making the lists the opened page will ask for, when the stored demo set is the large one,
 * so the demo API's first calls find them ready (a failure here is retried by that call). Only
 * those: the worker shares two cores with the page that is loading. Safe to call more than once.
 */
export function prefetchLargeLists(pathname: string): void {
  const stored = loadPersisted(window.localStorage)
  if (stored?.dataset !== 'large') return
  for (const collection of listsFor(pathname)) {
    largeJson(collection, stored.seededAt).catch(() => undefined)
  }
}
