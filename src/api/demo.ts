// Calls to the in-browser demo API's own controls (latency, failures, dataset, replay), at
// `<demo base>/_demo/...`, and its state's query options. They are not part of the pet store API:
// they stay out of the request log and never carry an API key.
import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query'
import { request } from './client'
import type { DatasetId, DemoControls, DemoState } from './demo-contract'
import { demoBaseUrl } from './environments'
import { defaultAuth } from './settings'

async function call(
  path: string,
  method: 'GET' | 'PUT' | 'POST',
  body?: unknown,
  timeoutMs?: number,
) {
  const target = {
    environment: 'demo',
    baseUrl: demoBaseUrl(),
    auth: defaultAuth,
    apiKey: '',
  } as const
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
  state: () => ['demo', 'state'] as const,
}

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
const petStoreQueries = { predicate: (query: Query) => query.queryKey[0] !== 'demo' }

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
