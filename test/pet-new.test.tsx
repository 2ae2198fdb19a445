import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { petKeys } from '../src/api/pets'
import type { Pet } from '../src/api/schemas'
import { json } from '../src/mocks/handlers'
import { locationOf, renderApp } from './render'
import { API, server, testDb } from './server'

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

/** Renders the form and waits until the next free ID is filled in. */
async function openForm(path = '/pets/new') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Add pet' })
  await waitFor(() => expect(field('ID').value).not.toBe(''))
  return view
}

test('the ID starts at the next free id', async () => {
  await openForm()
  expect(field('ID')).toHaveValue('26')
})

test('the next free id beyond 2^53 is computed without rounding', async () => {
  server.use(
    http.get(
      `${API}/pets`,
      () =>
        new Response('[{"id":9007199254740993,"name":"Big"},{"id":3}]', {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  )
  await openForm()
  expect(field('ID')).toHaveValue('9007199254740994')
})

test('what the user types in ID is never replaced by the suggestion', async () => {
  // Long enough that the suggestion arrives only after the typing, however slow the machine.
  testDb.controls.latencyMs = 1500
  const { user } = renderApp('/pets/new')
  const id = await screen.findByRole('textbox', { name: 'ID' })
  expect(id).toHaveValue('')
  await user.type(id, '500')
  await waitFor(() => expect(id).not.toHaveAttribute('placeholder'))
  expect(id).toHaveValue('500')
})

test('submitting invalid values ties each error to its field and focuses the first', async () => {
  const { user } = await openForm()
  await user.clear(field('ID'))
  await user.type(field('ID'), '12a')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  expect(field('ID')).toHaveAttribute('aria-invalid', 'true')
  expect(field('ID')).toHaveAccessibleDescription(/ID must be a whole number/)
  expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
  expect(field('Name')).toHaveAccessibleDescription(/Name is required\./)
  expect(field('Tag')).not.toHaveAttribute('aria-invalid')
  expect(field('ID')).toHaveFocus()
  // Errors follow the fields as they change: fixing one clears only its message.
  await user.clear(field('ID'))
  await user.type(field('ID'), '-7')
  expect(field('ID')).not.toHaveAttribute('aria-invalid')
  expect(screen.queryByText(/must be a whole number/)).not.toBeInTheDocument()
  await user.type(field('Name'), '   ')
  expect(field('Name')).toHaveAccessibleDescription(/Name is required\./)
  expect(testDb.pets).toHaveLength(25)
})

test('a touched field shows its error when it changes again, not when left', async () => {
  const { user } = await openForm()
  await user.type(field('Name'), 'x')
  await user.tab()
  expect(field('Name')).not.toHaveAttribute('aria-invalid')
  await user.clear(field('Name'))
  expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
  expect(field('Name')).toHaveAccessibleDescription(/Name is required\./)
  await user.type(field('Name'), 'Rex')
  expect(field('Name')).not.toHaveAttribute('aria-invalid')
})

test('creating a pet shows a toast, opens its page and updates the cached list', async () => {
  const { user, router, queryClient } = await openForm()
  await user.type(field('Name'), 'Nova')
  await user.type(field('Tag'), 'cat')
  await user.type(screen.getByRole('combobox', { name: 'Status' }), 'on hold')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  expect(await screen.findByText('Created Nova')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: 'Nova' })).toBeInTheDocument()
  expect(locationOf(router)).toBe('/pets/26')
  const cached = queryClient.getQueryData<Pet[]>(petKeys.list())
  expect(cached?.at(-1)).toMatchObject({ id: 26, name: 'Nova', tag: 'cat', status: 'on hold' })
  expect(testDb.pets.at(-1)).toMatchObject({ id: 26, name: 'Nova' })
  // The draft is gone once the pet exists.
  await router.navigate('/pets/new')
  await waitFor(() => expect(field('ID')).toHaveValue('27'))
  expect(field('Name')).toHaveValue('')
})

test('a 400 shows the server message and keeps every field as typed', async () => {
  server.use(
    http.post(`${API}/pets`, () => json({ message: 'Tag "x" is not allowed' }, { status: 400 })),
  )
  const { user, router } = await openForm()
  await user.type(field('Name'), 'Nova')
  await user.type(field('Tag'), 'x')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 400')
  expect(alert).toHaveTextContent('Tag "x" is not allowed')
  expect(field('ID')).toHaveValue('26')
  expect(field('Name')).toHaveValue('Nova')
  expect(field('Tag')).toHaveValue('x')
  expect(locationOf(router)).toBe('/pets/new')
})

test('a 409 puts the message on the ID field', async () => {
  const { user } = await openForm()
  await user.clear(field('ID'))
  await user.type(field('ID'), '1')
  await user.type(field('Name'), 'Twin')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  await waitFor(() => expect(field('ID')).toHaveAttribute('aria-invalid', 'true'))
  expect(field('ID')).toHaveAccessibleDescription(/A pet with id 1 already exists/)
  expect(field('ID')).toHaveFocus()
  expect(field('Name')).toHaveValue('Twin')
  await user.type(field('ID'), '00')
  expect(field('ID')).not.toHaveAttribute('aria-invalid')
  // The server's answer was about ID 1: with another ID it is gone, not turned into a banner.
  expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  expect(screen.queryByText(/already exists/)).not.toBeInTheDocument()
})

test('a double click sends exactly one POST', async () => {
  testDb.controls.latencyMs = 100
  let posts = 0
  const count = ({ request }: { request: Request }) => {
    if (request.method === 'POST') posts++
  }
  server.events.on('request:start', count)
  try {
    const { user } = await openForm()
    await user.type(field('Name'), 'Once')
    await user.dblClick(screen.getByRole('button', { name: 'Create pet' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Once' })).toBeInTheDocument()
    expect(posts).toBe(1)
    expect(testDb.pets.filter((p) => p.name === 'Once')).toHaveLength(1)
  } finally {
    server.events.removeListener('request:start', count)
  }
})

test('the button says Creating… and is disabled while the pet is sent', async () => {
  testDb.controls.latencyMs = 150
  const { user } = await openForm()
  await user.type(field('Name'), 'Slow')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled()
  expect(await screen.findByRole('heading', { level: 1, name: 'Slow' })).toBeInTheDocument()
})

test('the draft survives leaving the page and coming back', async () => {
  const first = await openForm()
  await first.user.clear(field('ID'))
  await first.user.type(field('ID'), '77')
  await first.user.type(field('Name'), 'Draft')
  await first.user.type(field('Tag'), 'dog')
  first.unmount()
  await openForm()
  expect(field('ID')).toHaveValue('77')
  expect(field('Name')).toHaveValue('Draft')
  expect(field('Tag')).toHaveValue('dog')
})

test('leaving a half-filled form asks first; Stay keeps it, Leave goes', async () => {
  const { user, router } = await openForm()
  await user.type(field('Name'), 'Half')
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave this form?' })
  expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Stay' }))
  expect(dialog).not.toBeInTheDocument()
  expect(locationOf(router)).toBe('/pets/new')
  expect(field('Name')).toHaveValue('Half')
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  await user.click(await screen.findByRole('button', { name: 'Leave' }))
  await waitFor(() => expect(locationOf(router)).toBe('/pets'))
})

test('the browser’s Back button asks too, and Stay keeps the form', async () => {
  const { user, router } = renderApp('/pets')
  await user.click(await screen.findByRole('link', { name: 'Add pet' }))
  await screen.findByRole('heading', { level: 1, name: 'Add pet' })
  await user.type(field('Name'), 'Half')
  await act(() => router.navigate(-1))
  expect(await screen.findByRole('alertdialog', { name: 'Leave this form?' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Stay' }))
  expect(locationOf(router)).toBe('/pets/new')
  expect(field('Name')).toHaveValue('Half')
  await act(() => router.navigate(-1))
  await user.click(await screen.findByRole('button', { name: 'Leave' }))
  await waitFor(() => expect(locationOf(router)).toBe('/pets'))
})

test('Escape in "Leave this form?" means Stay, and leaves the open request log alone', async () => {
  const { user, router } = await openForm()
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  await screen.findByRole('complementary', { name: 'Request log' })
  await user.type(field('Name'), 'Half')
  await user.click(screen.getByRole('link', { name: 'Pets' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave this form?' })
  await user.keyboard('{Escape}')
  // The element closes at once; its `close` event, and so the router's reset, come a task later.
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  expect(screen.getByRole('complementary', { name: 'Request log' })).toBeVisible()
  expect(locationOf(router)).toBe('/pets/new')
  expect(field('Name')).toHaveValue('Half')
})

test('an untouched form leaves without asking', async () => {
  const { user, router } = await openForm()
  await user.click(screen.getByRole('link', { name: 'Orders' }))
  await waitFor(() => expect(locationOf(router)).toBe('/orders'))
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})

test('keyboard only: tab through the fields and submit with Enter', async () => {
  const { user, router } = await openForm()
  // Tab from the top of the page until the ID field has focus.
  for (let i = 0; i < 40 && !field('ID').matches(':focus'); i++) await user.tab()
  expect(field('ID')).toHaveFocus()
  await user.tab()
  expect(field('Name')).toHaveFocus()
  await user.keyboard('Keys')
  await user.tab()
  expect(field('Tag')).toHaveFocus()
  await user.keyboard('fish')
  await user.tab()
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus()
  await user.keyboard('available{Enter}')
  expect(await screen.findByRole('heading', { level: 1, name: 'Keys' })).toBeInTheDocument()
  expect(locationOf(router)).toBe('/pets/26')
})
