// Renders the real route tree at a path, in a memory router with a fresh QueryClient (no retries).
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { AppProviders } from '../src/app/providers'
import { routes } from '../src/app/router'
import { createQueryClient } from '../src/lib/query-client'

export function renderApp(path = '/', options: { retry?: boolean } = {}) {
  const queryClient = createQueryClient({ retry: options.retry ?? false })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const user = userEvent.setup()
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, user, router, queryClient }
}

/** The current location as the router sees it (path + query). */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location
  return pathname + search
}
