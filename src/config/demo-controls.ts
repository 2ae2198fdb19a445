// The demo API's controls (latency, failures, dataset), read and changed over HTTP at
// `<demo base>/_demo/...`. Plain fetch, not the API client: these calls are not part of the pet
// store API, so they stay out of the request log and never carry an API key.
import { queryOptions } from '@tanstack/react-query'
import { whenApiReady } from '../api/client'
import type { DatasetId } from '../mocks/seed'
import type { DemoControls } from '../mocks/db'
import type { DemoState } from '../mocks/handlers'
import { demoBaseUrl } from './environments'

export type { DemoControls, DemoState, DatasetId }

async function call(path: string, init: RequestInit = {}): Promise<DemoState> {
  await whenApiReady()
  const response = await fetch(`${demoBaseUrl()}/_demo/${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  })
  if (!response.ok) throw new Error(`The demo API answered HTTP ${response.status}.`)
  return (await response.json()) as DemoState
}

export const demoKeys = {
  state: () => ['demo', 'state'] as const,
}

export const demoQueries = {
  state: () =>
    queryOptions({ queryKey: demoKeys.state(), queryFn: () => call('state'), staleTime: 0 }),
}

export function updateDemoControls(patch: Partial<DemoControls>): Promise<DemoState> {
  return call('controls', { method: 'PUT', body: JSON.stringify(patch) })
}

export function resetDemoData(dataset: DatasetId): Promise<DemoState> {
  return call('reset', { method: 'POST', body: JSON.stringify({ dataset }) })
}
