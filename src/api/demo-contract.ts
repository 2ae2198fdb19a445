// The demo API's own contract: its controls, its state and the change it accepts at
// `_demo/controls` (also what a tour step may set). The console and the demo handlers (src/mocks)
// both read it, so the two cannot disagree. Only valibot is imported: Node (tests, `npm run api`)
// loads it as is.
import * as v from 'valibot'

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

/** A change to the controls, checked: what `_demo/controls` accepts and a tour step may set. */
export const controlsPatchSchema = v.strictObject({
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_LATENCY_MS))),
  failureRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  forceStatus: v.optional(v.nullable(v.picklist(forcibleStatuses))),
  /** How many calls the status holds for; null: until it is cleared. */
  forceCalls: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  ),
  offline: v.optional(v.boolean()),
})
