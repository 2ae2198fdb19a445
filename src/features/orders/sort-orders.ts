// Sorting orders by any column, the pet column by its name once the pets are in. Missing values
// sort last in both directions.
import { shipTime, type Order, type Pet } from '../../api/schemas'
import { compareValues } from '../../lib/format'
import { t } from '../../lib/i18n/i18n'
import '../../lib/i18n/en/orders'

export type PetNames = ReadonlyMap<string, string>
type Key = 'id' | 'pet' | 'quantity' | 'shipDate' | 'complete'

/** Each pet's name by its id, as sent. */
export function petNamesOf(pets: readonly Pet[] | undefined): PetNames {
  const names = new Map<string, string>()
  for (const pet of pets ?? []) {
    if (pet.id !== undefined && pet.name) names.set(String(pet.id), pet.name)
  }
  return names
}

/** How an order's pet is shown (and sorted): its name once known, else "Pet 7". */
export function petLabel(order: Order, names: PetNames): string | undefined {
  if (order.petId === undefined) return undefined
  const id = String(order.petId)
  return names.get(id) ?? t('orders.pet-fallback', { id })
}

/** The value an order is sorted by; ship dates are parsed once per sort, not per comparison. */
function sortValue(order: Order, key: Key, names: PetNames): unknown {
  if (key === 'pet') return petLabel(order, names)
  if (key === 'shipDate') {
    const time = shipTime(order)
    return Number.isNaN(time) ? undefined : time
  }
  return order[key]
}

export function sortOrders(
  orders: readonly Order[],
  key: Key,
  direction: 'ascending' | 'descending',
  names: PetNames,
): Order[] {
  const sign = direction === 'ascending' ? 1 : -1
  const compare = (a: unknown, b: unknown) => {
    const missing = Number(a === undefined) - Number(b === undefined)
    return missing || sign * compareValues(a, b)
  }
  // Servers mostly send a list in id order: one pass finds that out, where a sort takes several.
  let previous: unknown
  const inOrder = orders.every((order, at) => {
    const value = sortValue(order, key, names)
    const ordered = at === 0 || compare(previous, value) <= 0
    previous = value
    return ordered
  })
  if (inOrder) return orders.slice()
  return orders
    .map((order) => ({ order, value: sortValue(order, key, names) }))
    .sort((a, b) => compare(a.value, b.value))
    .map(({ order }) => order)
}
