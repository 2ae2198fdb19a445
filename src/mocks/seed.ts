// Demo data: a hand-picked seed of 25 pets and 40 orders, and a generated large set for load tests.
import type { Int64 } from '../api/schema'
import type { Order, Pet } from '../api/schemas'

export type DatasetId = 'seed' | 'large'

const seedPets: Array<[string, string, string]> = [
  ['Biscuit', 'dog', 'available'],
  ['Miso', 'cat', 'available'],
  ['Pepper', 'dog', 'pending'],
  ['Kiwi', 'bird', 'available'],
  ['Nemo', 'fish', 'sold'],
  ['Luna', 'cat', 'available'],
  ['Thumper', 'rabbit', 'available'],
  ['Rex', 'reptile', 'pending'],
  ['Mochi', 'cat', 'sold'],
  ['Scout', 'dog', 'available'],
  ['Sunny', 'bird', 'sold'],
  ['Bubbles', 'fish', 'available'],
  ['Hazel', 'rabbit', 'pending'],
  ['Olive', 'dog', 'available'],
  ['Ziggy', 'reptile', 'available'],
  ['Tofu', 'cat', 'pending'],
  ['Maple', 'dog', 'sold'],
  ['Pip', 'bird', 'available'],
  ['Goldie', 'fish', 'pending'],
  ['Clover', 'rabbit', 'sold'],
  ['Juniper', 'cat', 'available'],
  ['Bruno', 'dog', 'available'],
  ['Sheldon', 'reptile', 'sold'],
  ['Wasabi', 'cat', 'available'],
  ['Poppy', 'dog', 'pending'],
]

const DAY = 86_400_000

/** Mulberry32: a tiny seeded PRNG, so generated data is the same on every machine and run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `toISOString()` of a whole-minute time; day prefixes are cached, as 20,000 dates span ~130 days. */
function isoMinute(time: number, days: Map<number, string>): string {
  const day = Math.floor(time / DAY)
  let prefix = days.get(day)
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11)
    days.set(day, prefix)
  }
  const minutes = Math.round((time - day * DAY) / 60_000)
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${prefix}${hh}:${mm}:00.000Z`
}

/** Records made between two pauses when a collection is made in slices (a few milliseconds). */
const SLICE_RECORDS = 2_000

/** Makes a list, pausing (`yield`) between slices; `finish` runs one to the end in one go. */
type Maker<T> = Generator<void, T[], void>

function finish<T>(maker: Maker<T>): T[] {
  for (;;) {
    const step = maker.next()
    if (step.done) return step.value
  }
}

function* makeOrders(
  count: number,
  petId: (index: number) => Int64,
  petCount: number,
  now: number,
  rand: () => number,
  spanDays: number,
): Maker<Order> {
  const days = new Map<number, string>()
  const list: Order[] = new Array<Order>(count)
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % SLICE_RECORDS === 0) yield
    const daysAgo = rand() * spanDays - 7 // a few ship in the coming week
    const shipTime = Math.round((now - daysAgo * DAY) / 60_000) * 60_000
    list[index] = {
      id: 1001 + index,
      petId: petId(Math.floor(rand() * petCount)),
      quantity: 1 + Math.floor(rand() * 4),
      shipDate: isoMinute(shipTime, days),
      complete: daysAgo > 2 ? rand() < 0.8 : rand() < 0.15,
    }
  }
  return list
}

export function seedData(now: number): { pets: Pet[]; orders: Order[] } {
  const pets = seedPets.map(([name, tag, status], index) => ({ id: index + 1, name, tag, status }))
  return {
    pets,
    orders: finish(
      makeOrders(40, (index) => pets[index]?.id ?? 1, pets.length, now, random(7), 42),
    ),
  }
}

const syllables = [
  'ba',
  'lo',
  'mi',
  'ka',
  'ru',
  'zo',
  'pe',
  'ti',
  'no',
  'sa',
  'fi',
  'da',
  'ko',
  'le',
]
const tags = ['dog', 'cat', 'bird', 'fish', 'rabbit', 'reptile', 'hamster', 'ferret']
const statuses = ['available', 'available', 'available', 'pending', 'sold']

const LARGE_PETS = 10_000
const LARGE_ORDERS = 20_000
/** Random draws per generated pet (three syllables, tag, status): orders continue the same stream. */
const DRAWS_PER_PET = 5

function* makeLargePets(): Maker<Pet> {
  const rand = random(42)
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)] as T
  const pets: Pet[] = new Array<Pet>(LARGE_PETS)
  for (let index = 0; index < LARGE_PETS; index++) {
    if (index > 0 && index % SLICE_RECORDS === 0) yield
    const name = `${pick(syllables)}${pick(syllables)}${pick(syllables)}`
    pets[index] = {
      id: index + 1,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      tag: pick(tags),
      status: pick(statuses),
    }
  }
  return pets
}

/** The large set's orders are made without making its pets: their random draws are skipped. */
function* makeLargeOrders(now: number): Maker<Order> {
  const rand = random(42)
  for (let draw = 0; draw < LARGE_PETS * DRAWS_PER_PET; draw++) rand()
  return yield* makeOrders(LARGE_ORDERS, (index) => index + 1, LARGE_PETS, now, rand, 120)
}

/** The large set's 10,000 pets (ids 1–10,000); they do not depend on the time of seeding. */
export const largePets = (): Pet[] => finish(makeLargePets())

/** The large set's 20,000 orders. */
export const largeOrders = (now: number): Order[] => finish(makeLargeOrders(now))

export function largeData(now: number): { pets: Pet[]; orders: Order[] } {
  return { pets: largePets(), orders: largeOrders(now) }
}

export type Collection = 'pets' | 'orders'

export interface Dataset {
  readonly pets: Pet[]
  readonly orders: Order[]
  /**
   * Makes a collection now, in slices, awaiting `pause()` between them (the browser's demo API runs
   * on the page's main thread); reading it before that is done finishes it at once.
   */
  prepare(collection: Collection, pause: () => Promise<void> | undefined): Promise<void>
}

/** A list made on first need, in one go (`get`) or in slices (`prepare`), then kept. */
function lazyList<T>(make: () => Maker<T>) {
  let list: T[] | undefined
  let maker: Maker<T> | undefined
  return {
    get: (): T[] => (list ??= finish((maker ??= make()))),
    async prepare(pause: () => Promise<void> | undefined): Promise<void> {
      maker ??= make()
      while (!list) {
        const step = maker.next()
        if (step.done) list = step.value
        else await pause()
      }
    },
  }
}

/**
 * A dataset whose collections are made on first need and then kept: a page that needs only the
 * pets (or nothing yet) does not pay for 20,000 orders on the main thread.
 */
export function dataset(id: DatasetId, now: number): Dataset {
  if (id === 'seed') return { ...seedData(now), prepare: () => Promise.resolve() }
  const pets = lazyList(makeLargePets)
  const orders = lazyList(() => makeLargeOrders(now))
  return {
    get pets() {
      return pets.get()
    },
    get orders() {
      return orders.get()
    },
    prepare: (collection, pause) => (collection === 'pets' ? pets : orders).prepare(pause),
  }
}
