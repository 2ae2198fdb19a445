// The API explorer at /explorer, rendered in the real route tree over the demo's own handlers.
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test, vi } from 'vitest'
import { defaultAuth, getSettings, saveSettings, setApiKey } from '../src/api/settings'
import { clearHistory } from '../src/features/explorer/history'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { locationOf, renderApp } from './render'
import { chooseOperation, offeredOperations } from './operation-steps'
import { loadHar, oneCallHar } from './replay-fixture'
import { API, server } from './server'

// The history lives for the tab, as in the app: each test starts with it empty.
beforeEach(clearHistory)
const response = () => screen.getByRole('region', { name: 'Response' })
/** The problems listed beside Send, as text. */
const problems = () =>
  within(screen.getByRole('group', { name: 'Problems' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
/** The tree's rows as text: each row reads as its name and value. */
const rowsOf = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .map((row) => row.textContent?.replace(/^[▸▾]/, ''))

async function openExplorer(path = '/explorer') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  return view
}

/** Every request the demo API receives for `path`, with its body, as it arrives. */
function capture(method: 'get' | 'post', path: string) {
  const seen: Request[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method.toUpperCase() && new URL(request.url).pathname.endsWith(path))
      seen.push(request.clone())
  })
  return seen
}

test('the operations come from the contract, named as method and path', async () => {
  const { user } = await openExplorer()
  expect(await offeredOperations(user)).toEqual([
    'GET /pets',
    'POST /pets',
    'GET /pets/{petId}',
    'GET /store/orders',
  ])
})

test('GET /pets/{petId}: the answer shows its status, time, contract verdict and body', async () => {
  const { user, router } = await openExplorer()
  await chooseOperation(user, 'GET /pets/{petId}')
  expect(problems()).toEqual(['petId: required'])
  expect(screen.getByLabelText('petId')).toHaveAttribute('aria-invalid', 'true')
  await user.type(screen.getByLabelText('petId'), '7')
  expect(locationOf(router)).toBe('/explorer?operation=showPetById&petId=7')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 200'))
  expect(response()).toHaveTextContent(/\d+ ms/)
  await waitFor(() => expect(response()).toHaveTextContent('Contract: OK'))
  const tree = within(response()).getByRole('tree', { name: 'Response body' })
  expect(rowsOf(tree)).toContain('name: "Thumper"')
  await user.click(within(response()).getByRole('button', { name: 'Raw' }))
  expect(within(response()).getByText(/"name":"Thumper"/)).toBeInTheDocument()
  expect(within(response()).getByRole('button', { name: 'Copy as cURL' })).toBeInTheDocument()
})

test('a request that breaks the contract is refused by Send and sent by Send anyway', async () => {
  const sent = capture('post', '/pets')
  const { user } = await openExplorer('/explorer?operation=createPet')
  await user.selectOptions(
    screen.getByLabelText('Example'),
    'A pet without a name (breaks the contract)',
  )
  expect(problems()).toEqual(['$.name: required field missing'])
  expect(screen.getByLabelText('Request body')).toHaveAttribute('aria-invalid', 'true')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(screen.getByRole('group', { name: 'Problems' })).toHaveFocus()
  expect(response()).toHaveTextContent('Nothing sent yet')
  expect(sent).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Send anyway' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 400'))
  expect(sent).toHaveLength(1)
  expect(await sent[0]?.json()).toEqual({ id: 4243, tag: 'cat', status: 'available' })
  expect(rowsOf(within(response()).getByRole('tree'))).toContainEqual(
    expect.stringMatching(/^message: "Invalid pet: .*name/),
  )
})

