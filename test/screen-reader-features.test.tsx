// What a screen reader says along the console's own features (@guidepup/virtual-screen-reader over
// jsdom): the request log and one of its entries, a tour step, the API explorer, a failed save.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { virtual } from '@guidepup/virtual-screen-reader'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { clearRequestLog, setRequestLogOpen } from '../src/features/request-log/request-log-store'
import { renderApp } from './render'
import { API, server } from './server'

// The virtual screen reader rebuilds its tree on every change of the whole app: a journey takes
// tens of seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 90_000 })

const spoken = () => virtual.spokenPhraseLog()

/** Reads on (the screen reader's "next") until `phrase` is said; fails if it never is. */
async function readUntil(phrase: string | RegExp, limit = 80) {
  for (let read = 0; read < limit; read++) {
    const said = await virtual.lastSpokenPhrase()
    if (typeof phrase === 'string' ? said === phrase : phrase.test(said)) return said
    await virtual.next()
  }
  throw new Error(
    `never said ${String(phrase)}; said: ${(await spoken()).slice(-limit).join(' | ')}`,
  )
}

beforeEach(async () => {
  clearRequestLog()
  setRequestLogOpen(false)
  await virtual.start({ container: document.body })
})
afterEach(async () => {
  await virtual.stop()
})

test('open the request log and one entry', async () => {
  const { user } = renderApp('/pets')
  await screen.findByRole('link', { name: 'Biscuit' })
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  await waitFor(async () => expect(await spoken()).toContain('complementary, Request log'))
  const log = screen.getByRole('complementary', { name: 'Request log' })
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1))
  await readUntil('listitem, level 1, position 1, set size 1')
  await readUntil('200')
  await readUntil(/^image, Timing: \d+ ms network, \d+ ms parse, \d+ ms render$/)
  await readUntil(/^button, Copy as cURL, GET 200 \d+ ms · 1.4 kB http:\/\/\S+\/pets$/)
  await readUntil('Response')
  await virtual.act()
  await readUntil(/content-type/i)
})

test('step through one tour step', async () => {
  const { user } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  await user.click(screen.getByRole('button', { name: 'Tours' }))
  const dialog = await screen.findByRole('dialog', { name: 'Tours' })
  await user.click(
    within(dialog).getByRole('button', { name: /Start: The pet store API in two minutes/ }),
  )
  const tour = await screen.findByRole('region', { name: 'Tour' })
  await waitFor(async () =>
    expect(await spoken()).toContain('heading, Every pet in the store, level 2'),
  )
  await user.keyboard('{PageDown}')
  await within(tour).findByText('2 of 7', { exact: false })
  // The clicker's key moves the screen reader to the new step's title.
  await waitFor(async () =>
    expect(await spoken()).toContain('heading, One pet, every field, level 2'),
  )
})

test('use the API explorer once', async () => {
  const { user } = renderApp('/explorer')
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  // The operation found by typing: the matches are counted politely, Enter takes the first.
  await user.click(screen.getByRole('combobox', { name: 'Operation' }))
  expect(await spoken()).toContainEqual(
    expect.stringMatching(/^combobox, Operation, GET \/pets, List all pets, .*expanded/),
  )
  await user.keyboard('pets petid')
  await waitFor(async () => expect(await spoken()).toContain('polite: 1 operation matches'))
  await user.keyboard('{Enter}')
  await user.type(screen.getByLabelText('petId'), '7')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  // The answer is said where the user is, at Send.
  await waitFor(async () =>
    expect(await spoken()).toContainEqual(
      expect.stringMatching(/^polite: Response: HTTP 200, \d+ ms$/),
    ),
  )
})

test('add a pet with a server error, then fix it', async () => {
  server.use(
    http.post(
      `${API}/pets`,
      () => HttpResponse.json({ message: 'Tag "x" is not allowed' }, { status: 400 }),
      { once: true },
    ),
  )
  const { user } = renderApp('/pets/new')
  await screen.findByRole('heading', { level: 1, name: 'Add pet' })
  await waitFor(() => expect(screen.getByLabelText('ID')).toHaveValue('26'))
  await user.type(screen.getByLabelText('Name'), 'Nova')
  await user.type(screen.getByLabelText('Tag'), 'x')
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  // Said once, whole: the status, then the server's words as the explanation's sentence.
  const alert = /^assertive: HTTP 400 Bad Request\s*Tag "x" is not allowed\./
  await waitFor(async () => expect(await spoken()).toContainEqual(expect.stringMatching(alert)))
  // The virtual reader voices each node one commit adds; the words must be whole from the first,
  // never a shorter alert that a later change completes (which a screen reader says again).
  const alerts = new Set((await spoken()).filter((phrase) => phrase.startsWith('assertive:')))
  expect([...alerts]).toEqual([expect.stringMatching(alert)])
  await user.clear(screen.getByLabelText('Tag'))
  await user.click(screen.getByRole('button', { name: 'Create pet' }))
  await waitFor(async () =>
    expect(await spoken()).toContainEqual(expect.stringMatching(/^polite: Created Nova/)),
  )
  await waitFor(async () => expect(await spoken()).toContain('heading, Nova, level 1'))
})
