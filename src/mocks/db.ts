// The demo API's in-memory database. In the browser it persists a small record (dataset, time of
// seeding, pets added, controls) so an added pet survives a reload without storing 20,000 orders;
// a loaded recording for Replay is kept beside it. A write that fails is told to the user.
import * as v from 'valibot'
import { parseJson, stringifyJson } from '../lib/json'
import { reportFailedWrite } from '../lib/failed-writes'
import { newPetSchema, type Order, type Pet } from '../api/schemas'
import {
  MAX_LATENCY_MS,
  calmControls,
  datasetIds,
  forcibleStatuses,
  type DatasetId,
  type DemoControls,
} from '../api/demo-contract'
import { recordingSchema, type Recording } from '../api/recording'
import { dataset } from './seed'

/** Read when the db is made; a write may finish later (IndexedDB), and may fail. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void | Promise<void>
}

/** The names the demo stores under: its record, and the recording beside it. */
export const storedNames = (key: string) => ({ record: key, replay: `${key}:replay` })

interface Persisted {
  dataset: DatasetId
  seededAt: number
  added: Pet[]
  controls: DemoControls
}

export interface DemoDb {
  pets: Pet[]
  orders: Order[]
  controls: DemoControls
  readonly dataset: DatasetId
  readonly replay: Recording | null
  addPet(pet: Pet): void
  /** Restores a dataset's records; the presenter's controls stay as they are. */
  reset(dataset?: DatasetId): void
  setControls(patch: Partial<DemoControls>): DemoControls
  /** Keeps a recording for the Replay dataset and switches to it; settles once it is stored. */
  setReplay(recording: Recording): Promise<void>
}

/** Storage is user-editable: only well-formed, in-range values are taken from it. */
function validControls(raw: unknown): DemoControls {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const clamp = (n: unknown, max: number) =>
    typeof n === 'number' && Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0
  const status = forcibleStatuses.find((s) => s === value.forceStatus) ?? null
  const calls = value.forceCalls
  return {
    latencyMs: clamp(value.latencyMs, MAX_LATENCY_MS),
    failureRate: clamp(value.failureRate, 100),
    forceStatus: status,
    forceCalls:
      status !== null && typeof calls === 'number' && calls >= 1 ? Math.round(calls) : null,
    offline: value.offline === true,
  }
}

function load(storage: StorageLike | null, key: string): Persisted | null {
  try {
    const value = parseJson(storage?.getItem(key) ?? 'null') as Partial<Persisted> | null
    if (!value || !Array.isArray(value.added) || typeof value.seededAt !== 'number') return null
    return {
      dataset: datasetIds.find((id) => id === value.dataset) ?? 'seed',
      seededAt: value.seededAt,
      // Storage is the user's to edit: what is not a pet the API would have created is dropped.
      added: value.added.filter((pet: unknown): pet is Pet => v.is(newPetSchema, pet)),
      controls: validControls(value.controls),
    }
  } catch {
    return null
  }
}

function loadReplay(storage: StorageLike | null, key: string): Recording | null {
  try {
    // Storage is the user's to edit: a recording that no longer fits is dropped, not played.
    const stored: unknown = JSON.parse(storage?.getItem(storedNames(key).replay) ?? 'null')
    const result = v.safeParse(recordingSchema, stored)
    return result.success ? result.output : null
  } catch {
    return null
  }
}

const DAY = 86_400_000

/**
 * Seeded times count from the start of the day (UTC), not the moment of seeding: a reload, and
 * `npm run api` on the same day, see the same ship dates, so Compare finds the orders unchanged.
 */
const seedTime = (now: number) => Math.floor(now / DAY) * DAY

export function createDb(
  storage: StorageLike | null,
  { key = 'petstore:demo', now = Date.now }: { key?: string; now?: () => number } = {},
): DemoDb {
  const stored = load(storage, key)
  let state: Persisted = stored ?? {
    dataset: 'seed',
    seededAt: seedTime(now()),
    added: [],
    controls: calmControls(),
  }
  let replay = loadReplay(storage, key)
  if (state.dataset === 'replay' && !replay) state = { ...state, dataset: 'seed' }
  const save = async (name: string, value: unknown) => {
    try {
      await storage?.setItem(name, stringifyJson(value))
    } catch (error) {
      // The demo still works for this tab; the user learns that a reload will not keep it.
      reportFailedWrite(name === key ? 'lib.kept-demo-data' : 'lib.kept-replay', error)
    }
  }
  // Kept from the first start, so the next day's reload does not move the times: only a reset does.
  if (!stored) void save(key, state)
  const records = () => {
    // Replay answers from its recording; the records behind it stay the seed's.
    const made = dataset(state.dataset === 'large' ? 'large' : 'seed', state.seededAt)
    return { pets: [...made.pets, ...state.added], orders: made.orders }
  }

  const db: DemoDb = {
    ...records(),
    controls: state.controls,
    get dataset() {
      return state.dataset
    },
    get replay() {
      return replay
    },
    addPet(pet) {
      db.pets = [...db.pets, pet]
      state = { ...state, added: [...state.added, pet] }
      void save(key, state)
    },
    reset(next = state.dataset) {
      state = {
        ...state,
        dataset: next === 'replay' && !replay ? 'seed' : next,
        seededAt: seedTime(now()),
        added: [],
      }
      Object.assign(db, records())
      void save(key, state)
    },
    setControls(patch) {
      db.controls = { ...db.controls, ...patch }
      if (db.controls.forceStatus === null) db.controls.forceCalls = null
      state = { ...state, controls: db.controls }
      void save(key, state)
      return db.controls
    },
    async setReplay(recording) {
      replay = recording
      db.reset('replay')
      await save(storedNames(key).replay, recording)
    },
  }
  return db
}
