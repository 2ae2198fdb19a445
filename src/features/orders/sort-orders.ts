// Sorting orders by any column. Missing values sort last in both directions.
import type { Order } from '../../api/schemas'
import { compareValues } from '../../lib/format'

export type PetNames = ReadonlyMap<string, string>
type Key = 'id' | 'pet' | 'quantity' | 'shipDate' | 'complete'

/** The value an order is sorted by; ship dates are parsed once per sort, not per comparison. */
function sortValue(order: Order, key: Key, names: PetNames): unknown {
  if (key === 'pet') {
    const id = order.petId === undefined ? undefined : String(order.petId)
    return id === undefined ? undefined : (names.get(id) ?? `Pet ${id}`)
  }
  if (key === 'shipDate') {
    const time = order.shipDate === undefined ? Number.NaN : Date.parse(order.shipDate)
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
  return orders
    .map((order) => ({ order, value: sortValue(order, key, names) }))
    .sort((a, b) => {
      const missing = Number(a.value === undefined) - Number(b.value === undefined)
      return missing || sign * compareValues(a.value, b.value)
    })
    .map(({ order }) => order)
}
