// Guided tours: started from the Tours dialog or a file, walked with the keyboard, and the demo put
// back as it was when the tour ends.
import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { builtinTour } from '../src/features/tours/builtin'
import { startTour } from '../src/features/tours/tour-store'
import { locationOf, renderApp } from './render'
import { testDb } from './server'

vi.setConfig({ testTimeout: 30_000 })
const slow = { timeout: 10_000 }

async function openTours(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Tours' }))
  return screen.findByRole('dialog', { name: 'Tours' })
}

/** Opens the Tours dialog on the Overview and loads `tour` as a file named `name`. */
async function loadTourFile(name: string, tour: unknown) {
  const { user } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow)
  const dialog = await openTours(user)
  const file = new File([JSON.stringify(tour)], name, { type: 'application/json' })
  await user.upload(within(dialog).getByLabelText('Tour file'), file)
  return { user, dialog }
}

test('the shipped tour walks by keyboard, applies each step’s demo settings and restores them', async () => {
  testDb.setControls({ latencyMs: 300 })
  const { user, router } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow)
  const dialog = await openTours(user)
  await user.click(
    within(dialog).getByRole('button', { name: /Start: The pet store API in two minutes/ }),
  )

  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(tour).toHaveTextContent('1 of 7')
  expect(within(tour).getByRole('heading', { name: 'Every pet in the store' })).toBeInTheDocument()
  await waitFor(() => expect(locationOf(router)).toBe('/pets?sort=name'))
  // Step 1 calms the demo down.
  await waitFor(() => expect(testDb.controls.latencyMs).toBe(0))

  await user.keyboard('{ArrowRight}')
  expect(await within(tour).findByText('2 of 7', { exact: false })).toBeInTheDocument()
  await waitFor(() => expect(locationOf(router)).toBe('/pets/7'))
  await user.keyboard('{PageDown}{PageDown}{PageDown}')
  expect(
    await within(tour).findByRole('heading', { name: 'When the server fails' }),
  ).toBeInTheDocument()
  await waitFor(() => expect(testDb.controls.forceStatus).toBe(503))
  expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('HTTP 503')
  await user.keyboard('{PageUp}')
  expect(await within(tour).findByRole('heading', { name: /terminal/ })).toBeInTheDocument()

  await user.keyboard('{Escape}')
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Tour' })).not.toBeInTheDocument(),
  )
  await waitFor(() => expect(testDb.controls).toMatchObject({ latencyMs: 300, forceStatus: null }))
})

test('a tour file loads into the list; its note is text, never markup', async () => {
  const { user, dialog } = await loadTourFile('hostile.json', {
    title: 'Hostile notes',
    steps: [{ title: 'Look', route: '/orders', note: '<img src=x onerror=alert(1)> and **bold**' }],
  })
  await user.click(await within(dialog).findByRole('button', { name: 'Start: Hostile notes' }))
  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(tour).toHaveTextContent('<img src=x onerror=alert(1)> and bold')
  expect(within(tour).getByText('bold').tagName).toBe('STRONG')
  expect(within(tour).queryByRole('img')).not.toBeInTheDocument()
})

test('a bad tour file names the step and field, and changes nothing', async () => {
  const { dialog } = await loadTourFile('broken.json', {
    title: 'Broken',
    steps: [{ title: 'One', route: '/pets', demo: { offline: 'yes' } }],
  })
  expect(
    await within(dialog).findByText(
      'broken.json is not a tour we can run: step 1, demo.offline is expected boolean. Nothing was loaded.',
    ),
  ).toBeInTheDocument()
  expect(within(dialog).getAllByRole('button', { name: /^Start:/ })).toHaveLength(1)
})

test('the shipped tour’s last step sends the pet without a name and shows the answer', async () => {
  const { queryClient } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow)
  await act(() => startTour(queryClient, builtinTour, builtinTour.steps.length - 1))
  await screen.findByRole('heading', { level: 1, name: 'API explorer' }, slow)
  expect(screen.getByLabelText('Example')).toHaveDisplayValue(
    'A pet without a name (breaks the contract)',
  )
  const answer = screen.getByRole('region', { name: 'Response' })
  await waitFor(() => expect(answer).toHaveTextContent('HTTP 400'), slow)
  expect(answer).toHaveTextContent('Invalid pet')
  expect(testDb.pets.some((pet) => pet.id === 4243)).toBe(false)
})
