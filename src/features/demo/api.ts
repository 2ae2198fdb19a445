// Calls to the in-browser demo API's own controls (latency, failures, dataset), at
// `<demo base>/_demo/...`. They are not part of the pet store API: they stay out of the request log
// and never carry an API key.
import { queryOptions } from '@tanstack/react-query'
import { request } from '../../api/client'
import { demoBaseUrl } from '../../api/environments'
import { defaultAuth } from '../../api/settings'
import type { DatasetId, DemoControls, DemoState } from './controls'

async function call(path: string, method: 'GET' | 'PUT' | 'POST', body?: unknown) {
  const target = {
    environment: 'demo',
    baseUrl: demoBaseUrl(),
    auth: defaultAuth,
    apiKey: '',
  } as const
  const response = await request(`/_demo/${path}`, { method, body, target, silent: true })
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
