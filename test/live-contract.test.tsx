// The server's own contract, as the user meets it: the explorer and the contract check use it, the
// page says which contract is in use, Contract changes lists what moved, and a contract that cannot
// be used is named with its reason while the bundled one stays in use.
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultAuth, saveSettings } from '../src/api/settings'
import {
  loadContract,
  MAX_CONTRACT_BYTES,
  MAX_CONTRACT_SIZE,
} from '../src/features/contract/load-contract'
import { say, switchLanguage } from '../src/lib/i18n/i18n'
import { changedContract } from './live-contract-fixture'
import { offeredOperations } from './operation-steps'
import { renderApp } from './render'
import { API, server } from './server'

const CONTRACT = 'http://localhost:3000/contracts/live.json'

afterEach(() => vi.restoreAllMocks())

/** The demo, checked against the contract at `url`, which `answer` serves. */
function liveContract(answer: () => Response | Promise<Response>, url = CONTRACT) {
  server.use(http.get(url, answer))
  saveSettings({ environment: 'demo', customBaseUrl: '', auth: defaultAuth, contractUrl: url })
}

async function openExplorer(path = '/explorer') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  return view
}

test('the explorer offers the live contract’s extra operation, and sends it', async () => {
  liveContract(() => HttpResponse.json(changedContract()))
  server.use(http.get(`${API}/store/inventory`, () => HttpResponse.json({ available: 2, sold: 1 })))
  const { user } = await openExplorer('/explorer?operation=getInventory')
  expect(await screen.findByText('Contract: live')).toBeInTheDocument()
  expect(screen.getByText(`from ${CONTRACT}`)).toBeInTheDocument()
  const offered = await offeredOperations(user)
  expect(offered).toContain('GET /store/inventory')
  expect(offered).not.toContain('GET /store/orders')
  expect(screen.getByLabelText('Operation')).toHaveDisplayValue('GET /store/inventory')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const response = screen.getByRole('region', { name: 'Response' })
  expect(await within(response).findByText('Contract: OK')).toBeInTheDocument()
  expect(within(response).getByText(/200/)).toBeInTheDocument()
})

test('Contract changes lists the operations, parameters and fields that moved', async () => {
  liveContract(() => HttpResponse.json(changedContract()))
  await openExplorer()
  const changes = await screen.findByRole('region', { name: 'Contract changes' })
  const items = within(changes)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(items).toContain('Added GET /store/inventory: Returns pet inventories by status')
  expect(items).toContain('Added Pet.nickname: string')
  expect(items).toContain('Added GET /pets: query species: string')
  expect(items).toContain('Removed GET /store/orders: List store orders')
  expect(items).toContain('Changed Pet.tag: string → string or null')
})

test('Contract changes are worded again in a newly chosen language', async () => {
  liveContract(() => HttpResponse.json(changedContract()))
  await openExplorer()
  const changes = await screen.findByRole('region', { name: 'Contract changes' })
  expect(within(changes).getByText('Changed')).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  const german = await screen.findByRole('region', { name: 'Vertragsänderungen' })
  const items = within(german)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(items).toContain('Geändert Pet.tag: string → string oder null')
  expect(items).toContain('Hinzugefügt GET /store/inventory: Returns pet inventories by status')
})

test('a field the live contract adds is neither a violation nor a note; the bundled one notes it', async () => {
  const pets = [{ id: 1, name: 'Rex', nickname: 'Rexy', tag: null }]
  server.use(http.get(`${API}/pets`, () => HttpResponse.json(pets)))
  liveContract(() => HttpResponse.json(changedContract()))
  const { user, unmount } = await openExplorer('/explorer?operation=listPets')
  await screen.findByText('Contract: live')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  let response = screen.getByRole('region', { name: 'Response' })
  expect(await within(response).findByText('Contract: OK')).toBeInTheDocument()
  expect(within(response).queryByText(/fields not in the contract/)).toBeNull()
  unmount()

  saveSettings({ environment: 'demo', customBaseUrl: '', auth: defaultAuth, contractUrl: '' })
  const again = await openExplorer('/explorer?operation=listPets')
  expect(screen.getByText('Contract: bundled')).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Contract changes' })).toBeNull()
  await again.user.click(screen.getByRole('button', { name: 'Send' }))
  response = screen.getByRole('region', { name: 'Response' })
  expect(await within(response).findByText(/1 violation/)).toBeInTheDocument()
  expect(within(response).getByText('$[0].tag')).toBeInTheDocument()
  expect(within(response).getByText(/1 note: fields not in the contract/)).toBeInTheDocument()
})

test('what the check cannot check is said beside the verdict, in the language shown', async () => {
  const api = changedContract()
  const pet = api.components.schemas.Pet
  if (!pet?.properties) throw new Error('the fixture changed')
  pet.properties.name = { type: 'string', pattern: '^[A-Z]', maxLength: 40 }
  liveContract(() => HttpResponse.json(api))
  const { user } = await openExplorer('/explorer?operation=listPets')
  await screen.findByText('Contract: live')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const response = screen.getByRole('region', { name: 'Response' })
  expect(await within(response).findByText('Contract: OK')).toBeInTheDocument()
  expect(within(response).getByText('Not checked: pattern, maxLength')).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  expect(within(response).getByText('Nicht geprüft: pattern, maxLength')).toBeInTheDocument()
  await act(() => switchLanguage('en'))
})

