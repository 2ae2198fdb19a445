// The demo API's in-memory database. In the browser it persists a small record (dataset, time of
// seeding, pets added) in localStorage, so an added pet survives a reload without storing 20,000 orders.
import type { Order, Pet } from '../api/schemas'
import { parseJson, stringifyJson } from '../api/json'
import { dataset, type DatasetId } from './seed'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

interface Persisted {
  dataset: DatasetId
  seededAt: number
  added: Pet[]
}

export interface DemoControls {
  latencyMs: number
  failureRate: number
  /** Status forced on the next call only, then cleared. */
  forceNextStatus: number | null
  offline: boolean
}

export const STORAGE_KEY = 'petstore.demo.v1'

export interface DemoDb {
  pets: Pet[]
  orders: Order[]
  controls: DemoControls
  readonly dataset: DatasetId
  addPet(pet: Pet): void
  reset(dataset?: DatasetId): void
}

export const defaultControls = (): DemoControls => ({
  latencyMs: 0,
  failureRate: 0,
  forceNextStatus: null,
  offline: false,
})

export function createDb(storage: StorageLike | null = null, now: () => number = Date.now): DemoDb {
  let state: Persisted = load() ?? { dataset: 'seed', seededAt: now(), added: [] }
  let base = dataset(state.dataset, state.seededAt)

  function load(): Persisted | null {
    try {
      const raw = storage?.getItem(STORAGE_KEY)
      if (!raw) return null
      const value = parseJson(raw) as Persisted
      if (!Array.isArray(value.added) || typeof value.seededAt !== 'number') return null
      return { ...value, dataset: value.dataset === 'large' ? 'large' : 'seed' }
    } catch {
      return null
    }
  }
  function save() {
    try {
      storage?.setItem(STORAGE_KEY, stringifyJson(state))
    } catch {
      // Storage full or blocked: the demo still works for this tab.
    }
  }

  const db: DemoDb = {
    pets: [...base.pets, ...state.added],
    orders: base.orders,
    controls: defaultControls(),
    get dataset() {
      return state.dataset
    },
    addPet(pet) {
      state = { ...state, added: [...state.added, pet] }
      db.pets = [...db.pets, pet]
      save()
    },
    reset(next = state.dataset) {
      state = { dataset: next, seededAt: now(), added: [] }
      base = dataset(next, state.seededAt)
      db.pets = [...base.pets]
      db.orders = base.orders
      save()
    },
  }
  return db
}
