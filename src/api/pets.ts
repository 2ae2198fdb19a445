// Pets: fetchers, query-options factories and the POST; the mutation hook is in create-pet.ts.
import { queryOptions } from '@tanstack/react-query'
import { request, requestList } from './client'
import { petListSchema, petSchema, type NewPet, type Pet } from './schemas'

export const petKeys = {
  all: ['pets'] as const,
  list: () => [...petKeys.all, 'list'] as const,
  detail: (petId: string) => [...petKeys.all, 'detail', petId] as const,
}

export const petQueries = {
  /**
   * `background`: the list only adds to what the page shows first (see RequestOptions). Not part of
   * the key: the data is the same, only how urgently a long one is checked differs.
   */
  list: ({ background = false } = {}) =>
    queryOptions({
      queryKey: petKeys.list(),
      meta: { background },
      queryFn: ({ signal, meta }) =>
        requestList('/pets', {
          schema: petListSchema,
          signal,
          background: meta?.background === true,
        }),
    }),
  detail: (petId: string) =>
    queryOptions({
      queryKey: petKeys.detail(petId),
      queryFn: async ({ signal }) =>
        (await request(`/pets/${encodeURIComponent(petId)}`, { schema: petSchema, signal })).data,
    }),
}

/** POST /pets. The seed leaves the answer open: a Pet, or no body at all, both mean success. */
export async function createPet(pet: NewPet): Promise<Pet> {
  const response = await request<unknown>('/pets', { method: 'POST', body: pet })
  const checked = petSchema.check(response.data, '')
  return checked.ok && checked.value.id !== undefined ? checked.value : pet
}
