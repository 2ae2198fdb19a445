// The demo API's in-memory database. In the browser it persists a small record (dataset, time of
// seeding, pets added) in localStorage, so an added pet survives a reload without storing 20,000 orders.
import type { Order, Pet } from '../api/schemas'
import { parseJson, stringifyJson } from '../api/json'
import { dataset, type Collection, type DatasetId } from './seed'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

interface Persisted {
  dataset: DatasetId
  seededAt: number
  added: Pet[]
  /** Kept so a presenter's latency / failure settings survive a reload (the one-shot status is not). */
  controls?: Omit<DemoControls, 'forceNextStatus'>
}

export interface DemoControls {
  latencyMs: number
  failureRate: number
  /** Status forced on the next call only, then cleared. */
  forceNextStatus: number | null
  offline: boolean
}

export const STORAGE_KEY = 'petstore.demo.v1'
export const MAX_LATENCY_MS = 5000
export const forcibleStatuses = [400, 401, 403, 404, 409, 429, 500, 503] as const

export interface DemoDb {
  pets: Pet[]
  orders: Order[]
  controls: DemoControls
  readonly dataset: DatasetId
  /** When the data was seeded: the large set's ship dates are relative to it. */
  readonly seededAt: number
  /** Pets added since, which follow the dataset's own. */
  readonly addedPets: readonly Pet[]
  addPet(pet: Pet): void
  reset(dataset?: DatasetId): void
  /** Makes a collection of the large set in slices, pausing between them (see Dataset). */
  prepare(collection: Collection, pause: () => Promise<void> | undefined): Promise<void>
  /** Changes some controls and persists them. */
  setControls(patch: Partial<DemoControls>): DemoControls
}

export const defaultControls = (): DemoControls => ({
  latencyMs: 0,
  failureRate: 0,
  forceNextStatus: null,
  offline: false,
})

/** Keeps only well-formed, in-range stored controls (storage is user-editable). */
function validControls(raw: unknown): Persisted['controls'] {
  if (typeof raw !== 'object' || raw === null) return undefined
  const value = raw as Record<string, unknown>
  const clamp = (n: unknown, max: number) =>
    typeof n === 'number' && Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0
  return {
    latencyMs: clamp(value.latencyMs, MAX_LATENCY_MS),
    failureRate: clamp(value.failureRate, 100),
    offline: value.offline === true,
  }
}

/** The stored demo record, if there is a well-formed one. */
export function loadPersisted(storage: StorageLike | null): Persisted | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY)
    if (!raw) return null
    const value = parseJson(raw) as Persisted
    if (!Array.isArray(value.added) || typeof value.seededAt !== 'number') return null
    return {
      ...value,
      dataset: value.dataset === 'large' ? 'large' : 'seed',
      controls: validControls(value.controls),
    }
  } catch {
    return null
  }
}

export function createDb(storage: StorageLike | null = null, now: () => number = Date.now): DemoDb {
  let state: Persisted = loadPersisted(storage) ?? { dataset: 'seed', seededAt: now(), added: [] }
  let base = dataset(state.dataset, state.seededAt)

  function save() {
    try {
      storage?.setItem(STORAGE_KEY, stringifyJson(state))
    } catch {
      // Storage full or blocked: the demo still works for this tab.
    }
  }

  // The collections are made on first read: the large set's 20,000 orders cost nothing on /pets.
  let pets: Pet[] | undefined
  let orders: Order[] | undefined
  const db: DemoDb = {
    get pets() {
      return (pets ??= [...base.pets, ...state.added])
    },
    set pets(next) {
      pets = next
    },
    get orders() {
      return (orders ??= base.orders)
    },
    set orders(next) {
      orders = next
    },
    controls: { ...defaultControls(), ...state.controls },
    get dataset() {
      return state.dataset
    },
    get seededAt() {
      return state.seededAt
    },
    get addedPets() {
      return state.added
    },
    prepare: (collection, pause) => base.prepare(collection, pause),
    addPet(pet) {
      // Pets first: read after `added` grew, the lazily made list would hold the pet twice.
      db.pets = [...db.pets, pet]
      state = { ...state, added: [...state.added, pet] }
      save()
    },
    setControls(patch) {
      db.controls = { ...db.controls, ...patch }
      const { latencyMs, failureRate, offline } = db.controls
      state = { ...state, controls: { latencyMs, failureRate, offline } }
      save()
      return db.controls
    },
    reset(next = state.dataset) {
      // Resetting restores data, not the presenter's latency / failure settings.
      state = { dataset: next, seededAt: now(), added: [], controls: state.controls }
      base = dataset(next, state.seededAt)
      pets = undefined
      orders = undefined
      save()
    },
  }
  return db
}
