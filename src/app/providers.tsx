import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { baseUrlFor, getSettings, subscribeSettings } from '../config/settings'

/** Drops every cached response when the API target changes: no data of one environment under another. */
function useClearOnTargetChange(queryClient: QueryClient) {
  useEffect(() => {
    let target = `${getSettings().environment} ${baseUrlFor(getSettings()) ?? ''}`
    return subscribeSettings(() => {
      const next = `${getSettings().environment} ${baseUrlFor(getSettings()) ?? ''}`
      if (next !== target) {
        target = next
        queryClient.clear()
      }
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
