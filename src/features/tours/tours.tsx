// The header's "Tours" button, and a tour file dropped anywhere on the page (it loads and starts).
// The dialog, the tour format's checks and the shipped tour load when first needed.
import { useQueryClient } from '@tanstack/react-query'
import { lazy, useEffect, useState } from 'react'
import { DialogButton } from '../../lib/dialog-button'
import { useT } from '../../lib/i18n/i18n'
import { showToast } from '../../lib/toasts'
import { loadTourFile, startTour, TOURS_BUTTON_ID } from './tour-store'

const ToursDialog = lazy(() => import('./tours-dialog').then((m) => ({ default: m.ToursDialog })))

export function Tours() {
  const t = useT()
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
      void loadTourFile(file).then(async (tour) => {
        if ('error' in tour) showToast('error', tour.error, 10_000)
        else await startTour(queryClient, tour)
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
    <DialogButton id={TOURS_BUTTON_ID} open={open} setOpen={setOpen} Dialog={ToursDialog}>
      {t('tours.button')}
    </DialogButton>
  )
}
