// Tours loaded from files in this tab, and the one running. The shipped tour and the tour format's
// checks load with the Tours dialog (builtin.ts, tour.ts), not with the first page.
import { createStore } from '../../lib/store'
import type { DemoControls, DatasetId } from '../demo/controls'
import type { Tour } from './tour'

export const loadedToursStore = createStore<Tour[]>([])

export interface RunningTour {
  tour: Tour
  step: number
  /** The demo as it was before the tour, put back when it ends. */
  saved: { controls: DemoControls; dataset: DatasetId } | null
}

export const runningTourStore = createStore<RunningTour | null>(null)

export function addTour(tour: Tour): void {
  loadedToursStore.set((tours) => [...tours.filter((t) => t.title !== tour.title), tour])
}
