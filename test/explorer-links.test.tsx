// From one answer to the next request in the explorer: the contract's OpenAPI links, offered by
// their description and filled from runtime expressions, and any value of the answer's tree put
// into a parameter with "Use in request…". Over the demo's own handlers.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { defaultAuth, saveSettings, setApiKey } from '../src/api/settings'
import { bundledContract } from '../src/features/contract/contract'
import { changedContract } from './live-contract-fixture'
import { operationField } from './operation-steps'
import { locationOf, renderApp } from './render'
import { API, server, testDb } from './server'

const BIG_ID = '9007199254740993'
const response = () => screen.getByRole('region', { name: 'Response' })

async function openExplorer(path: string) {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  return view
}

/** The paths the demo API was asked for with `method`, as they arrive. */
function pathsAsked(method: string) {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method) seen.push(new URL(request.url).pathname)
  })
  return seen
}

test('a createPet answer offers "the pet just created", which opens showPetById with its id, int64 exact', async () => {
  // Written as text: a JSON number above 2^53 that JavaScript's own parser would round.
  const created = `{"id":${BIG_ID},"name":"Bigint","tag":"whale"}`
  server.use(
    http.post(
      `${API}/pets`,
      () =>
        new HttpResponse(created, { status: 201, headers: { 'Content-Type': 'application/json' } }),
    ),
    http.get(
      `${API}/pets/:petId`,
      ({ params }) =>
        new HttpResponse(params.petId === BIG_ID ? created : '{"message":"no"}', {
          status: params.petId === BIG_ID ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  )
  const asked = pathsAsked('GET')
  const { user, router } = await openExplorer('/explorer?operation=createPet')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const link = await within(response()).findByRole('button', { name: 'the pet just created' })
  expect(link).toHaveAccessibleDescription(
    `thePetJustCreated opens GET /pets/{petId} with: petId: ${BIG_ID}`,
  )

  await user.click(link)
  expect(operationField()).toHaveDisplayValue('GET /pets/{petId}')
  expect(screen.getByLabelText('petId')).toHaveValue(BIG_ID)
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
  expect(locationOf(router)).toBe(`/explorer?operation=showPetById&petId=${BIG_ID}`)

  await user.keyboard('{Enter}')
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 200'))
  expect(asked).toContain(`/demo-api/v1/pets/${BIG_ID}`)
  expect(within(response()).getByRole('tree')).toHaveTextContent(`id: ${BIG_ID}`)
})

test('an answer whose status has no links offers none', async () => {
  const { user } = await openExplorer('/explorer?operation=createPet')
  await user.selectOptions(
    screen.getByLabelText('Example'),
    'A pet without a name (breaks the contract)',
  )
  await user.click(screen.getByRole('button', { name: 'Send anyway' }))
  await waitFor(() => expect(response()).toHaveTextContent('HTTP 400'))
  expect(within(response()).queryByRole('heading', { name: 'Links' })).toBeNull()
  expect(within(response()).queryByRole('button', { name: 'the pet just created' })).toBeNull()
})

test('the orders answer leads to the pet of the first order', async () => {
  const { user } = await openExplorer('/explorer?operation=listOrders')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const first = testDb.orders[0]
  if (!first) throw new Error('the seed has no orders')
  await user.click(
    await within(response()).findByRole('button', { name: 'the pet of the first order' }),
  )
  expect(operationField()).toHaveDisplayValue('GET /pets/{petId}')
  expect(screen.getByLabelText('petId')).toHaveValue(String(first.petId))
})

test('a live contract’s links work alike: by operationRef and $ref, and a broken one says why', async () => {
  const url = 'http://localhost:3000/contracts/links.json'
  const api = changedContract()
  const inventory = {
    get: {
      operationId: 'getInventory',
      responses: {
        '2XX': {
          description: 'Counts by status',
          content: { 'application/json': { schema: { type: 'object' } } },
          links: {
            availablePet: { $ref: '#/components/links/AvailablePet' },
            broken: {
              operationId: 'showPetById',
              description: '<b>not markup</b>',
              parameters: { petId: '$response.bdy#/available', nothing: 1 },
            },
            nowhere: { operationId: 'deletePet' },
          },
        },
      },
    },
  }
  Object.assign(api.paths, { '/store/inventory': inventory })
  Object.assign(api.components, {
    links: {
      AvailablePet: {
        operationRef: '#/paths/~1pets~1{petId}/get',
        parameters: { 'path.petId': '{$response.body#/available}' },
      },
    },
  })
  server.use(
    http.get(url, () => HttpResponse.json(api)),
    http.get(`${API}/store/inventory`, () => HttpResponse.json({ available: 2, sold: 1 })),
  )
  saveSettings({ environment: 'demo', customBaseUrl: '', auth: defaultAuth, contractUrl: url })
  const { user } = await openExplorer('/explorer?operation=getInventory')
  await user.click(await screen.findByRole('button', { name: 'Send' }))

  const broken = await within(response()).findByRole('button', { name: '<b>not markup</b>' })
  expect(broken).toHaveAccessibleDescription(
    'broken opens GET /pets/{petId} with: ' +
      'petId stays empty: $response.bdy#/available: expected header., query., path. or body (character 11) ' +
      'nothing stays empty: GET /pets/{petId} has no such parameter',
  )
  const nowhere = within(response()).getByRole('button', { name: 'nowhere' })
  expect(nowhere).toBeDisabled()
  expect(nowhere).toHaveAccessibleDescription(
    'nowhere names deletePet, which the contract does not have.',
  )
  await user.click(within(response()).getByRole('button', { name: 'availablePet' }))
  expect(screen.getByLabelText('petId')).toHaveValue('2')
})

test('the API key never reaches a link: to its expressions the key header was not sent', async () => {
  setApiKey('demo', 'demo-secret', false)
  const url = 'http://localhost:3000/contracts/key.json'
  const api = structuredClone(bundledContract())
  const created = api.paths['/pets']?.post?.responses['201']
  if (!created) throw new Error('the bundled contract changed')
  created.links = {
    keyed: { operationId: 'showPetById', parameters: { petId: '$request.header.X-API-Key' } },
    typed: { operationId: 'showPetById', parameters: { petId: '$request.header.Content-Type' } },
  }
  server.use(http.get(url, () => HttpResponse.json({ openapi: '3.0.3', ...api })))
  saveSettings({ environment: 'demo', customBaseUrl: '', auth: defaultAuth, contractUrl: url })
  const { user } = await openExplorer('/explorer?operation=createPet')
  await user.click(await screen.findByRole('button', { name: 'Send' }))
  const keyed = await within(response()).findByRole('button', { name: 'keyed' })
  expect(keyed).toHaveAccessibleDescription(
    'keyed opens GET /pets/{petId} with: ' +
      'petId stays empty: $request.header.X-API-Key: the call has nothing there (character 1)',
  )
  // Any other request header is there to read.
  expect(within(response()).getByRole('button', { name: 'typed' })).toHaveAccessibleDescription(
    'typed opens GET /pets/{petId} with: petId: application/json',
  )
  expect(document.body).not.toHaveTextContent('demo-secret')
})

test('Use in request… puts a value of the tree into a parameter of another operation', async () => {
  const { user } = await openExplorer('/explorer?operation=listOrders')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const tree = await within(response()).findByRole('tree', { name: 'Response body' })
  const first = testDb.orders[0]
  if (!first) throw new Error('the seed has no orders')

  // By keyboard, as the tree's keys go: down into the first order, then to its petId.
  tree.focus()
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
  expect(within(response()).getByText('$[0].petId')).toBeInTheDocument()
  await user.tab()
  expect(within(response()).getByRole('button', { name: 'Use in request…' })).toHaveFocus()
  await user.keyboard('{Enter}')

  const dialog = screen.getByRole('dialog', { name: 'Use in request' })
  const parameter = within(dialog).getByRole('combobox', { name: 'Parameter' })
  expect(parameter).toHaveFocus()
  // A value named petId goes to petId to start with.
  expect(parameter).toHaveDisplayValue('petId (path parameter)')
  expect(within(dialog).getByText(String(first.petId))).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Use' }))

  expect(screen.queryByRole('dialog')).toBeNull()
  expect(operationField()).toHaveDisplayValue('GET /pets/{petId}')
  expect(screen.getByLabelText('petId')).toHaveValue(String(first.petId))
  // The answer stays, so another value can follow.
  expect(within(response()).getByRole('tree', { name: 'Response body' })).toBeInTheDocument()
})

test('Use in request… fills this request’s own parameter and keeps the rest of it', async () => {
  const { user } = await openExplorer('/explorer?operation=showPetById&petId=1')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await within(response()).findByRole('tree', { name: 'Response body' })
  await user.click(within(response()).getByText(/^name:/))
  await user.click(within(response()).getByRole('button', { name: 'Use in request…' }))
  const dialog = screen.getByRole('dialog', { name: 'Use in request' })
  expect(
    within(dialog).getByRole('group', { name: 'GET /pets/{petId} (this request)' }),
  ).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Use' }))
  const name = testDb.pets.find((pet) => String(pet.id) === '1')?.name
  expect(screen.getByLabelText('petId')).toHaveValue(name)
  expect(operationField()).toHaveDisplayValue('GET /pets/{petId}')
})

test('Cancel leaves the request as it was', async () => {
  const { user } = await openExplorer('/explorer?operation=showPetById&petId=1')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await within(response()).findByRole('tree', { name: 'Response body' })
  await user.click(within(response()).getByRole('button', { name: 'Use in request…' }))
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.getByLabelText('petId')).toHaveValue('1')
})
