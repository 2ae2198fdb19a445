// The create-pet mutation, apart from pets.ts so the list pages do not load React Query's mutation
// code (only the add-pet form uses it).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createPet, petKeys } from './pets'
import type { Pet } from './schemas'

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
