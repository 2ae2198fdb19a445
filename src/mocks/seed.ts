// Demo data: a hand-picked seed of 25 pets and 40 orders, and a large set of 10,000 pets and 20,000
// orders. A fixed-seed generator makes both, so every machine and run sees the same records.
import type { Int64, Order, Pet } from '../api/schemas'
import type { DatasetId } from '../api/demo-contract'

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

const DAY = 86_400_000

/** Mulberry32: a tiny seeded PRNG. */
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

/** Orders spread over `spanDays` before `now` (a few in the coming week), most old ones complete. */
function makeOrders(
  count: number,
  petIds: readonly Int64[],
  now: number,
  rand: () => number,
  spanDays: number,
): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const daysAgo = rand() * spanDays - 7
    const shipTime = Math.round((now - daysAgo * DAY) / 60_000) * 60_000
    return {
      id: 1001 + index,
      petId: petIds[Math.floor(rand() * petIds.length)] ?? 1,
      quantity: 1 + Math.floor(rand() * 4),
      shipDate: new Date(shipTime).toISOString(),
      complete: daysAgo > 2 ? rand() < 0.8 : rand() < 0.15,
    }
  })
}

function seedData(now: number): { pets: Pet[]; orders: Order[] } {
  const pets = seedPets.map(([name, tag, status], index) => ({ id: index + 1, name, tag, status }))
  const ids = pets.map((pet) => pet.id)
  return { pets, orders: makeOrders(40, ids, now, random(7), 42) }
}

function largeData(now: number): { pets: Pet[]; orders: Order[] } {
  const rand = random(42)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const pets = Array.from({ length: 10_000 }, (_, index) => {
    const name = `${pick(syllables)}${pick(syllables)}${pick(syllables)}`
    return {
      id: index + 1,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      tag: pick(tags),
      status: pick(statuses),
    }
  })
  const ids = pets.map((pet) => pet.id)
  return { pets, orders: makeOrders(20_000, ids, now, rand, 120) }
}

/** A dataset's records; ship dates are relative to `now`, the time it was seeded. */
export const dataset = (id: DatasetId, now: number) =>
  id === 'large' ? largeData(now) : seedData(now)
