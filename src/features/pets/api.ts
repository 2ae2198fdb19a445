// POST /pets and the mutation that keeps the cached list and detail in step with it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '../../api/client'
import { petKeys } from '../../api/pets'
import { check, petSchema, type NewPet, type Pet } from '../../api/schemas'

/** The seed leaves the answer open: a Pet, or no body at all, both mean success. */
export async function createPet(pet: NewPet): Promise<Pet> {
  const response = await request('/pets', { method: 'POST', body: pet })
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
