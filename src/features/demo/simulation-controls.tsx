// The simulated problems: latency, random failures, a forced status and how long it holds, and
// being offline. Each change goes to the demo API at once.
import { MAX_LATENCY_MS, forcibleStatuses, type DemoControls } from '../../api/demo-contract'
import { CheckboxField, optionsOf, SelectField } from '../../lib/fields'
import { t, useT } from '../../lib/i18n/i18n'
import { DemoNumberControl } from './number-control'
import '../../lib/i18n/en/demo'

/** Made at each render, so in the language of the moment. */
const holdOptions = () => [
  ...[1, 3, 10].map((count) => ({
    value: String(count),
    label: t('demo.hold-next', { count }),
  })),
  { value: 'cleared', label: t('demo.hold-cleared') },
]

export function SimulationControls({
  current,
  onChange,
}: {
  current: DemoControls
  onChange: (change: Partial<DemoControls>) => void
}) {
  const t = useT()
  return (
    <div className="demo-grid">
      <DemoNumberControl
        label={t('demo.latency')}
        hint={t('demo.latency-hint')}
        value={current.latencyMs}
        max={MAX_LATENCY_MS}
        step={100}
        onChange={(latencyMs) => onChange({ latencyMs })}
      />
      <DemoNumberControl
        label={t('demo.failure-rate')}
        hint={t('demo.failure-rate-hint')}
        value={current.failureRate}
        max={100}
        step={5}
        onChange={(failureRate) => onChange({ failureRate })}
      />
      <SelectField
        label={t('demo.force-status')}
        value={String(current.forceStatus ?? '')}
        options={[
          { value: '', label: t('demo.force-none') },
          ...optionsOf(forcibleStatuses.map(String)),
        ]}
        onChange={(value) => onChange({ forceStatus: value ? Number(value) : null })}
        hint={t('demo.force-status-hint')}
      />
      <SelectField
        label={t('demo.hold')}
        value={current.forceCalls === null ? 'cleared' : String(current.forceCalls)}
        options={holdOptions()}
        disabled={current.forceStatus === null}
        onChange={(value) => onChange({ forceCalls: value === 'cleared' ? null : Number(value) })}
        hint={t('demo.hold-hint')}
      />
      <CheckboxField
        heading={t('demo.network')}
        label={t('demo.offline')}
        checked={current.offline}
        onChange={(offline) => onChange({ offline })}
        hint={t('demo.offline-hint')}
      />
    </div>
  )
}
