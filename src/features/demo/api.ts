// The hooks that change the demo API's controls and data from Settings and the header's label,
// with a toast when a change does not go through. The calls themselves are in src/api/demo.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  datasetChanged,
  demoChanged,
  demoKeys,
  resetDemoData,
  updateDemoControls,
} from '../../api/demo'
import type { DemoState } from '../../api/demo-contract'
import { showToast } from '../../lib/toasts'

/** Changes controls at once (the cache first, so inputs stay instant), then asks the demo API. */
export function useDemoControls() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDemoControls,
    onMutate: (change) =>
      queryClient.setQueryData<DemoState>(demoKeys.state(), (old) =>
        old ? { ...old, controls: { ...old.controls, ...change } } : old,
      ),
    onSuccess: async (state) => {
      queryClient.setQueryData(demoKeys.state(), state)
      await demoChanged(queryClient, 'shown')
    },
    onError: (error) => {
      showToast('error', `The demo controls did not change: ${error.message}`)
      void queryClient.invalidateQueries({ queryKey: demoKeys.state() })
    },
  })
}

/** Switches or resets the dataset. */
export function useResetDemoData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetDemoData,
    onSuccess: (state) => datasetChanged(queryClient, state),
    onError: (error) => showToast('error', `The demo data did not change: ${error.message}`),
  })
}