test('malformed JSON is listed at its line and column, and "Show in the body" goes there', async () => {
  const { user } = await openExplorer('/explorer?operation=createPet')
  const body = screen.getByLabelText('Request body')
  await user.clear(body)
  // user-event reads { and [ as key descriptors: doubled, they are typed as themselves.
  await user.type(body, '{{\n  "id": 1,\n  "name": }')
  expect(problems()).toEqual([
    'line 3, column 11: malformed JSON: expected a value (an object, array, string, number, true, false or null), found "}" Show in the body',
  ])
  expect(screen.getByRole('button', { name: 'Send anyway' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Show in the body' }))
  expect(body).toHaveFocus()
  expect((body as HTMLTextAreaElement).selectionStart).toBe(
    (body as HTMLTextAreaElement).value.lastIndexOf('}'),
  )
})

test('an id above 2^53 is sent exactly as typed', async () => {
  const sent = capture('post', '/pets')
  const { user } = await openExplorer('/explorer?operation=createPet&example=huge-id')
  const body = screen.getByLabelText('Request body')
  expect(body).toHaveValue('{\n  "id": 9007199254740994,\n  "name": "Bigint",\n  "tag": "whale"\n}')
  await user.clear(body)
  await user.type(body, '{{"id": 9007199254740993, "name": "Odd"}')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 201'))
  expect(await sent[0]?.text()).toBe('{"id": 9007199254740993, "name": "Odd"}')
  expect(rowsOf(within(response()).getByRole('tree'))).toContain('id: 9007199254740993')
})

test('headers can be added, and the API key goes as Settings says, never into the URL', async () => {
  saveSettings({ ...getSettings(), environment: 'demo', auth: defaultAuth })
  setApiKey('demo', 'demo-secret', false)
  const sent = capture('get', '/pets')
  const { user, router } = await openExplorer()
  await user.click(screen.getByRole('button', { name: 'Add header' }))
  await user.type(screen.getByLabelText('Header 1 name'), 'X-Trace')
  await user.type(screen.getByLabelText('Header 1 value'), 'abc')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 200'))
  expect(sent[0]?.headers.get('X-Trace')).toBe('abc')
  expect(sent[0]?.headers.get('X-API-Key')).toBe('demo-secret')
  expect(locationOf(router)).not.toContain('secret')
  expect(locationOf(router)).not.toContain('X-Trace')
})

test('a large body stays out of the URL; a small edited one is in it', async () => {
  const { user, router } = await openExplorer('/explorer?operation=createPet')
  const body = screen.getByLabelText('Request body')
  await user.clear(body)
  await user.type(body, '{{"id": 5}')
  expect(new URL(locationOf(router), 'http://x').searchParams.get('body')).toBe('{"id": 5}')
  await user.click(body)
  await user.paste(`{"id": 5, "name": "${'x'.repeat(1200)}"}`)
  expect(locationOf(router)).toBe('/explorer?operation=createPet')
})

test('"Open in explorer" on a log entry opens that call: operation, path parameter, body', async () => {
  const { user } = renderApp('/pets/7')
  await screen.findByRole('heading', { level: 1, name: 'Thumper' })
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  const log = screen.getByRole('complementary', { name: 'Request log' })
  await within(log).findByText(`${API}/pets/7`)
  const item = within(log)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(`${API}/pets/7`))
  await user.click(within(item as HTMLElement).getByRole('button', { name: 'Open in explorer' }))
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  expect(screen.getByLabelText('Operation')).toHaveDisplayValue('GET /pets/{petId}')
  expect(screen.getByLabelText('petId')).toHaveValue('7')
  expect(screen.getByRole('button', { name: 'Request log' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('"Open in explorer" on a POST fills the body as it was sent', async () => {
  const { user } = await openExplorer('/explorer?operation=createPet&example=emoji-rtl')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 201'))
  await chooseOperation(user, 'GET /pets')
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  const log = screen.getByRole('complementary', { name: 'Request log' })
  const post = within(log)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith('POST'))
  await user.click(within(post as HTMLElement).getByRole('button', { name: 'Open in explorer' }))
  await waitFor(() => expect(screen.getByLabelText('Operation')).toHaveDisplayValue('POST /pets'))
  expect(screen.getByLabelText('Request body')).toHaveValue(
    '{\n  "id": 4244,\n  "name": "Ziggy 🦎 زيغي",\n  "tag": "lizard"\n}',
  )
  expect(screen.getByLabelText('Example')).toHaveDisplayValue('Your own (edited)')
})

test('a POST to Production asks first, and Cancel sends nothing', async () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  saveSettings({ ...getSettings(), environment: 'production', auth: defaultAuth })
  const sent: string[] = []
  server.use(
    http.post('https://api.example.com/v1/pets', async ({ request }) => {
      sent.push(await request.text())
      return HttpResponse.json({ id: 4242, name: 'Pickle' }, { status: 201 })
    }),
    http.get('https://api.example.com/v1/pets', () => HttpResponse.json([])),
  )
  const { user } = await openExplorer('/explorer?operation=createPet')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const dialog = screen.getByRole('alertdialog', { name: 'Send to Production?' })
  expect(dialog).toHaveTextContent('This creates a pet on Production.')
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(sent).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Send' }))
  await user.click(screen.getByRole('button', { name: 'Send to Production' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 201'))
  expect(sent).toHaveLength(1)

  // A read is not asked about.
  await chooseOperation(user, 'GET /pets')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 200'))
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})

test('each send is in the history, which opens it again', async () => {
  const { user } = await openExplorer('/explorer?operation=showPetById&petId=7')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 200'))
  await chooseOperation(user, 'GET /store/orders')
  await user.click(screen.getByText('History'))
  const history = screen.getByRole('list', { name: 'History' })
  expect(within(history).getByRole('listitem')).toHaveTextContent('GET /pets/7 → 200')
  await user.click(within(history).getByRole('button', { name: 'Open' }))
  await waitFor(() => expect(screen.getByLabelText('petId')).toHaveValue('7'))
  expect(screen.getByLabelText('Operation')).toHaveDisplayValue('GET /pets/{petId}')
})

test('the history’s outcomes are worded again in a newly chosen language', async () => {
  server.use(http.get(`${API}/pets/7`, () => HttpResponse.error()))
  const { user } = await openExplorer('/explorer?operation=showPetById&petId=7')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await user.click(screen.getByText('History'))
  // The list shows once the failed send has settled.
  const history = await screen.findByRole('list', { name: 'History' })
  await waitFor(() =>
    expect(within(history).getByRole('listitem')).toHaveTextContent('GET /pets/7 → network error'),
  )
  await act(() => switchLanguage('de'))
  const german = await screen.findByRole('list', { name: 'Verlauf' })
  expect(within(german).getByRole('listitem')).toHaveTextContent('GET /pets/7 → Netzwerkfehler')
})

test('the tree: arrow keys move and fold, search finds and opens the way to a match', async () => {
  const { user } = await openExplorer()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const tree = await within(response()).findByRole('tree')
  act(() => tree.focus())
  const active = () => within(tree).getByRole('treeitem', { selected: true })
  expect(active()).toHaveTextContent('[ 25 items ]')
  expect(tree).toHaveAttribute('aria-activedescendant', active().id)
  await user.keyboard('{ArrowDown}')
  expect(active()).toHaveTextContent('0: { 4 fields }')
  expect(active()).toHaveAttribute('aria-expanded', 'true')
  await user.keyboard('{ArrowLeft}')
  expect(active()).toHaveAttribute('aria-expanded', 'false')
  await user.keyboard('{ArrowLeft}')
  expect(active()).toHaveTextContent('[ 25 items ]')
  await user.keyboard('{ArrowLeft}')
  expect(rowsOf(tree)).toEqual(['[ 25 items ]'])

  await user.type(within(response()).getByLabelText('Search the body'), 'thumper')
  await waitFor(() => expect(within(response()).getByText('1 of 1')).toBeInTheDocument())
  expect(active()).toHaveTextContent('name: "Thumper"')
  expect(screen.getByText('$[6].name')).toBeInTheDocument()
})

test('right to left, the tree mirrors its arrow keys: ArrowRight folds, ArrowLeft opens', async () => {
  const { user } = await openExplorer()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const tree = await within(response()).findByRole('tree')
  act(() => tree.focus())
  const active = () => within(tree).getByRole('treeitem', { selected: true })
  await user.keyboard('{ArrowDown}')
  expect(active()).toHaveAttribute('aria-expanded', 'true')
  document.documentElement.dir = 'rtl'
  try {
    await user.keyboard('{ArrowRight}')
    expect(active()).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowLeft}')
    expect(active()).toHaveAttribute('aria-expanded', 'true')
  } finally {
    document.documentElement.dir = 'ltr'
  }
})

test('with Replay, the explorer is answered from the recording', async () => {
  const har = oneCallHar('https://api.example.com/v1/pets/501', '{"id":501,"name":"Recorded Rex"}')
  const { user, log } = await loadHar(JSON.stringify(har), 'talk.har')
  await within(log).findByText(/Replaying 1 recorded call/)
  await user.click(screen.getByRole('link', { name: 'Explorer' }))
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  await chooseOperation(user, 'GET /pets/{petId}')
  await user.type(screen.getByLabelText('petId'), '501')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 200'))
  expect(rowsOf(within(response()).getByRole('tree'))).toContain('name: "Recorded Rex"')
})
