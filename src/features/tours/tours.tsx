// The header's "Tours" button, and a tour file dropped anywhere on the page (it loads and starts).
// The dialog, the tour format's checks and the shipped tour load when first needed.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { lazy, useEffect, useState } from 'react'
import { getSettings } from '../../api/settings'
import { DialogButton } from '../../lib/dialog-button'
import { showToast } from '../../lib/toasts'
import { demoQueries } from '../demo/api'
import type { Tour } from './tour'
import { addTour, runningTourStore } from './tour-store'

const ToursDialog = lazy(() => import('./tours-dialog').then((m) => ({ default: m.ToursDialog })))

/** Starts a tour at a step, keeping the demo's state to put back when it ends. */
export async function startTour(queryClient: QueryClient, tour: Tour, step = 0): Promise<void> {
  let saved = null
  if (getSettings().environment === 'demo') {
    const state = await queryClient
      .fetchQuery({ ...demoQueries.state(), staleTime: 0 })
      .catch(() => null)
    saved = state && { controls: state.controls, dataset: state.dataset }
  }
  runningTourStore.set({ tour, step: Math.max(0, Math.min(step, tour.steps.length - 1)), saved })
}

export function Tours() {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault()
    }
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0]
      if (!file) return
      event.preventDefault()
      void import('./tour').then(async ({ readTour }) => {
        const tour = await readTour(file)
        if ('error' in tour) {
          showToast('error', `${tour.error} Nothing was loaded.`, 10_000)
          return
        }
        addTour(tour)
        await startTour(queryClient, tour)
      })
    }
    document.addEventListener('dragover', over)
    document.addEventListener('drop', drop)
    return () => {
      document.removeEventListener('dragover', over)
      document.removeEventListener('drop', drop)
    }
  }, [queryClient])

  return (
    <DialogButton open={open} setOpen={setOpen} Dialog={ToursDialog}>
      Tours
    </DialogButton>
  )
}
