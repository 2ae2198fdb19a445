// The simulated problems: latency, random failures, a forced status and how long it holds, and
// being offline. Each change goes to the demo API at once.
import { MAX_LATENCY_MS, forcibleStatuses, type DemoControls } from '../../api/demo-contract'
import { CheckboxField, optionsOf, SelectField } from '../../lib/fields'
import { DemoNumberControl } from './number-control'

const holdOptions = [
  { value: '1', label: 'The next call' },
  { value: '3', label: 'The next 3 calls' },
  { value: '10', label: 'The next 10 calls' },
  { value: 'cleared', label: 'Every call, until cleared' },
]

export function SimulationControls({
  current,
  onChange,
}: {
  current: DemoControls
  onChange: (change: Partial<DemoControls>) => void
}) {
  return (
    <div className="demo-grid">
      <DemoNumberControl
        label="Latency (ms)"
        hint="Added to every API call, to show loading states."
        value={current.latencyMs}
        max={MAX_LATENCY_MS}
        step={100}
        onChange={(latencyMs) => onChange({ latencyMs })}
      />
      <DemoNumberControl
        label="Failure rate (%)"
        hint="Share of calls that answer 500 or 503 at random."
        value={current.failureRate}
        max={100}
        step={5}
        onChange={(failureRate) => onChange({ failureRate })}
      />
      <SelectField
        label="Force status"
        value={String(current.forceStatus ?? '')}
        options={[{ value: '', label: 'None' }, ...optionsOf(forcibleStatuses.map(String))]}
        onChange={(value) => onChange({ forceStatus: value ? Number(value) : null })}
        hint="Calls answer with this status instead of their data."
      />
      <SelectField
        label="Hold it for"
        value={current.forceCalls === null ? 'cleared' : String(current.forceCalls)}
        options={holdOptions}
        disabled={current.forceStatus === null}
        onChange={(value) => onChange({ forceCalls: value === 'cleared' ? null : Number(value) })}
        hint="Retries count as calls: hold it for 3 or more to see the error."
      />
      <CheckboxField
        heading="Network"
        label="Offline"
        checked={current.offline}
        onChange={(offline) => onChange({ offline })}
        hint="Every call fails as a network error."
      />
    </div>
  )
}
