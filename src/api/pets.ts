// Pets: fetchers, query-options factories and the create mutation that updates the cached list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
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

export function useCreatePet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPet,
    retry: false,
    onSuccess: (created) => {
      queryClient.setQueryData(petKeys.list(), (old: Pet[] | undefined) =>
        old ? [...old.filter((p) => String(p.id) !== String(created.id)), created] : old,
      )
      queryClient.setQueryData(petKeys.detail(String(created.id)), created)
      void queryClient.invalidateQueries({ queryKey: petKeys.all, refetchType: 'none' })
    },
  })
}
