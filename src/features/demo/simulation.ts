// What the demo's controls make it do, in the short phrases the header's label and Settings show.
import type { DemoControls } from '../../api/demo-contract'
import { t } from '../../lib/i18n/i18n'

/** The phrases as one list, the language's way (`2 s latency, 50% failures`). */
export const joinPhrases = (phrases: string[]): string => phrases.join(t('demo.list-separator'))

/** What the controls make the demo do, in short phrases; empty when it behaves normally. */
export function simulation({
  latencyMs,
  failureRate,
  forceStatus,
  forceCalls,
  offline,
}: DemoControls): string[] {
  const status = String(forceStatus)
  const forced =
    forceCalls === null
      ? t('demo.sim-forced-always', { status })
      : t('demo.sim-forced', { status, count: forceCalls })
  const latency =
    latencyMs >= 1000
      ? t('demo.sim-latency-s', { seconds: latencyMs / 1000 })
      : t('demo.sim-latency-ms', { ms: latencyMs })
  return [
    offline ? t('demo.sim-offline') : '',
    forceStatus !== null ? forced : '',
    failureRate > 0 ? t('demo.sim-failures', { rate: failureRate }) : '',
    latencyMs > 0 ? latency : '',
  ].filter(Boolean)
}
