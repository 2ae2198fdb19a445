// The running tour: a card with the step's title and note, "n of m", and the way through it (the
// buttons, the arrow keys, and PageDown / PageUp as a presenter's clicker sends them; Escape ends
// it). Each step applies its demo settings, points at its call, and opens its route.
import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom'
import { modalIsOpen } from '../../lib/dialog'
import { leaveWithoutAsking } from '../../lib/leave-dialog'
import { isTypingTarget } from '../../lib/typing-target'
import { useEnvironment } from '../../api/settings'
import { applyDemo } from '../../api/demo'
import { isRequestLogDocked, updateRequestLogView } from '../request-log/request-log-store'
import { useQueryClient } from '@tanstack/react-query'
import { clampStep, toursStore, TOURS_BUTTON_ID, type RunningTour } from './tour-store'
import { TourNote } from './tour-note'
import { useCardSide } from './tour-placement'
import type { ExplorerState } from '../explorer/explorer-link'

function goToStep(step: number): void {
  toursStore.set(({ loaded, running }) => ({
    loaded,
    running: running && { ...running, step: clampStep(running.tour, step) },
  }))
}

export function TourCard({ running }: { running: RunningTour }) {
  const { tour, step } = running
  const current = tour.steps[step]
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const revalidate = useEffectEvent(() => revalidator.revalidate())
  const queryClient = useQueryClient()
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

  // Each step: its demo settings first (so its page's first calls already see them), then its
  // page, which asks for its own data: the old page's calls are dropped, never waited for.
  useEffect(() => {
    if (!current) return
    let cancelled = false
    const apply = async () => {
      const settings = demo ? current.demo : undefined
      if (settings) {
        const { dataset, ...controls } = settings
        await applyDemo(queryClient, controls, dataset, 'none').catch(() => undefined)
      }
      if (cancelled) return
      const highlight = current.highlight ?? null
      // A log the step does not ask for would cover the page's alerts, unless docked beside it.
      if (highlight) updateRequestLogView({ highlight, open: true })
      else updateRequestLogView(isRequestLogDocked() ? { highlight } : { highlight, open: false })
      // A clicker cannot answer "Leave this form?": a draft stays in the tab anyway.
      const explorer: ExplorerState = { send: current.explorer?.send === true }
      await navigate(current.route, { state: { ...leaveWithoutAsking, ...explorer } })
      // A step that stays on its page (same path, the loaders do not run) asks for the data too.
      if (settings) void revalidate()
      headingRef.current?.focus()
    }
    void apply().catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [current, demo, navigate, queryClient])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      // A modal dialog over the tour has the keys (its Escape must not end the tour).
      if (modalIsOpen()) return
      // A clicker sends only PageDown and PageUp: they step even from a form field.
      if (event.key === 'PageDown') goToStep(step + 1)
      else if (event.key === 'PageUp') goToStep(step - 1)
      else if (isTypingTarget(event.target)) return
      else if (event.key === 'ArrowRight') goToStep(step + 1)
      else if (event.key === 'ArrowLeft') goToStep(step - 1)
      else if (event.key === 'Escape') void endTour(queryClient)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [step, queryClient])

  if (!current) return null
  const last = tour.steps.length - 1
  return (
    <section
      ref={cardRef}
      className={side === 'end' ? 'tour card tour-end' : 'tour card'}
      aria-label="Tour"
    >
      <p className="tour-progress muted">
        {tour.title} · {step + 1} of {tour.steps.length}
      </p>
      {/* A new heading each step: focusing the one already focused would say nothing. */}
      <h2 key={step} ref={headingRef} tabIndex={-1}>
        {current.title}
      </h2>
      {current.note && <TourNote markdown={current.note} />}
      {current.demo && !demo && (
        <p className="muted">This step’s demo settings apply when Demo is the live environment.</p>
      )}
      <div className="row tour-actions">
        <button
          type="button"
          className="button"
          disabled={step === 0}
          onClick={() => goToStep(step - 1)}
        >
          Previous step
        </button>
        <button
          type="button"
          className="button primary"
          disabled={step === last}
          onClick={() => goToStep(step + 1)}
        >
          Next step
        </button>
        <button type="button" className="button" onClick={() => void endTour(queryClient)}>
          End tour
        </button>
      </div>
    </section>
  )
}

/** Ends the tour and puts the demo back as it was before it. */
async function endTour(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  const { running } = toursStore.get()
  toursStore.set((tours) => ({ ...tours, running: null }))
  updateRequestLogView({ highlight: null })
  if (!running?.saved) return
  await applyDemo(queryClient, running.saved.controls, running.saved.dataset)
}
