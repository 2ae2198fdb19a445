// Settings' demo controls: simulated latency, failures, a forced status, offline, the dataset and
// a reset. Each change goes to the demo API at once (no Save), so a presenter sees it on the next call.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ErrorAlert } from '../../components/error-alert'
import { CheckboxField, optionsOf, SelectField } from '../../lib/fields'
import { plural } from '../../lib/format'
import { showToast } from '../../lib/toasts'
import { demoQueries, useDemoControls, useResetDemoData } from '../../api/demo'
import {
  MAX_LATENCY_MS,
  calmControls,
  forcibleStatuses,
  type DatasetId,
  type DemoState,
} from '../../api/demo-contract'
import { simulation } from './simulation'
import { DemoNumberControl } from './number-control'

const holdOptions = [
  { value: '1', label: 'The next call' },
  { value: '3', label: 'The next 3 calls' },
  { value: '10', label: 'The next 10 calls' },
  { value: 'cleared', label: 'Every call, until cleared' },
]

function datasetOptions(state: DemoState): { value: DatasetId; label: string }[] {
  return [
    { value: 'seed', label: 'Seed data: 25 pets and 40 orders' },
    { value: 'large', label: 'Large: 10,000 pets and 20,000 orders' },
    ...(state.replay
      ? [
          {
            value: 'replay' as const,
            label: `Replay: ${state.replay.name} (${plural(state.replay.calls, 'call')})`,
          },
        ]
      : []),
  ]
}

// The confirmation replaces the button the user just pressed, so focus moves to it.
const focusOnMount = (element: HTMLButtonElement | null) => element?.focus()

export function DemoControlsPanel() {
  const id = useId()
  const state = useQuery(demoQueries.state())
  const controls = useDemoControls()
  const reset = useResetDemoData()
  const [confirming, setConfirming] = useState(false)
  const [alsoCalm, setAlsoCalm] = useState(false)

  if (state.isPending) return <p className="muted">Loading the demo controls…</p>
  if (state.isError)
    return (
      <ErrorAlert
        error={state.error}
        what="the demo controls"
        onRetry={() => void state.refetch()}
      />
    )

  const current = state.data.controls
  const active = simulation(current)
  const switchTo = (dataset: DatasetId, done: string) =>
    reset.mutate(dataset, {
      onSuccess: (next) =>
        showToast(
          'success',
          `Demo data ${done}: ${plural(next.pets, 'pet')} and ${plural(next.orders, 'order')}.`,
        ),
    })
  const confirmReset = () => {
    if (alsoCalm) controls.mutate(calmControls())
    switchTo(state.data.dataset, 'reset')
    setConfirming(false)
  }

  return (
    <div className="demo-controls">
      <p className="muted demo-summary">
        {active.length
          ? `Simulating: ${active.join(', ')}.`
          : 'No simulated problems: calls answer at once.'}
      </p>
      <div className="demo-grid">
        <DemoNumberControl
          label="Latency (ms)"
          hint="Added to every API call, to show loading states."
          value={current.latencyMs}
          max={MAX_LATENCY_MS}
          step={100}
          onChange={(latencyMs) => controls.mutate({ latencyMs })}
        />
        <DemoNumberControl
          label="Failure rate (%)"
          hint="Share of calls that answer 500 or 503 at random."
          value={current.failureRate}
          max={100}
          step={5}
          onChange={(failureRate) => controls.mutate({ failureRate })}
        />
        <SelectField
          label="Force status"
          value={String(current.forceStatus ?? '')}
          options={[{ value: '', label: 'None' }, ...optionsOf(forcibleStatuses.map(String))]}
          onChange={(value) => controls.mutate({ forceStatus: value ? Number(value) : null })}
          hint="Calls answer with this status instead of their data."
        />
        <SelectField
          label="Hold it for"
          value={current.forceCalls === null ? 'cleared' : String(current.forceCalls)}
          options={holdOptions}
          disabled={current.forceStatus === null}
          onChange={(value) =>
            controls.mutate({ forceCalls: value === 'cleared' ? null : Number(value) })
          }
          hint="Retries count as calls: hold it for 3 or more to see the error."
        />
        <CheckboxField
          heading="Network"
          label="Offline"
          checked={current.offline}
          onChange={(offline) => controls.mutate({ offline })}
          hint="Every call fails as a network error."
        />
      </div>

      <div className="demo-data row">
        <SelectField
          label="Dataset"
          value={state.data.dataset}
          options={datasetOptions(state.data)}
          disabled={reset.isPending}
          onChange={(value) => switchTo(value as DatasetId, 'switched')}
        />
        {!confirming ? (
          <button type="button" className="button danger" onClick={() => setConfirming(true)}>
            Reset demo data
          </button>
        ) : (
          <div role="group" aria-labelledby={`${id}-confirm`} className="demo-confirm">
            <p id={`${id}-confirm`}>
              Reset the demo data? Pets you added are removed and the dataset is restored.
            </p>
            {active.length > 0 && (
              <CheckboxField
                label={`Also stop simulating (${active.join(', ')})`}
                checked={alsoCalm}
                onChange={setAlsoCalm}
              />
            )}
            <div className="row">
              <button
                type="button"
                className="button danger"
                ref={focusOnMount}
                disabled={reset.isPending}
                onClick={confirmReset}
              >
                Yes, reset demo data
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
