// The running tour: a card with the step's title and note, "n of m", and the way through it (the
// buttons, the arrow keys, and PageDown / PageUp as a presenter's clicker sends them; Escape ends
// it). Each step opens its route, applies its demo settings first, and points at its call.
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { isTypingTarget } from '../../lib/typing-target'
import { useSettings } from '../../api/settings'
import { applyDemo } from '../demo/api'
import { highlightStore, setRequestLogOpen } from '../request-log/request-log-store'
import { useQueryClient } from '@tanstack/react-query'
import { clampStep, runningTourStore, type RunningTour } from './tour-store'
import { TourNote } from './tour-note'
import type { ExplorerState } from '../explorer/explorer-link'

function goToStep(step: number): void {
  runningTourStore.set((running) =>
    running ? { ...running, step: clampStep(running.tour, step) } : running,
  )
}

export function TourCard({ running }: { running: RunningTour }) {
  const { tour, step } = running
  const current = tour.steps[step]
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const demo = useSettings().environment === 'demo'
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Each step: its demo settings first (so its first calls already see them), then its page.
  useEffect(() => {
    if (!current) return
    let cancelled = false
    const apply = async () => {
      if (demo && current.demo) {
        const { dataset, ...controls } = current.demo
        await applyDemo(queryClient, controls, dataset)
      }
      if (cancelled) return
      highlightStore.set(current.highlight ?? null)
      if (current.highlight) setRequestLogOpen(true)
      const state: ExplorerState | undefined = current.explorer?.send ? { send: true } : undefined
      await navigate(current.route, { state })
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
      if (isTypingTarget(event.target)) return
      if (event.key === 'ArrowRight' || event.key === 'PageDown') goToStep(step + 1)
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goToStep(step - 1)
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
    <section className="tour card" aria-label="Tour">
      <p className="tour-progress muted">
        {tour.title} · {step + 1} of {tour.steps.length}
      </p>
      <h2 ref={headingRef} tabIndex={-1}>
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
  const running = runningTourStore.get()
  runningTourStore.set(null)
  highlightStore.set(null)
  if (!running?.saved) return
  await applyDemo(queryClient, running.saved.controls, running.saved.dataset)
}
