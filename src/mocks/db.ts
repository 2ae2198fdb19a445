// The demo API's in-memory database. In the browser it persists a small record (dataset, time of
// seeding, pets added, controls) so an added pet survives a reload without storing 20,000 orders.
import { parseJson, stringifyJson } from '../lib/json'
import type { Order, Pet } from '../api/schemas'
import { MAX_LATENCY_MS, type DatasetId, type DemoControls } from '../features/demo/controls'
import { dataset } from './seed'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

interface Persisted {
  dataset: DatasetId
  seededAt: number
  added: Pet[]
  /** A presenter's latency and failure settings survive a reload; the one-shot status does not. */
  controls: Omit<DemoControls, 'forceNextStatus'>
}

export interface DemoDb {
  pets: Pet[]
  orders: Order[]
  controls: DemoControls
  readonly dataset: DatasetId
  addPet(pet: Pet): void
  /** Restores a dataset's records; the presenter's controls stay as they are. */
  reset(dataset?: DatasetId): void
  setControls(patch: Partial<DemoControls>): DemoControls
}

export const defaultControls = (): DemoControls => ({
  latencyMs: 0,
  failureRate: 0,
  forceNextStatus: null,
  offline: false,
})

/** Storage is user-editable: only well-formed, in-range values are taken from it. */
function load(storage: StorageLike | null, key: string): Persisted | null {
  try {
    const value = parseJson(storage?.getItem(key) ?? 'null') as Partial<Persisted> | null
    if (!value || !Array.isArray(value.added) || typeof value.seededAt !== 'number') return null
    const controls = (value.controls ?? {}) as Partial<Record<string, unknown>>
    const clamp = (n: unknown, max: number) =>
      typeof n === 'number' && Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0
    return {
      dataset: value.dataset === 'large' ? 'large' : 'seed',
      seededAt: value.seededAt,
      added: value.added,
      controls: {
        latencyMs: clamp(controls.latencyMs, MAX_LATENCY_MS),
        failureRate: clamp(controls.failureRate, 100),
        offline: controls.offline === true,
      },
    }
  } catch {
    return null
  }
}

export function createDb(
  storage: StorageLike | null,
  { key = 'petstore:demo', now = Date.now }: { key?: string; now?: () => number } = {},
): DemoDb {
  const calm = { latencyMs: 0, failureRate: 0, offline: false }
  let state = load(storage, key) ?? { dataset: 'seed', seededAt: now(), added: [], controls: calm }
  const save = () => {
    try {
      storage?.setItem(key, stringifyJson(state))
    } catch {
      // Storage full or blocked: the demo still works for this tab.
    }
  }
  const records = () => {
    const made = dataset(state.dataset, state.seededAt)
    return { pets: [...made.pets, ...state.added], orders: made.orders }
  }

  const db: DemoDb = {
    ...records(),
    controls: { ...defaultControls(), ...state.controls },
    get dataset() {
      return state.dataset
    },
    addPet(pet) {
      db.pets = [...db.pets, pet]
      state = { ...state, added: [...state.added, pet] }
      save()
    },
    reset(next = state.dataset) {
      state = { ...state, dataset: next, seededAt: now(), added: [] }
      Object.assign(db, records())
      save()
    },
    setControls(patch) {
      db.controls = { ...db.controls, ...patch }
      const { latencyMs, failureRate, offline } = db.controls
      state = { ...state, controls: { latencyMs, failureRate, offline } }
      save()
      return db.controls
    },
  }
  return db
}
