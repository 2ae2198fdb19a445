// The demo's data: which dataset it serves, and a reset that asks first (and can also stop every
// simulated problem).
import { useId, useState } from 'react'
import { useResetDemoData } from '../../api/demo'
import type { DatasetId, DemoState } from '../../api/demo-contract'
import { CheckboxField, SelectField } from '../../lib/fields'
import { plural } from '../../lib/format'
import { showToast } from '../../lib/toasts'

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

export function DemoDataControls({
  state,
  active,
  onCalm,
}: {
  state: DemoState
  /** The simulated problems, which the reset may stop too. */
  active: string[]
  onCalm: () => void
}) {
  const reset = useResetDemoData()
  const [confirming, setConfirming] = useState(false)
  const [alsoCalm, setAlsoCalm] = useState(false)
  const switchTo = (dataset: DatasetId, done: string) =>
    reset.mutate(dataset, {
      onSuccess: (next) =>
        showToast(
          'success',
          `Demo data ${done}: ${plural(next.pets, 'pet')} and ${plural(next.orders, 'order')}.`,
        ),
    })
  const confirmReset = () => {
    if (alsoCalm) onCalm()
    switchTo(state.dataset, 'reset')
    setConfirming(false)
  }

  return (
    <div className="demo-data row">
      <SelectField
        label="Dataset"
        value={state.dataset}
        options={datasetOptions(state)}
        disabled={reset.isPending}
        onChange={(value) => switchTo(value as DatasetId, 'switched')}
      />
      {!confirming ? (
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          Reset demo data
        </button>
      ) : (
        <ResetConfirm
          active={active}
          alsoCalm={alsoCalm}
          onAlsoCalm={setAlsoCalm}
          pending={reset.isPending}
          onReset={confirmReset}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  )
}

// The confirmation replaces the button the user just pressed, so focus moves to it.
const focusOnMount = (element: HTMLButtonElement | null) => element?.focus()

function ResetConfirm({
  active,
  alsoCalm,
  onAlsoCalm,
  pending,
  onReset,
  onCancel,
}: {
  active: string[]
  alsoCalm: boolean
  onAlsoCalm: (alsoCalm: boolean) => void
  pending: boolean
  onReset: () => void
  onCancel: () => void
}) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={`${id}-confirm`} className="demo-confirm">
      <p id={`${id}-confirm`}>
        Reset the demo data? Pets you added are removed and the dataset is restored.
      </p>
      {active.length > 0 && (
        <CheckboxField
          label={`Also stop simulating (${active.join(', ')})`}
          checked={alsoCalm}
          onChange={onAlsoCalm}
        />
      )}
      <div className="row">
        <button
          type="button"
          className="button danger"
          ref={focusOnMount}
          disabled={pending}
          onClick={onReset}
        >
          Yes, reset demo data
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
