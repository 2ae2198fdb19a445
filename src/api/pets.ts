// Pets: keys and query options as every feature reads them, and POST /pets with the mutation that
// keeps the cached list and detail in step with it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { request, streamList } from './client'
import type { PageCall } from './query-meta'
import { streamedList } from './streamed-list'
import { check, petListSchema, petSchema, type NewPet, type Pet } from './schemas'

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
      queryFn: streamedList(({ signal }) => streamList('/pets', { schema: petListSchema, signal })),
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

/** What createPet sends, for the add-pet page's "API call" to copy with the form's body. */
export const createPetCall: PageCall = { method: 'POST', path: '/pets' }

/** The seed leaves the answer open: a Pet, or no body at all, both mean success. */
export async function createPet(pet: NewPet): Promise<Pet> {
  const { method, path } = createPetCall
  const response = await request(path, { method, body: pet })
  const checked = check(petSchema, response.data)
  return checked.ok && checked.value.id !== undefined ? checked.value : pet
}

export function useCreatePet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPet,
    onSuccess: (created) => {
      queryClient.setQueryData(petKeys.list(), (old: Pet[] | undefined) =>
        old ? [...old.filter((p) => String(p.id) !== String(created.id)), created] : old,
      )
      queryClient.setQueryData(petKeys.detail(String(created.id)), created)
      void queryClient.invalidateQueries({ queryKey: petKeys.all, refetchType: 'none' })
    },
  })
}
