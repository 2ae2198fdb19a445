// Where this browser keeps the demo's data: IndexedDB, which holds what localStorage cannot (a
// Replay recording of tens of MB), read and written by the page for the demo API's worker. Not by
// the worker: WebKit does not end a worker's transaction when a reload takes the worker away during
// it, and every later read of the store waits behind that transaction, so the demo did not start
// again. A page's own transactions end when a reload or a closed tab tears the page down.
import { createStore, promisifyRequest, set } from 'idb-keyval'
import { storageKeys } from '../lib/storage'

/** What the page keeps for the demo API: read once at its start, then written as it changes. */
export interface DemoKeeping {
  /** Every value kept under the demo's names: IndexedDB's, else an older version's localStorage. */
  read(): Promise<Record<string, string>>
  /** Settles once `value` is stored under `name`; rejects with the storage's error. */
  write(name: string, value: string): Promise<void>
}

const prefix = storageKeys.demoData

/** What an older version kept in localStorage. */
function legacyValues(): Record<string, string> {
  const values: Record<string, string> = {}
  try {
    for (const [name, value] of Object.entries(window.localStorage))
      if (name.startsWith(prefix)) values[name] = String(value)
  } catch {
    // Blocked storage holds nothing to move.
  }
  return values
}

function forgetLegacy(name: string): void {
  try {
    window.localStorage.removeItem(name)
  } catch {
    // IndexedDB's copy is the one read from now on.
  }
}

/** The demo's data in this browser's IndexedDB; an older version's copy goes once a value moves. */
export function browserKeeping(): DemoKeeping {
  const store = createStore('petstore-console', 'demo')
  return {
    async read() {
      const kept = legacyValues()
      try {
        const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`)
        const [names, values] = await store('readonly', (demo) =>
          Promise.all([
            promisifyRequest(demo.getAllKeys(range)),
            promisifyRequest(demo.getAll(range)),
          ]),
        )
        names.forEach((name, i) => {
          const value: unknown = values[i]
          if (typeof name === 'string' && typeof value === 'string') kept[name] = value
        })
      } catch {
        // No IndexedDB here (blocked, or a private window that refuses it): each write says so.
      }
      return kept
    },
    async write(name, value) {
      await set(name, value, store)
      forgetLegacy(name)
    },
  }
}
