// What the demo API's controls are: shared by this feature's UI and the demo handlers (src/mocks),
// which answer to them. No imports, so Node (tests, `npm run api`) loads it as is.
export type DatasetId = 'seed' | 'large'

export interface DemoControls {
  latencyMs: number
  failureRate: number
  /** Status forced on the next call only, then cleared. */
  forceNextStatus: number | null
  offline: boolean
}

export interface DemoState {
  controls: DemoControls
  dataset: DatasetId
  pets: number
  orders: number
}

export const MAX_LATENCY_MS = 5000
export const forcibleStatuses = [400, 401, 403, 404, 409, 429, 500, 503] as const
