// What the demo API's controls are: shared by this feature's UI and the demo handlers (src/mocks),
// which answer to them. No imports, so Node (tests, `npm run api`) loads it as is.
export const datasetIds = ['seed', 'large', 'replay'] as const
export type DatasetId = (typeof datasetIds)[number]

export interface DemoControls {
  latencyMs: number
  failureRate: number
  /** A status every call answers with while it holds. */
  forceStatus: number | null
  /** How many more calls it holds for; null: until it is cleared. */
  forceCalls: number | null
  offline: boolean
}

export interface DemoState {
  controls: DemoControls
  dataset: DatasetId
  pets: number
  orders: number
  /** The recording Replay plays, when one is loaded. */
  replay: { name: string; calls: number } | null
}

export const MAX_LATENCY_MS = 5000
export const forcibleStatuses = [400, 401, 403, 404, 409, 429, 500, 503] as const

export const calmControls = (): DemoControls => ({
  latencyMs: 0,
  failureRate: 0,
  forceStatus: null,
  forceCalls: null,
  offline: false,
})

/** What the controls make the demo do, in short phrases; empty when it behaves normally. */
export function simulation({
  latencyMs,
  failureRate,
  forceStatus,
  forceCalls,
  offline,
}: DemoControls): string[] {
  const seconds = latencyMs >= 1000 ? `${latencyMs / 1000} s` : `${latencyMs} ms`
  const calls =
    forceCalls === null
      ? 'every call'
      : forceCalls === 1
        ? 'the next call'
        : `the next ${forceCalls} calls`
  return [
    offline ? 'offline' : '',
    forceStatus !== null ? `${forceStatus} on ${calls}` : '',
    failureRate > 0 ? `${failureRate}% failures` : '',
    latencyMs > 0 ? `${seconds} latency` : '',
  ].filter(Boolean)
}
