import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { networkModeFor } from '../api/query-client'
import { baseUrlFor, getSettings, settingsStore } from '../api/settings'

const targetOf = () => `${getSettings().environment} ${baseUrlFor(getSettings()) ?? ''}`

/**
 * When the API target changes: drops every cached response (no data of one environment under
 * another) and lets demo calls go on offline. The queries a page is showing are reset and asked
 * again of the new target; `clear()` would orphan them, and a call in flight (one waiting for
 * config.json, say) would leave its page loading for ever.
 */
function useClearOnTargetChange(queryClient: QueryClient) {
  useEffect(() => {
    let target = targetOf()
    return settingsStore.subscribe(() => {
      if (targetOf() === target) return
      target = targetOf()
      const networkMode = networkModeFor(getSettings().environment)
      const { queries, mutations } = queryClient.getDefaultOptions()
      queryClient.setDefaultOptions({
        queries: { ...queries, networkMode },
        mutations: { ...mutations, networkMode },
      })
      queryClient.getMutationCache().clear()
      queryClient.removeQueries({ type: 'inactive' })
      void queryClient.resetQueries({ type: 'active' })
    })
  }, [queryClient])
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  useClearOnTargetChange(queryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
