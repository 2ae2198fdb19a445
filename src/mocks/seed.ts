// Demo data: a hand-picked seed of 25 pets and 40 orders, and a generated large set for load tests.
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

function orders(
  count: number,
  petIds: number[],
  now: number,
  rand: () => number,
  spanDays: number,
): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const daysAgo = rand() * spanDays - 7 // a few ship in the coming week
    const shipDate = new Date(Math.round((now - daysAgo * DAY) / 60_000) * 60_000).toISOString()
    return {
      id: 1001 + index,
      petId: petIds[Math.floor(rand() * petIds.length)] ?? 1,
      quantity: 1 + Math.floor(rand() * 4),
      shipDate,
      complete: daysAgo > 2 ? rand() < 0.8 : rand() < 0.15,
    }
  })
}

export function seedData(now: number): { pets: Pet[]; orders: Order[] } {
  const pets = seedPets.map(([name, tag, status], index) => ({ id: index + 1, name, tag, status }))
  return {
    pets,
    orders: orders(
      40,
      pets.map((p) => p.id),
      now,
      random(7),
      42,
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

export function largeData(now: number): { pets: Pet[]; orders: Order[] } {
  const rand = random(42)
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)] as T
  const pets: Pet[] = Array.from({ length: 10_000 }, (_, index) => {
    const name = `${pick(syllables)}${pick(syllables)}${pick(syllables)}`
    return {
      id: index + 1,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      tag: pick(tags),
      status: pick(statuses),
    }
  })
  const ids = pets.map((p) => p.id as number)
  return { pets, orders: orders(20_000, ids, now, rand, 120) }
}

export function dataset(id: DatasetId, now: number): { pets: Pet[]; orders: Order[] } {
  return id === 'large' ? largeData(now) : seedData(now)
}
