// The running tour's card, loaded with the first tour that starts.
import { lazy, Suspense } from 'react'
import { useStore } from '../../lib/store'
import { toursStore } from './tour-store'

const TourCard = lazy(() => import('./tour-card').then((m) => ({ default: m.TourCard })))

export function TourOverlay() {
  const { running } = useStore(toursStore)
  return running ? (
    <Suspense fallback={null}>
      <TourCard running={running} />
    </Suspense>
  ) : null
}
