// What the demo's controls make it do, in the short phrases the header's label and Settings show.
import type { DemoControls } from '../../api/demo-contract'

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
