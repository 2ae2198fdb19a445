// A page that throws, or whose code cannot be loaded, shows a way out inside the shell.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createQueryClient } from '../src/api/query-client'
import { AppProviders } from '../src/app/providers'
import { shellRoutes } from '../src/app/router'

const missingChunk = () =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/orders-list-3f2a.js',
    ),
  )

/** The app's own shell (app/router.tsx) around pages that fail and have no boundary of their own. */
function renderShell(path: string) {
  // React logs every caught render error; the boundary's output is what these tests check.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const router = createMemoryRouter(
    shellRoutes([
      { path: '/', Component: () => <h1>Overview</h1> },
      { path: '/pets', Component: () => <h1>Pets</h1> },
      {
        path: '/boom',
        Component: () => {
          throw new Error('Cannot read properties of undefined (reading "name")')
        },
      },
      {
        path: '/fetch-failed',
        Component: () => {
          // A plain fetch failure is not a missing chunk: no "new version".
          throw new TypeError('Failed to fetch')
        },
      },
      { path: '/stale', lazy: missingChunk },
    ]),
    { initialEntries: [path] },
  )
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { user: userEvent.setup() }
}

test('a page that throws shows "Something went wrong" in the shell, with a way back', async () => {
  const { user } = renderShell('/boom')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/reading "name"/)).toBeInTheDocument()
  // The shell survives: navigation still works and clears the error.
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Back to Overview' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
})

test('a page whose code is gone after a redeploy offers a reload for the new version', async () => {
  const { user } = renderShell('/stale')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'A new version is available' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Pets' })).toBeInTheDocument()
  expect(screen.queryByText('A new version is available')).not.toBeInTheDocument()
})

test('offline, a page whose code has not loaded says the console is offline, not "new version"', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  onTestFinished(() => onLine.mockRestore())
  renderShell('/stale')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You are offline' }),
  ).toBeInTheDocument()
  expect(screen.queryByText('A new version is available')).not.toBeInTheDocument()
})

test('a plain "Failed to fetch" thrown by a page is an ordinary error, not a new version', async () => {
  renderShell('/fetch-failed')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
})

test('a page that throws keeps the header, the navigation and the request log, and can try again', async () => {
  let broken = true
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const router = createMemoryRouter(
    shellRoutes([
      {
        path: '/flaky',
        Component: () => {
          // An error of the moment: gone by the time the user tries again.
          if (broken) throw new Error('A moment’s error')
          return <h1>Flaky page</h1>
        },
      },
    ]),
    { initialEntries: ['/flaky'] },
  )
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const user = userEvent.setup()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('banner')).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  expect(screen.getByRole('complementary', { name: 'Request log' })).toBeInTheDocument()
  broken = false
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Flaky page' })).toBeInTheDocument()
})
