// The read-only calls Compare can make, each against an environment of its own (its base URL, key
// and placement): only GETs, and each answer checked like any other call.
import { queryOptions } from '@tanstack/react-query'
import { request, requestList } from '../../api/client'
import { targetFor } from '../../api/prepare'
import { orderListSchema, petListSchema, petSchema } from '../../api/schemas'
import type { EnvironmentId } from '../../api/target'

export type Operation = 'pets' | 'pet' | 'orders'

/** The calls offered, each with the request it makes (its words are the form's messages). */
export const operations: readonly { value: Operation; request: string }[] = [
  { value: 'pets', request: 'GET /pets' },
  { value: 'pet', request: 'GET /pets/{petId}' },
  { value: 'orders', request: 'GET /store/orders' },
]

async function fetchSide(
  environment: EnvironmentId,
  operation: Operation,
  petId: string,
  signal: AbortSignal,
): Promise<Record<string, unknown>[]> {
  const target = targetFor(environment)
  if (operation === 'pets') return requestList('/pets', { schema: petListSchema, signal, target })
  if (operation === 'orders') {
    return requestList('/store/orders', { schema: orderListSchema, signal, target })
  }
  const path = `/pets/${encodeURIComponent(petId)}`
  return [(await request(path, { schema: petSchema, signal, target })).data]
}

export const compareQueries = {
  side: (environment: EnvironmentId, operation: Operation, petId: string) =>
    queryOptions({
      queryKey: ['compare', environment, operation, petId] as const,
      queryFn: ({ signal }) => fetchSide(environment, operation, petId, signal),
      // A comparison is of this moment: Compare asks again, a cached answer is never reused.
      staleTime: 0,
      gcTime: 0,
    }),
}
