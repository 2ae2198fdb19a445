// Guided tours: started from the Tours dialog or a file, walked with the keyboard, and the demo put
// back as it was when the tour ends.
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { builtinTour, workflowTour } from '../src/features/tours/builtin'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { startTour } from '../src/features/tours/tour-store'
import { locationOf, renderApp } from './render'
import { API, server, testDb } from './server'
import { petstore, serve } from './workflows-fixture'

async function openTours(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Tours' }))
  return screen.findByRole('dialog', { name: 'Tours' })
}

/** Opens the Tours dialog on the Overview and loads `tour` as a file named `name`. */
async function loadTourFile(name: string, tour: unknown) {
  const { user } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  const dialog = await openTours(user)
  const file = new File([JSON.stringify(tour)], name, { type: 'application/json' })
  await user.upload(within(dialog).getByLabelText('Tour file'), file)
  return { user, dialog }
}

test('the shipped tour walks by keyboard, applies each step’s demo settings and restores them', async () => {
  testDb.setControls({ latencyMs: 300 })
  const { user, router } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
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
  expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 503')
  await user.keyboard('{PageUp}')
  expect(await within(tour).findByRole('heading', { name: /terminal/ })).toBeInTheDocument()

  await user.keyboard('{Escape}')
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Tour' })).not.toBeInTheDocument(),
  )
  await waitFor(() => expect(testDb.controls).toMatchObject({ latencyMs: 300, forceStatus: null }))
})

/** Starts the shipped tour and walks it with PageDown to step `step` (1-based). */
async function walkShippedTour(step: number, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/', options)
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  const dialog = await openTours(view.user)
  await view.user.click(
    within(dialog).getByRole('button', { name: /Start: The pet store API in two minutes/ }),
  )
  const tour = await screen.findByRole('region', { name: 'Tour' })
  for (let at = 2; at <= step; at++) {
    await view.user.keyboard('{PageDown}')
    expect(await within(tour).findByText(`${at} of 7`, { exact: false })).toBeInTheDocument()
  }
  return { ...view, tour }
}

