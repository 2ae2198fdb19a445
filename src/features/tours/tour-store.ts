// Which tours the console knows (the shipped one, and files loaded in this tab) and the one running.
import { createStore } from '../../lib/store'
import type { DemoControls, DatasetId } from '../demo/controls'
import builtin from './pet-store-in-two-minutes.json'
import { tourSchema, type Tour } from './tour'
import * as v from 'valibot'

/** The shipped tour, checked like any file: a mistake in it fails the tests, not a talk. */
export const builtinTour: Tour = v.parse(tourSchema, builtin)

export const toursStore = createStore<Tour[]>([builtinTour])

export interface RunningTour {
  tour: Tour
  step: number
  /** The demo as it was before the tour, put back when it ends. */
  saved: { controls: DemoControls; dataset: DatasetId } | null
}

export const runningTourStore = createStore<RunningTour | null>(null)

export function addTour(tour: Tour): void {
  toursStore.set((tours) => [...tours.filter((t) => t.title !== tour.title), tour])
}
