// Settings' demo controls: simulated latency, failures, a forced status, offline, the dataset and
// a reset. Each change goes to the demo API at once (no Save), so a presenter sees it on the next call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ErrorAlert } from '../../components/error-alert'
import { CheckboxField, optionsOf, SelectField } from '../../lib/fields'
import { formatCount, plural } from '../../lib/format'
import { showToast } from '../../lib/toasts'
import { demoKeys, demoQueries, resetDemoData, updateDemoControls } from './api'
import {
  MAX_LATENCY_MS,
  forcibleStatuses,
  type DatasetId,
  type DemoControls,
  type DemoState,
} from './controls'
import { DemoNumberControl } from './number-control'

const datasetOptions: { value: DatasetId; label: string }[] = [
  { value: 'seed', label: 'Seed data: 25 pets and 40 orders' },
  { value: 'large', label: 'Large: 10,000 pets and 20,000 orders' },
]

function summary({ latencyMs, failureRate, forceNextStatus, offline }: DemoControls): string {
  const parts = [
    offline && 'offline: every call fails as a network error',
    forceNextStatus !== null && `the next call answers ${forceNextStatus}`,
    failureRate > 0 && `${failureRate}% of calls fail with 500 or 503`,
    latencyMs > 0 && `each call takes ${formatCount(latencyMs)} ms more`,
  ].filter(Boolean)
  return parts.length
    ? `Active: ${parts.join('; ')}.`
    : 'No simulated problems: calls answer at once.'
}

// The confirmation replaces the button the user just pressed, so focus moves to it.
const focusOnMount = (element: HTMLButtonElement | null) => element?.focus()

export function DemoControlsPanel() {
  const id = useId()
  const queryClient = useQueryClient()
  const state = useQuery(demoQueries.state())
  const [confirming, setConfirming] = useState(false)

  const patchCache = (patch: (old: DemoState) => DemoState) =>
    queryClient.setQueryData<DemoState>(demoKeys.state(), (old) => (old ? patch(old) : old))

  // Optimistic: the inputs read the cache, so typing stays instant while the PUT goes out.
  const controls = useMutation({
    mutationFn: updateDemoControls,
    onMutate: (change) =>
      patchCache((old) => ({ ...old, controls: { ...old.controls, ...change } })),
    onError: (error) => {
      showToast('error', `The demo controls did not change: ${error.message}`)
      void queryClient.invalidateQueries({ queryKey: demoKeys.state() })
    },
  })

  const reset = useMutation({
    mutationFn: ({ dataset }: { dataset: DatasetId; verb: string }) => resetDemoData(dataset),
    onMutate: ({ dataset }) => patchCache((old) => ({ ...old, dataset })),
    onSuccess: async (next, { verb }) => {
      setConfirming(false)
      // Every cached list and count came from the old data.
      await queryClient.invalidateQueries()
      showToast(
        'success',
        `Demo data ${verb}: ${plural(next.pets, 'pet')} and ${plural(next.orders, 'order')}.`,
      )
    },
    onError: (error) => {
      showToast('error', `The demo data was not reset: ${error.message}`)
      void queryClient.invalidateQueries({ queryKey: demoKeys.state() })
    },
  })

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
  const set = (change: Partial<DemoControls>) => controls.mutate(change)
  return (
    <div className="demo-controls">
      <p className="muted demo-summary">{summary(current)}</p>
      <div className="demo-grid">
        <DemoNumberControl
          label="Latency (ms)"
          hint="Added to every API call, to show loading states."
          value={current.latencyMs}
          max={MAX_LATENCY_MS}
          step={100}
          onChange={(latencyMs) => set({ latencyMs })}
        />
        <DemoNumberControl
          label="Failure rate (%)"
          hint="Share of calls that answer 500 or 503 at random."
          value={current.failureRate}
          max={100}
          step={5}
          onChange={(failureRate) => set({ failureRate })}
        />
        <SelectField
          label="Force next status"
          value={String(current.forceNextStatus ?? '')}
          options={[{ value: '', label: 'None' }, ...optionsOf(forcibleStatuses.map(String))]}
          onChange={(value) => set({ forceNextStatus: value ? Number(value) : null })}
          hint="Applied to the next API call only."
        />
        <CheckboxField
          heading="Network"
          label="Offline"
          checked={current.offline}
          onChange={(offline) => set({ offline })}
          hint="Every call fails as a network error."
        />
      </div>

      <div className="demo-data row">
        <SelectField
          label="Dataset"
          value={state.data.dataset}
          options={datasetOptions}
          disabled={reset.isPending}
          onChange={(value) => reset.mutate({ dataset: value as DatasetId, verb: 'switched' })}
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
            <div className="row">
              <button
                type="button"
                className="button danger"
                ref={focusOnMount}
                disabled={reset.isPending}
                onClick={() => reset.mutate({ dataset: state.data.dataset, verb: 'reset' })}
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
