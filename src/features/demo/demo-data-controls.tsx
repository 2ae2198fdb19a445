// The demo's data: which dataset it serves, and a reset that asks first (and can also stop every
// simulated problem).
import { useId, useState } from 'react'
import { useResetDemoData } from '../../api/demo'
import type { DatasetId, DemoState } from '../../api/demo-contract'
import { CheckboxField, SelectField } from '../../lib/fields'
import { t, useT } from '../../lib/i18n/i18n'
import { showToast } from '../../lib/toasts'
import { joinPhrases } from './simulation'
import '../../lib/i18n/en/demo'

/** Each dataset by its name: what it holds is the select's hint, so a long language fits a phone. */
function datasetOptions(state: DemoState): { value: DatasetId; label: string }[] {
  return [
    { value: 'seed', label: t('demo.dataset-seed') },
    { value: 'large', label: t('demo.dataset-large') },
    ...(state.replay
      ? [{ value: 'replay' as const, label: t('demo.dataset-replay', { name: state.replay.name }) }]
      : []),
  ]
}

function datasetHint(state: DemoState): string {
  if (state.dataset === 'large') return t('demo.dataset-large-hint')
  if (state.dataset === 'replay' && state.replay)
    return t('demo.dataset-replay-hint', { count: state.replay.calls })
  return t('demo.dataset-seed-hint')
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
  const t = useT()
  const reset = useResetDemoData()
  const [confirming, setConfirming] = useState(false)
  const [alsoCalm, setAlsoCalm] = useState(false)
  const switchTo = (dataset: DatasetId, done: 'demo.data-reset' | 'demo.data-switched') =>
    reset.mutate(dataset, {
      onSuccess: (next) => showToast('success', t(done, { pets: next.pets, orders: next.orders })),
    })
  const confirmReset = () => {
    if (alsoCalm) onCalm()
    switchTo(state.dataset, 'demo.data-reset')
    setConfirming(false)
  }

  return (
    <div className="demo-data row">
      <SelectField
        label={t('demo.dataset')}
        value={state.dataset}
        options={datasetOptions(state)}
        hint={datasetHint(state)}
        disabled={reset.isPending}
        onChange={(value) => switchTo(value as DatasetId, 'demo.data-switched')}
      />
      {!confirming ? (
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          {t('demo.reset')}
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
  const t = useT()
  const id = useId()
  return (
    <div role="group" aria-labelledby={`${id}-confirm`} className="demo-confirm">
      <p id={`${id}-confirm`}>{t('demo.reset-confirm')}</p>
      {active.length > 0 && (
        <CheckboxField
          label={t('demo.also-calm', { list: joinPhrases(active) })}
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
          {t('demo.reset-yes')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('demo.cancel')}
        </button>
      </div>
    </div>
  )
}
