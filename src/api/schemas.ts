// The one source of truth for the service's resource shapes (seed interface, version 1.0.0).
import { array, boolean, int64, object, optional, string, type Infer } from './schema'

/** The seed marks no Pet field as required, so a server pet missing any of them still renders. */
export const petSchema = object({
  id: optional(int64),
  name: optional(string),
  tag: optional(string),
  status: optional(string),
})
export type Pet = Infer<typeof petSchema>

/** What the console (and the demo server) accept for POST /pets: ID and Name are required. */
export const newPetSchema = object({
  id: int64,
  name: string,
  tag: optional(string),
  status: optional(string),
})
export type NewPet = Infer<typeof newPetSchema>

export const orderSchema = object({
  id: optional(int64),
  petId: optional(int64),
  quantity: optional(int64),
  // Kept as the raw string: a malformed date is shown as sent, never parsed into a crash.
  shipDate: optional(string),
  complete: optional(boolean),
})
export type Order = Infer<typeof orderSchema>

/** An order is open unless the server says it is complete (a missing flag is not "done"). */
export const isOpen = (order: Order): boolean => order.complete !== true

export const petListSchema = array(petSchema)
export const orderListSchema = array(orderSchema)

/** Status values the seed does not fix; the form suggests these and accepts any other. */
export const suggestedStatuses = ['available', 'pending', 'sold'] as const

/** Field names the seed declares, in display order; anything else the server sends is "extra". */
export const petFieldNames = Object.keys(petSchema.shape)
