// Where the browser's demo keeps its data and a Replay recording: IndexedDB, which holds what
// localStorage cannot (a recording of tens of MB). Read once at start; what an older version kept in
// localStorage is read from there and moved here on its next write.
import { createStore, getMany, set } from 'idb-keyval'
import type { StorageLike } from './db'

/** Where an older version kept the demo's data: localStorage, or what the page read of it. */
export interface LegacyStorage {
  getItem(name: string): string | null
  removeItem(name: string): void
}

const windowStorage: LegacyStorage = {
  getItem(name) {
    try {
      return window.localStorage.getItem(name)
    } catch {
      return null // blocked storage holds nothing to move
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name)
    } catch {
      // The copy in IndexedDB is the one read from now on; a stale one left here is never read again.
    }
  },
}

/** The demo's storage, with the values of `names` read; a write settles once it is stored. */
export async function openDemoStorage(
  names: string[],
  legacy: LegacyStorage = windowStorage,
): Promise<StorageLike> {
  const store = createStore('petstore-console', 'demo')
  let values: unknown[]
  try {
    values = await getMany(names, store)
  } catch (error) {
    // No IndexedDB here (blocked, or a private window that refuses it): each write says so.
    return { getItem: (name) => legacy.getItem(name), setItem: () => Promise.reject(error) }
  }
  const found = new Map<string, string>()
  names.forEach((name, i) => {
    const value = values[i] ?? legacy.getItem(name)
    if (typeof value === 'string') found.set(name, value)
  })
  return {
    getItem: (name) => found.get(name) ?? null,
    async setItem(name, value) {
      await set(name, value, store)
      legacy.removeItem(name)
    },
  }
}
