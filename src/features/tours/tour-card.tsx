// The running tour: a card with the step's title and note, "n of m", and the way through it (the
// buttons, the arrow keys, and PageDown / PageUp as a presenter's clicker sends them; Escape ends
// it). Each step applies its demo settings, points at its call, and opens its route.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useEnvironment } from '../../api/settings'
import { useT } from '../../lib/i18n/i18n'
import { TOURS_BUTTON_ID, type RunningTour } from './tour-store'
import { TourNote } from './tour-note'
import { useCardSide } from './tour-placement'
import { endTour, goToStep, useOpenStep, useTourKeys } from './tour-steps'
import { textIn } from './tour-text'
import '../../lib/i18n/en/tours'

export function TourCard({ running }: { running: RunningTour }) {
  const t = useT()
  const { tour, step } = running
  const current = tour.steps[step]
  const { demo } = useEnvironment()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const cardRef = useRef<HTMLElement>(null)
  const side = useCardSide(cardRef, step, useLocation().key)
  // Ended from the card (Escape, End tour): its focus would fall to the page. (Still connected:
  // StrictMode's rehearsal of an unmount, not an end.)
  useEffect(() => {
    const card = cardRef.current
    return () => {
      if (card?.isConnected || document.activeElement !== document.body) return
      document.getElementById(TOURS_BUTTON_ID)?.focus()
    }
  }, [])
  useOpenStep(current, demo, headingRef)
  useTourKeys(step)

  if (!current) return null
  const { code } = t.language
  const note = textIn(current.note, code)
  return (
    <section
      ref={cardRef}
      className={side === 'end' ? 'tour card tour-end' : 'tour card'}
      aria-label={t('tours.card-label')}
    >
      <p className="tour-progress muted">
        {t('tours.progress', {
          title: textIn(tour.title, code),
          step: step + 1,
          count: tour.steps.length,
        })}
      </p>
      {/* A new heading each step: focusing the one already focused would say nothing. */}
      <h2 key={step} ref={headingRef} tabIndex={-1}>
        {textIn(current.title, code)}
      </h2>
      {note && <TourNote markdown={note} />}
      {current.demo && !demo && <p className="muted">{t('tours.demo-only')}</p>}
      <TourActions step={step} last={tour.steps.length - 1} />
    </section>
  )
}

function TourActions({ step, last }: { step: number; last: number }) {
  const t = useT()
  const queryClient = useQueryClient()
  return (
    <div className="row tour-actions">
      <button
        type="button"
        className="button"
        disabled={step === 0}
        onClick={() => goToStep(step - 1)}
      >
        {t('tours.previous')}
      </button>
      <button
        type="button"
        className="button primary"
        disabled={step === last}
        onClick={() => goToStep(step + 1)}
      >
        {t('tours.next')}
      </button>
      <button type="button" className="button" onClick={() => void endTour(queryClient)}>
        {t('tours.end')}
      </button>
    </div>
  )
}
