// The in-browser demo API's own controls (latency, failures, dataset, replay), at
// `<demo base>/_demo/...`: the calls, their state's query options, and the hooks that change them.
// They are not part of the pet store API: they stay out of the request log and never carry a key.
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { t } from '../lib/i18n/i18n'
import { showToast } from '../lib/toasts'
import { request } from './client'
import type { DatasetId, DemoControls, DemoState } from './demo-contract'
import { environment, makeTarget } from './environments'
import { NotConfiguredError } from './errors'
import { defaultAuth } from './settings'
import type { ApiTarget } from './target'

/** The demo API's own address, without a key. */
function controlsTarget(): ApiTarget {
  const target = makeTarget(environment('demo'), { auth: defaultAuth, apiKey: '' })
  if (!target) throw new NotConfiguredError()
  return target
}

async function call(
  path: string,
  method: 'GET' | 'PUT' | 'POST',
  body?: unknown,
  timeoutMs?: number,
) {
  const target = controlsTarget()
  const response = await request(`/_demo/${path}`, {
    method,
    body,
    target,
    silent: true,
    timeoutMs,
  })
  return response.data as DemoState
}

export const demoKeys = {
  all: ['demo'] as const,
  state: () => [...demoKeys.all, 'state'] as const,
}

/** Whether a query is the demo's own state, not an answer of the pet store API. */
export const isDemoQuery = (query: Query) => query.queryKey[0] === demoKeys.all[0]

export const demoQueries = {
  state: () =>
    queryOptions({ queryKey: demoKeys.state(), queryFn: () => call('state', 'GET'), staleTime: 0 }),
}

export const updateDemoControls = (patch: Partial<DemoControls>) => call('controls', 'PUT', patch)

export const resetDemoData = (dataset: DatasetId) => call('reset', 'POST', { dataset })

/** Up to 50 MB to check and store before the answer, on a slow machine too. */
const REPLAY_TIMEOUT_MS = 120_000

/** Loads a recording (HAR entries, already checked); the demo API switches to Replay with it. */
export const loadReplay = (recording: unknown) =>
  call('replay', 'PUT', recording, REPLAY_TIMEOUT_MS)

/** Every query but the demo's own state: what the pet store API answered. */
const petStoreQueries = { predicate: (query: Query) => !isDemoQuery(query) }

/**
 * The demo answers differently now, so no cached answer may be shown without a new call: fetches
 * under way stop (with their retries), and every answer is stale. `shown` asks again for the page
 * on screen; `none` leaves that to the page opened next (a tour step), so nothing waits on the old
 * page's data.
 */
export async function demoChanged(
  queryClient: QueryClient,
  refetch: 'shown' | 'none',
): Promise<void> {
  await queryClient.cancelQueries(petStoreQueries)
  void queryClient.invalidateQueries({
    ...petStoreQueries,
    refetchType: refetch === 'shown' ? 'active' : 'none',
  })
}

/**
 * Puts the demo in a state (a tour step, a tour's end, a shared link): the controls, then the
 * dataset if it differs. Controls that fail to change are left as they are. Only the demo's own
 * calls are awaited; every cached answer came from the old state (see demoChanged).
 */
export async function applyDemo(
  queryClient: QueryClient,
  controls: Partial<DemoControls>,
  dataset?: DatasetId,
  refetch: 'shown' | 'none' = 'shown',
): Promise<void> {
  const changed = Object.keys(controls).length
    ? await updateDemoControls(controls).catch(() => null)
    : null
  let state = changed ?? (await queryClient.fetchQuery(demoQueries.state()))
  if (dataset && dataset !== state.dataset) state = await resetDemoData(dataset)
  queryClient.setQueryData(demoKeys.state(), state)
  await demoChanged(queryClient, refetch)
}

/** After the dataset changed: every cached list and count came from the old data. */
export async function datasetChanged(queryClient: QueryClient, state: DemoState): Promise<void> {
  queryClient.setQueryData(demoKeys.state(), state)
  await demoChanged(queryClient, 'shown')
}

/** Changes controls at once (the cache first, so inputs stay instant), then asks the demo API. */
export function useDemoControls() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDemoControls,
    onMutate: (change) =>
      queryClient.setQueryData<DemoState>(demoKeys.state(), (old) =>
        old ? { ...old, controls: { ...old.controls, ...change } } : old,
      ),
    onSuccess: async (state) => {
      queryClient.setQueryData(demoKeys.state(), state)
      await demoChanged(queryClient, 'shown')
    },
    onError: (error) => {
      // Worded when shown: the error's message follows a language switch.
      showToast('error', () => t('demo.controls-not-changed', { reason: error.message }))
      void queryClient.invalidateQueries({ queryKey: demoKeys.state() })
    },
  })
}

/** Switches or resets the dataset. */
export function useResetDemoData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetDemoData,
    onSuccess: (state) => datasetChanged(queryClient, state),
    onError: (error) =>
      showToast('error', () => t('demo.data-not-changed', { reason: error.message })),
  })
}
