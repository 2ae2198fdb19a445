// The query parameters a shared link adds to a view's own (its list state).
export const DEMO = {
  /** The link is from the demo: its settings apply, and any not named are off. */
  on: 'demo',
  latency: 'demo-latency',
  failure: 'demo-failure',
  status: 'demo-status',
  calls: 'demo-calls',
  offline: 'demo-offline',
  dataset: 'demo-dataset',
} as const
export const TOUR = 'tour'
export const STEP = 'tour-step'
export const SERVER = 'server'
export const SHARE_PARAMS: string[] = [...Object.values(DEMO), TOUR, STEP, SERVER]

/** Whether an address came from "Copy link to this view" with more than its route. */
export const isSharedLink = (search: string) =>
  SHARE_PARAMS.some((name) => new URLSearchParams(search).has(name))
