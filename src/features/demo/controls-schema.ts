// The demo controls as a change to check: what the demo API accepts at `_demo/controls` and what a
// tour step may set. One schema, so the two cannot disagree.
import * as v from 'valibot'
import { forcibleStatuses, MAX_LATENCY_MS } from './controls'

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
