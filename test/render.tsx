// Renders the real route tree at a path, in a memory router with a fresh QueryClient (no retries).
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
} from 'react-router-dom'
import { AppProviders } from '../src/app/providers'
import { AppRoutes } from '../src/app/router'
import { createQueryClient } from '../src/lib/query-client'

/**
 * What tests read of the router. The app uses the declarative router (smaller bundle), so this wraps
 * its memory history: `state.location` changes as soon as a link is followed, like the data router's.
 */
export type TestRouter = {
  readonly state: { readonly location: Location }
  navigate: (to: string) => Promise<void>
}

export function renderApp(path = '/', options: { retry?: boolean } = {}) {
  // With retries on, they happen at once: tests check that a retry happens, not the backoff.
  const queryClient = createQueryClient({ retry: options.retry ?? false, retryDelayMs: 1 })
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true })
  const router: TestRouter = {
    get state() {
      return { location: history.location }
    },
    navigate: async (to) => {
      await act(async () => history.push(to))
    },
  }
  const user = userEvent.setup()
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  )
  return { ...utils, user, router, queryClient }
}

/** The current location as the router sees it (path + query). */
export function locationOf(router: TestRouter): string {
  const { pathname, search } = router.state.location
  return pathname + search
}