test('the request check says what it cannot check before the request is sent', async () => {
  const api = changedContract()
  const pet = api.components.schemas.Pet
  if (!pet?.properties) throw new Error('the fixture changed')
  pet.properties.name = { type: 'string', minLength: 1 }
  liveContract(() => HttpResponse.json(api))
  await openExplorer('/explorer?operation=createPet')
  await screen.findByText('Contract: live')
  expect(await screen.findByText('Not checked: minLength')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
})

const OVER = MAX_CONTRACT_BYTES + 1
const yamlWithTab = 'openapi: 3.0.3\npaths:\n\t/pets: {}\n'
const cycle = {
  openapi: '3.0.3',
  paths: {},
  components: { schemas: { A: { $ref: '#/components/schemas/A' } } },
}

test.each([
  ['404', () => new HttpResponse('Not found', { status: 404 }), /answered 404 Not Found/],
  ['not OpenAPI', () => HttpResponse.json({ swagger: '2.0', paths: {} }), /Swagger 2\.0/],
  ['a YAML error', () => new HttpResponse(yamlWithTab), /YAML error on line 3: tab characters/],
  ['a $ref cycle', () => HttpResponse.json(cycle), /a \$ref cycle: #\/components\/schemas\/A/],
  ['a web page', () => HttpResponse.html('<!doctype html><p>hi'), /a web page, not a contract/],
  [
    'over the limit, as declared',
    () => new HttpResponse('{}', { headers: { 'content-length': String(OVER) } }),
    /larger than 50 MB/,
  ],
])('%s is named, and the bundled contract stays in use', async (_, answer, reason) => {
  liveContract(answer)
  const { user } = await openExplorer()
  const problem = await screen.findByText(/cannot be used/)
  expect(problem).toHaveTextContent(`The contract at ${CONTRACT} cannot be used:`)
  expect(problem).toHaveTextContent(reason)
  expect(problem).toHaveTextContent('The bundled contract stays in use.')
  expect(screen.getByText('Contract: bundled')).toBeInTheDocument()
  const offered = await offeredOperations(user)
  expect(offered).toContain('GET /store/orders')
  expect(offered).not.toContain('GET /store/inventory')
})

test('why a contract cannot be used is worded again in a newly chosen language', async () => {
  liveContract(() => HttpResponse.json({ swagger: '2.0', paths: {} }))
  await openExplorer()
  expect(await screen.findByText(/it is Swagger 2\.0, not OpenAPI 3\.x/)).toBeInTheDocument()
  await act(() => switchLanguage('de'))
  const problem = await screen.findByText(/kann nicht verwendet werden/)
  expect(problem).toHaveTextContent('es ist Swagger 2.0, nicht OpenAPI 3.x')
})

test('a contract that passes the limit as it streams is stopped there, not read to its end', async () => {
  const fetch = globalThis.fetch
  let sent = 0
  const megabyte = new Uint8Array(1024 * 1024).fill(32)
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input) !== CONTRACT) return fetch(input, init)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++
        controller.enqueue(megabyte)
      },
    })
    return Promise.resolve(new Response(body))
  })
  const read = await loadContract(CONTRACT)
  expect(read.ok ? 'usable' : say(read.reason)).toBe(
    `it is larger than ${MAX_CONTRACT_SIZE}, the most the console reads`,
  )
  expect(MAX_CONTRACT_SIZE).toBe('50 MB')
  expect(sent).toBeLessThan(MAX_CONTRACT_BYTES / megabyte.byteLength + 4)
})

test('a server that does not allow this page to read its contract is named as CORS', async () => {
  const fetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input) !== CONTRACT) return fetch(input, init)
    // What a browser does: the CORS read fails, a no-cors request gets its opaque answer.
    return init?.mode === 'no-cors'
      ? Promise.resolve(new Response(''))
      : Promise.reject(new TypeError('Failed to fetch'))
  })
  liveContract(() => HttpResponse.json(changedContract()))
  await openExplorer()
  expect(await screen.findByText(/cannot be used/)).toHaveTextContent(
    'does not let this page read it (CORS): it must send Access-Control-Allow-Origin: http://localhost:3000',
  )
})

test('Reload contract fetches it again: a server that now publishes one is used', async () => {
  let publishing = false
  liveContract(() =>
    publishing ? HttpResponse.json(changedContract()) : new HttpResponse(null, { status: 404 }),
  )
  const { user } = await openExplorer()
  await screen.findByText(/cannot be used/)
  publishing = true
  await user.click(screen.getByRole('button', { name: 'Reload contract' }))
  expect(await screen.findByText('Contract: live')).toBeInTheDocument()
  expect(await offeredOperations(user)).toContain('GET /store/inventory')
  expect(screen.queryByText(/cannot be used/)).toBeNull()
})

test('Settings keeps a Contract URL per environment, and refuses one that is not an address', async () => {
  const { user } = renderApp('/settings')
  const field = await screen.findByLabelText('Contract URL')
  expect(field).toHaveAccessibleDescription(/Empty: the bundled openapi\.yaml/)
  await user.type(field, 'openapi.json')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(field).toHaveAccessibleDescription(/Enter an http\(s\) address/)
  expect(field).toHaveAttribute('aria-invalid', 'true')
  await user.clear(field)
  await user.type(field, '/contracts/live.json')
  await user.click(screen.getByRole('button', { name: 'Save settings' }))
  await screen.findByText('Settings saved')
  expect(field).toHaveValue(CONTRACT)
})

test('a server that never sends its contract is named after 15 s, and the explorer opens', async () => {
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort())
  liveContract(() => new Promise<Response>(() => {}))
  await openExplorer()
  expect(await screen.findByText(/cannot be used/)).toHaveTextContent(
    'cannot be used: it did not arrive within 15 s',
  )
  expect(timeout).toHaveBeenCalledWith(15_000)
  expect(screen.getByLabelText('Operation')).toBeInTheDocument()
})
