// The Tours dialog: the shipped tour and any loaded in this tab, and a "Tour file" to load one.
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Dialog } from '../../lib/dialog'
import { useStore } from '../../lib/store'
import { builtinTour } from './builtin'
import type { Tour } from './tour'
import { loadTourFile, startTour, toursStore } from './tour-store'

export function ToursDialog({ onClose }: { onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const tours = [builtinTour, ...useStore(toursStore).loaded]
  const [error, setError] = useState<string | null>(null)
  // The first thing to do here is start a tour, not close the dialog.
  const firstStart = useRef<HTMLButtonElement>(null)

  const start = (tour: Tour) => {
    onClose()
    void startTour(queryClient, tour)
  }
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const tour = await loadTourFile(file)
    setError('error' in tour ? tour.error : null)
  }

  return (
    <Dialog title="Tours" onClose={onClose} initialFocus={firstStart}>
      <ul className="tour-list">
        {tours.map((tour, index) => (
          <li key={tour.title}>
            <button
              type="button"
              className="button primary"
              ref={index === 0 ? firstStart : undefined}
              onClick={() => start(tour)}
            >
              Start: {tour.title}
            </button>
            <span className="muted tour-steps">{tour.steps.length} steps</span>
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
          onChange={(event) => void load(event)}
        />
        <p id={`${id}-file-hint`} className={error ? 'field-error' : 'field-hint'} role="status">
          {error ?? 'A JSON tour file, or drop one anywhere on the page. See docs/tours.md.'}
        </p>
      </div>
    </Dialog>
  )
}
