// Going through the running tour: each step applies its demo settings, points at its call and
// opens its route; the arrows, PageDown / PageUp (a presenter's clicker) and Escape move through
// it; ending it puts the demo back as it was.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, type RefObject } from 'react'
import { useNavigate, useRevalidator } from 'react-router-dom'
import { applyDemo } from '../../api/demo'
import { modalIsOpen } from '../../lib/modal-is-open'
import { leaveWithoutAsking } from '../../lib/leave-dialog'
import { isTypingTarget } from '../../lib/typing-target'
import type { ExplorerState } from '../explorer/explorer-link'
import type { WorkflowsState } from '../workflows/workflow-link'
import { isRequestLogDocked, updateRequestLogView } from '../request-log/request-log-store'
import type { Tour } from './tour'
import { clampStep, toursStore } from './tour-store'

type QueryClient = ReturnType<typeof useQueryClient>
type TourStep = Tour['steps'][number]

export function goToStep(step: number): void {
  toursStore.set(({ loaded, running }) => ({
    loaded,
    running: running && { ...running, step: clampStep(running.tour, step) },
  }))
}

/** Ends the tour and puts the demo back as it was before it. */
export async function endTour(queryClient: QueryClient): Promise<void> {
  const { running } = toursStore.get()
  toursStore.set((tours) => ({ ...tours, running: null }))
  updateRequestLogView({ highlight: null })
  if (!running?.saved) return
  await applyDemo(queryClient, running.saved.controls, running.saved.dataset)
}

/**
 * Each step: its demo settings first (so its page's first calls already see them), then its
 * page, which asks for its own data: the old page's calls are dropped, never waited for. The
 * step's heading then has the focus.
 */
export function useOpenStep(
  current: TourStep | undefined,
  demo: boolean,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const revalidate = useEffectEvent(() => revalidator.revalidate())
  const queryClient = useQueryClient()
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
      const workflows: WorkflowsState = { runStep: current.workflow }
      await navigate(current.route, { state: { ...leaveWithoutAsking, ...explorer, ...workflows } })
      // A step that stays on its page (same path, the loaders do not run) asks for the data too.
      if (settings) void revalidate()
      headingRef.current?.focus()
    }
    void apply().catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [current, demo, navigate, queryClient, headingRef])
}

/** The tour's keys, on the whole page while it runs. */
export function useTourKeys(step: number) {
  const queryClient = useQueryClient()
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
}
