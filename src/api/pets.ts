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
  list: () =>
    queryOptions({
      queryKey: petKeys.list(),
      queryFn: ({ signal }) => requestList('/pets', { schema: petListSchema, signal }),
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
