import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { baseUrlFor, getSettings, settingsStore } from '../api/settings'

const targetOf = () => `${getSettings().environment} ${baseUrlFor(getSettings()) ?? ''}`

/** Drops every cached response when the API target changes: no data of one environment under another. */
function useClearOnTargetChange(queryClient: QueryClient) {
  useEffect(() => {
    let target = targetOf()
    return settingsStore.subscribe(() => {
      if (targetOf() === target) return
      target = targetOf()
      queryClient.clear()
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
