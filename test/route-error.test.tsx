// A page that throws, or whose chunk vanished after a redeploy, shows a way out inside the shell.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import { AppProviders } from '../src/app/providers'
import { Layout } from '../src/app/layout'
import { createQueryClient } from '../src/lib/query-client'

function Offline(): never {
  // A plain fetch failure is not a missing chunk: a reload would not help, so no "new version".
  throw new TypeError('Failed to fetch')
}

function Boom(): never {
  throw new Error('Cannot read properties of undefined (reading "name")')
}

const MissingChunk = lazy(() =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/orders-list-3f2a.js',
    ),
  ),
)

/** The real layout (and its error boundary) around pages that fail on purpose. */
function renderShell(path: string) {
  const user = userEvent.setup()
  // React logs every caught render error; the boundary's output is what these tests check.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<h1>Overview</h1>} />
            <Route path="boom" element={<Boom />} />
            <Route path="offline" element={<Offline />} />
            <Route path="stale" element={<MissingChunk />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
  return { user }
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

test('a lazy chunk that fails to load offers a reload for the new version', async () => {
  const { user } = renderShell('/stale')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'A new version is available' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  expect(screen.queryByText('A new version is available')).not.toBeInTheDocument()
})

test('a plain "Failed to fetch" thrown by a page is an ordinary error, not a new version', async () => {
  renderShell('/offline')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
})
