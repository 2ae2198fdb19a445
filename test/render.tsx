// Renders the real route tree at a path, in a memory router with a fresh QueryClient (no retries).
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'
import { createQueryClient } from '../src/api/query-client'
import { AppProviders } from '../src/app/providers'
import { createRoutes } from '../src/app/router'

export function renderApp(path = '/', options: { retry?: boolean; retryDelayMs?: number } = {}) {
  // With retries on, they happen at once unless a test wants to watch them.
  const queryClient = createQueryClient({
    retry: options.retry ?? false,
    retryDelayMs: options.retryDelayMs ?? 1,
  })
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] })
  const user = userEvent.setup()
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, user, router, queryClient }
}

/** The current location as the router sees it (path + query). */
export function locationOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location
  return pathname + search
}

/** jsdom has no object URLs: collects what the page would download, in order. */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return 'blob:download'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  return blobs
}
