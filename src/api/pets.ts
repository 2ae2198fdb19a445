// Pets as every feature reads them: keys and query options, kept together.
import { queryOptions } from '@tanstack/react-query'
import { request, requestList } from './client'
import { petListSchema, petSchema } from './schemas'

export const petKeys = {
  all: ['pets'] as const,
  list: () => [...petKeys.all, 'list'] as const,
  detail: (petId: string) => [...petKeys.all, 'detail', petId] as const,
}

/** The id is sent as typed, URL-encoded: the server decides what it accepts. */
const petPath = (petId: string) => `/pets/${encodeURIComponent(petId)}`

export const petQueries = {
  list: () =>
    queryOptions({
      queryKey: petKeys.list(),
      queryFn: ({ signal }) => requestList('/pets', { schema: petListSchema, signal }),
      meta: { call: { method: 'GET', path: '/pets' } },
    }),
  detail: (petId: string) =>
    queryOptions({
      queryKey: petKeys.detail(petId),
      queryFn: async ({ signal }) =>
        (await request(petPath(petId), { schema: petSchema, signal })).data,
      meta: { call: { method: 'GET', path: petPath(petId) } },
    }),
}
