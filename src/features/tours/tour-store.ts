// Tours loaded from files in this tab, the one running, and how one starts. The shipped tour and
// the tour format's checks load with the Tours dialog (builtin.ts, tour.ts), not with the first page.
import type { QueryClient } from '@tanstack/react-query'
import { liveEnvironment } from '../../api/settings'
import { t } from '../../lib/i18n/i18n'
import { createStore } from '../../lib/store'
import { demoQueries } from '../../api/demo'
import type { DemoControls, DatasetId } from '../../api/demo-contract'
import type { Tour } from './tour'
import { sameText } from './tour-text'

/** The header's Tours button: where focus goes back to when a tour ends. */
export const TOURS_BUTTON_ID = 'tours-button'

export interface RunningTour {
  tour: Tour
  step: number
  /** The demo as it was before the tour, put back when it ends. */
  saved: { controls: DemoControls; dataset: DatasetId } | null
}

/** The tours of this tab: those loaded from files, and the one running. */
export const toursStore = createStore<{ loaded: Tour[]; running: RunningTour | null }>({
  loaded: [],
  running: null,
})

export function addTour(tour: Tour): void {
  toursStore.set(({ loaded, running }) => ({
    loaded: [...loaded.filter((other) => !sameText(other.title, tour.title)), tour],
    running,
  }))
}

/** Reads a tour file into the list of tours, or says why it is not one (and loads nothing). */
export async function loadTourFile(file: File): Promise<Tour | { error: string }> {
  // The format's checks load with the first file, never with the page.
  const { readTour } = await import('./tour')
  const tour = await readTour(file)
  if ('error' in tour) return { error: t('tours.error-nothing-loaded', { error: tour.error }) }
  addTour(tour)
  return tour
}

/** A step number within the tour. */
export const clampStep = (tour: Tour, step: number) =>
  Math.max(0, Math.min(step, tour.steps.length - 1))

/** Starts a tour at a step, keeping the demo's state to put back when it ends. */
export async function startTour(queryClient: QueryClient, tour: Tour, step = 0): Promise<void> {
  let saved = null
  if (liveEnvironment().demo) {
    const state = await queryClient.fetchQuery(demoQueries.state()).catch(() => null)
    saved = state && { controls: state.controls, dataset: state.dataset }
  }
  toursStore.set(({ loaded }) => ({
    loaded,
    running: { tour, step: clampStep(tour, step), saved },
  }))
}