test('a step opens its page at once: it never waits for the old page’s data', async () => {
  const { user, router, tour } = await walkShippedTour(4)
  await waitFor(() => expect(locationOf(router)).toBe('/pets'))
  await screen.findByRole('link', { name: 'Biscuit' })
  // From now on the pets list does not answer until released, as a slow or failing server.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(http.get(`${API}/pets`, () => held))

  await user.keyboard('{PageDown}')
  expect(await within(tour).findByText('5 of 7', { exact: false })).toBeInTheDocument()
  await waitFor(() => expect(locationOf(router)).toBe('/orders'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  // The new page shows its own failure: the step's 503.
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load orders')
  release()
})

test('a step on the page already shown asks again under its own settings', async () => {
  const { user, tour } = await walkShippedTour(5)
  expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 503')
  await user.keyboard('{PageDown}')
  expect(await within(tour).findByText('6 of 7', { exact: false })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  expect(await screen.findByRole('cell', { name: '1001' })).toBeInTheDocument()
})

test('a step that does not point at a call closes the request log the step before opened', async () => {
  const { user, tour } = await walkShippedTour(4)
  expect(await screen.findByRole('complementary', { name: 'Request log' })).toBeVisible()
  await user.keyboard('{PageDown}')
  expect(await within(tour).findByText('5 of 7', { exact: false })).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('complementary', { name: 'Request log' })).not.toBeInTheDocument(),
  )
})

test('PageDown and PageUp step the tour from a form field, as a clicker sends them', async () => {
  const { user, router, tour } = await walkShippedTour(3)
  const name = await screen.findByLabelText('Name')
  await user.type(name, 'Clicker')
  await user.keyboard('{ArrowRight}')
  expect(tour).toHaveTextContent('3 of 7')
  await user.keyboard('{PageDown}')
  expect(await within(tour).findByText('4 of 7', { exact: false })).toBeInTheDocument()
  await waitFor(() => expect(locationOf(router)).toBe('/pets'))
  await user.click(await screen.findByLabelText('Search pets'))
  await user.keyboard('{PageUp}')
  expect(await within(tour).findByText('3 of 7', { exact: false })).toBeInTheDocument()
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
  expect(within(dialog).getAllByRole('button', { name: /^Start:/ })).toHaveLength(2)
})

test('the shipped tour’s last step sends the pet without a name and shows the answer', async () => {
  const { queryClient } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  await act(() => startTour(queryClient, builtinTour, builtinTour.steps.length - 1))
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  expect(screen.getByLabelText('Example')).toHaveDisplayValue(
    'A pet without a name (breaks the contract)',
  )
  const answer = screen.getByRole('region', { name: 'Response' })
  await waitFor(() => expect(answer).toHaveTextContent('HTTP 400'))
  expect(answer).toHaveTextContent('Invalid pet')
  expect(testDb.pets.some((pet) => pet.id === 4243)).toBe(false)
})

test('a tour shown in German picks its German text, and follows a change of language', async () => {
  await switchLanguage('de')
  const { queryClient } = renderApp('/')
  await act(() => startTour(queryClient, builtinTour))
  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(within(tour).getByRole('heading', { name: 'Alle Haustiere im Shop' })).toBeInTheDocument()
  expect(tour).toHaveTextContent('Die Pet-Store-API in zwei Minuten · 1 von 7')
  expect(within(tour).getByText('Senden Sie den Link').tagName).toBe('STRONG')
  expect(within(tour).getByRole('button', { name: 'Nächster Schritt' })).toBeInTheDocument()
  await act(() => switchLanguage('ja'))
  expect(
    await within(tour).findByRole('heading', { name: 'ストアのすべてのペット' }),
  ).toBeInTheDocument()
})

test('a tour file without the console’s language shows the first language it lists', async () => {
  await switchLanguage('de')
  const { user } = renderApp('/')
  await user.click(await screen.findByRole('button', { name: 'Touren' }))
  const dialog = await screen.findByRole('dialog', { name: 'Touren' })
  const file = new File(
    [
      JSON.stringify({
        title: { fr: 'Visite des animaux', en: 'Pet visit' },
        steps: [
          { title: { fr: 'Les commandes', en: 'Orders' }, route: '/orders', note: 'Plain text' },
        ],
      }),
    ],
    'visite.json',
    { type: 'application/json' },
  )
  await user.upload(within(dialog).getByLabelText('Tour-Datei'), file)
  expect(within(dialog).getByText('1 Schritt')).toBeInTheDocument()
  await user.click(
    await within(dialog).findByRole('button', { name: 'Starten: Visite des animaux' }),
  )
  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(within(tour).getByRole('heading', { name: 'Les commandes' })).toBeInTheDocument()
  expect(tour).toHaveTextContent('Plain text')
})

test('a malformed per-language field is refused, naming the step and field', async () => {
  const { dialog } = await loadTourFile('languages.json', {
    title: { en: 'Languages' },
    steps: [{ title: { English: 'One' }, route: '/pets' }],
  })
  expect(
    await within(dialog).findByText(
      'languages.json is not a tour we can run: step 1, title.English is not a language tag such as en or pt-BR. Nothing was loaded.',
    ),
  ).toBeInTheDocument()
  expect(within(dialog).getAllByRole('button', { name: /^Start:/ })).toHaveLength(2)
})

test('a shared link opens the running tour in the language of the one who opens it', async () => {
  await switchLanguage('ar')
  renderApp('/orders?tour=pet-store-in-two-minutes&tour-step=2')
  const tour = await screen.findByRole('region', { name: 'جولة' })
  expect(
    await within(tour).findByRole('heading', { name: 'حيوان أليف واحد بكل حقوله' }),
  ).toBeInTheDocument()
  expect(tour).toHaveTextContent('2 من 7')
})

test('a tour step runs a workflow step: the arrow moves the tour, and the tour runs the step', async () => {
  serve(petstore)
  const { queryClient, user, router } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  await act(() => startTour(queryClient, workflowTour))
  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(tour).toHaveTextContent('1 of 3')
  const run = await screen.findByRole('region', { name: 'Workflow run' })
  const steps = () => within(run).queryAllByRole('article')
  await within(run).findByRole('heading', { name: /first-order-pet › list-orders/ })
  expect(steps()).toHaveLength(1)
  await waitFor(() => expect(locationOf(router)).toContain('step=open-pet'))

  // The right arrow is the tour's while it runs: it moves to step 2, which runs open-pet, once.
  await user.keyboard('{ArrowRight}')
  expect(await within(tour).findByText('2 of 3', { exact: false })).toBeInTheDocument()
  expect(await within(run).findByText('Passed: 2 steps.')).toBeInTheDocument()
  expect(steps()).toHaveLength(2)

  // Back to step 1: its step runs again, in a fresh run.
  await user.keyboard('{ArrowLeft}')
  expect(await within(tour).findByText('1 of 3', { exact: false })).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Workflow run' })).toHaveTextContent(
      'Running: 1 step done.',
    ),
  )
  expect(
    within(screen.getByRole('region', { name: 'Workflow run' })).getAllByRole('article'),
  ).toHaveLength(1)
})
