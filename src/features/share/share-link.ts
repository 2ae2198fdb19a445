// A link to the current view: the route with its list state, and in the demo its settings and the
// tour step. It never carries an API key, nor a Production or Staging address; a Custom server's
// address travels only to be confirmed by the one who opens it (a link that points the console at
// another server is a phishing vector: swagger-ui #4872).
import type { DemoState } from '../../api/demo-contract'
import type { RunningTour } from '../tours/tour-store'

import { DEMO, isSharedLink, SERVER, SHARE_PARAMS as ALL, STEP, TOUR } from './share-params'

export interface ViewState {
  /** Path and query of the route, as the router has them. */
  route: string
  demo: Pick<DemoState, 'controls' | 'dataset'> | null
  tour: Pick<RunningTour, 'tour' | 'step'> | null
  /** The Custom server's base URL, when Custom is live. */
  server: string | null
}

export function shareLink(origin: string, base: string, view: ViewState): string {
  const url = new URL(`${base.replace(/\/$/, '')}${view.route}`, origin)
  const set = (name: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== 0 && value !== '')
      url.searchParams.set(name, String(value))
  }
  if (view.demo) {
    const { controls, dataset } = view.demo
    set(DEMO.on, 1)
    set(DEMO.latency, controls.latencyMs)
    set(DEMO.failure, controls.failureRate)
    set(DEMO.status, controls.forceStatus)
    set(DEMO.calls, controls.forceStatus !== null && controls.forceCalls)
    set(DEMO.offline, controls.offline && 1)
    set(DEMO.dataset, dataset === 'large' && dataset)
  }
  // Only a tour every console has (the shipped one, by its id) can be opened from a link.
  if (view.tour?.tour.id) {
    set(TOUR, view.tour.tour.id)
    set(STEP, view.tour.step + 1)
  }
  set(SERVER, view.server)
  return url.toString()
}

export interface SharedView {
  /** The link's route, without the share parameters. */
  route: string
  demo: Partial<{
    latencyMs: number
    failureRate: number
    forceStatus: number
    forceCalls: number
    offline: boolean
    dataset: 'large'
  }> | null
  tour: { id: string; step: number } | null
  server: string | null
}

const number = (raw: string | null) => {
  const value = raw === null ? Number.NaN : Number(raw)
  return Number.isFinite(value) ? value : undefined
}

/** What a link asks for; null when it carries nothing to share beyond its route. */
export function readSharedView(pathname: string, search: string): SharedView | null {
  if (!isSharedLink(search)) return null
  const params = new URLSearchParams(search)
  const demo = {
    latencyMs: number(params.get(DEMO.latency)),
    failureRate: number(params.get(DEMO.failure)),
    forceStatus: number(params.get(DEMO.status)),
    forceCalls: number(params.get(DEMO.calls)),
    offline: params.get(DEMO.offline) === '1' || undefined,
    dataset: params.get(DEMO.dataset) === 'large' ? ('large' as const) : undefined,
  }
  const given = Object.fromEntries(Object.entries(demo).filter(([, value]) => value !== undefined))
  const fromDemo = params.get(DEMO.on) === '1'
  const tourId = params.get(TOUR)
  const step = number(params.get(STEP))
  const server = params.get(SERVER)
  for (const name of ALL) params.delete(name)
  const rest = params.toString()
  return {
    route: `${pathname}${rest ? `?${rest}` : ''}`,
    demo: fromDemo ? given : null,
    tour: tourId ? { id: tourId, step: Math.max(1, step ?? 1) - 1 } : null,
    server: server && /^https?:\/\//.test(server) ? server : null,
  }
}
