// The header's "Tours" button and dialog: the tours to start, and a tour file to load from disk
// (or dropped anywhere on the page). A bad file is refused, naming the step and field.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useId, useState, type ChangeEvent } from 'react'
import { getSettings } from '../../api/settings'
import { Dialog } from '../../lib/dialog'
import { useStore } from '../../lib/store'
import { showToast } from '../../lib/toasts'
import { demoQueries } from '../demo/api'
import { parseTour, type Tour } from './tour'
import { addTour, runningTourStore, toursStore } from './tour-store'

const MAX_TOUR_BYTES = 1024 * 1024

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

/** Reads a tour file; the error names the step and field, and nothing changes. */
async function readTour(file: File): Promise<Tour | { error: string }> {
  if (file.size > MAX_TOUR_BYTES) return { error: `${file.name} is over 1 MB: not a tour.` }
  return parseTour(await file.text(), file.name)
}

export function Tours() {
  const id = useId()
  const queryClient = useQueryClient()
  const tours = useStore(toursStore)
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const close = useCallback(() => setOpen(false), [])
  const start = (tour: Tour) => {
    setOpen(false)
    void startTour(queryClient, tour)
  }
  const load = async (file: File | undefined, startIt: boolean) => {
    if (!file) return
    const tour = await readTour(file)
    if ('error' in tour) {
      setError(`${tour.error} Nothing was loaded.`)
      if (!open) showToast('error', `${tour.error} Nothing was loaded.`, 10_000)
      return
    }
    setError(null)
    addTour(tour)
    if (startIt) start(tour)
  }

  // A tour file dropped anywhere on the page loads and starts.
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault()
    }
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0]
      if (!file) return
      event.preventDefault()
      void load(file, true)
    }
    document.addEventListener('dragover', over)
    document.addEventListener('drop', drop)
    return () => {
      document.removeEventListener('dragover', over)
      document.removeEventListener('drop', drop)
    }
  })

  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => {
          setError(null)
          setOpen(true)
        }}
      >
        Tours
      </button>
      {open && (
        <Dialog title="Tours" onClose={close}>
          <ul className="tour-list">
            {tours.map((tour) => (
              <li key={tour.title}>
                <button
                  type="button"
                  className="button primary"

                  onClick={() => start(tour)}
                >
                  Start: {tour.title}
                </button>{' '}
                <span className="muted">{tour.steps.length} steps</span>
              </li>
            ))}
          </ul>
          <div className="field">
            <label htmlFor={`${id}-file`}>Tour file</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              aria-describedby={`${id}-file-hint`}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const input = event.currentTarget
                void load(input.files?.[0], false).finally(() => (input.value = ''))
              }}
            />
            <p
              id={`${id}-file-hint`}
              className={error ? 'field-error' : 'field-hint'}
              role="status"
            >
              {error ?? 'A JSON tour file, or drop one anywhere on the page. See docs/tours.md.'}
            </p>
          </div>
        </Dialog>
      )}
    </>
  )
}
