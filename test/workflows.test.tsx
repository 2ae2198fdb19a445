// The Workflows page as a user meets it: load the pet store's Arazzo document, run a workflow step
// by step with Next step (and the arrow key), see each criterion's verdict; a bad document is
// named, not a blank page; a document's text stays text.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import { setApiKey } from '../src/api/settings'
import { captureDownloads, renderApp } from './render'
import { API, server, testDb } from './server'
import { petstore, serve } from './workflows-fixture'

beforeEach(() => serve(petstore))

const run = () => screen.getByRole('region', { name: 'Workflow run' })
/** The list item of the workflow whose summary is `name`. */
const workflowItem = async (name: string) => {
  await screen.findByText(name)
  return screen.getAllByRole('listitem').find((item) => within(item).queryByText(name))!
}

it('loads the bundled workflows and runs one step by step', async () => {
  const { user } = renderApp('/workflows')
  expect(await screen.findByRole('heading', { level: 1, name: 'Workflows' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Load the pet store workflows' }))
  const item = await workflowItem('Open the pet of the first order')
  await user.click(within(item).getByRole('button', { name: 'Run' }))

  expect(await screen.findByRole('region', { name: 'Workflow run' })).toBeInTheDocument()
  expect(within(run()).getByRole('status')).toHaveTextContent('Ready: no step has run yet.')
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  await within(run()).findByRole('heading', { name: /first-order-pet › list-orders/ })
  const step = within(within(run()).getAllByRole('article')[0]!)
  expect(step.getAllByText('passed')).toHaveLength(3)
  expect(step.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'passed simple: $statusCode == 200',
    'passed jsonpath on $response.body: $[0].petId',
  ])
  expect(step.getByText(String(testDb.orders[0]!.petId))).toBeInTheDocument()

  // The arrow key, as a presenter's clicker sends, takes the next step.
  await user.keyboard('{ArrowRight}')
  expect(
    await within(run()).findByRole('heading', { name: /first-order-pet › open-pet/ }),
  ).toBeInTheDocument()
  expect(within(run()).getByRole('status')).toHaveTextContent('Passed: 2 steps.')
  expect(within(run()).getByRole('button', { name: 'Next step' })).toBeDisabled()
})

it('asks for the inputs, checks them against the schema, then runs all', async () => {
  const { user } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  const item = await workflowItem('Add a pet and read it back')
  await user.click(within(item).getByRole('button', { name: 'Run' }))
  const pet = await screen.findByRole('textbox', { name: /^pet/ })
  await user.clear(pet)
  await user.type(pet, '{{"id": "x"}')
  await user.click(screen.getByRole('button', { name: 'Start the run' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('$.pet.id')
  expect(screen.queryByRole('region', { name: 'Workflow run' })).not.toBeInTheDocument()

  await user.clear(pet)
  await user.type(pet, '{{"id": 9007199254740993, "name": "Bigint"}')
  await user.click(screen.getByRole('button', { name: 'Start the run' }))
  await user.click(await within(run()).findByRole('button', { name: 'Run all' }))
  expect(await within(run()).findByText('Passed: 2 steps.')).toBeInTheDocument()
  expect(within(run()).getByText('GET')).toBeInTheDocument()
  expect(within(run()).getByText(/\/pets\/9007199254740993$/)).toBeInTheDocument()

  const downloads = captureDownloads()
  await user.click(within(run()).getByRole('button', { name: 'Export report' }))
  const report = await downloads[0]!.text()
  expect(JSON.parse(report)).toMatchObject({ status: 'passed', outputs: { name: 'Bigint' } })
  expect(report).toContain('"petId": 9007199254740993')

  await user.click(within(run()).getByRole('button', { name: 'Export HAR' }))
  const har = JSON.parse(await downloads[1]!.text()) as {
    log: { entries: { request: { method: string; url: string } }[] }
  }
  expect(har.log.entries.map(({ request }) => `${request.method} ${request.url}`)).toEqual([
    expect.stringMatching(/^POST .*\/pets$/),
    expect.stringMatching(/^GET .*\/pets\/9007199254740993$/),
  ])
})

it('names each problem of a bad document by its path, and keeps the page', async () => {
  serve(petstore.replace('operationId: listOrders', 'operationId: listAllOrders'))
  const { user } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('This document cannot run')
  expect(alert).toHaveTextContent(
    'workflows[1].steps[0].operationId: no source description has an operation listAllOrders',
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Workflows' })).toBeInTheDocument()
})

it('refuses a newer major version with the reason', async () => {
  serve(petstore.replace('arazzo: 1.0.1', 'arazzo: 2.0.0'))
  const { user } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'arazzo: Arazzo 2.0.0 is a newer major version; the console runs Arazzo 1.0.x',
  )
})

it('shows a document from a URL as text, never as markup', async () => {
  server.use(
    http.get('https://docs.example/flows.yaml', () =>
      HttpResponse.text(
        petstore.replace(
          '    summary: Add a pet and read it back\n',
          '    summary: <img src=x onerror=alert(1)>\n',
        ),
      ),
    ),
  )
  const { user } = renderApp('/workflows')
  await user.type(await screen.findByLabelText('Workflow URL'), 'https://docs.example/flows.yaml')
  await user.click(screen.getByRole('button', { name: 'Load from URL' }))
  expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
  expect(within(screen.getByRole('main')).queryByRole('img')).not.toBeInTheDocument()
})

/**
 * A document whose second source, toys, is a contract naming `serverOf()` (asked at each fetch) as
 * its server; `onToys` sees each call to https://toys.example/v2/toys.
 */
function serveToys(serverOf: () => string, onToys: (request: Request) => void = () => {}) {
  server.use(
    http.get('https://toys.example/openapi.json', () =>
      HttpResponse.json({
        openapi: '3.0.3',
        servers: [{ url: serverOf() }],
        paths: {
          '/toys': {
            get: {
              operationId: 'listToys',
              responses: { '200': { description: 'Toys', content: { 'application/json': {} } } },
            },
          },
        },
      }),
    ),
    http.get('https://toys.example/v2/toys', ({ request }) => {
      onToys(request)
      return HttpResponse.json([])
    }),
  )
  serve(`
arazzo: 1.0.1
info: { title: Toys, version: '1' }
sourceDescriptions:
  - { name: petstore, url: ./openapi.yaml }
  - { name: toys, url: 'https://toys.example/openapi.json' }
workflows:
  - workflowId: both
    steps:
      - { stepId: pets, operationId: listPets }
      - { stepId: toys, operationId: $sourceDescriptions.toys.listToys }
`)
}

it('sends no key to a source on another server, says so before the first call, and checks its calls against its contract', async () => {
  setApiKey('demo', 'secret-demo-key', false)
  const seen: (string | null)[] = []
  serveToys(
    () => 'https://toys.example/v2',
    (request) => seen.push(request.headers.get('X-API-Key')),
  )
  const { user } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  await user.click(await screen.findByRole('button', { name: 'Run' }))
  expect(
    await within(run()).findByText(
      'toys names another server (https://toys.example/v2): its calls are sent without your API key.',
    ),
  ).toBeInTheDocument()
  await user.click(within(run()).getByRole('button', { name: 'Run all' }))
  expect(await within(run()).findByText('Passed: 2 steps.')).toBeInTheDocument()
  expect(seen).toEqual([null])
  expect(run()).not.toHaveTextContent('secret-demo-key')
  // Each call is checked against its own server's contract: the toys call against the toys one.
  await waitFor(() => expect(within(run()).getAllByText('Contract: OK')).toHaveLength(2))
})

it("forgets a document's other servers when a document is loaded again: a server it no longer names is checked against the environment's contract", async () => {
  // The source first names the demo's own server, then moves to another one.
  let sourceServer = API
  serveToys(() => sourceServer)
  const { user } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  await screen.findByRole('button', { name: 'Run' })

  sourceServer = 'https://toys.example/v2'
  await user.click(screen.getByRole('button', { name: 'Load the pet store workflows' }))
  await user.click(await screen.findByRole('button', { name: 'Run' }))
  const region = await screen.findByRole('region', { name: 'Workflow run' })
  await user.click(within(region).getByRole('button', { name: 'Run all' }))
  // The toys call reached the moved server; the pets call, to the demo's server, is checked against
  // the environment's contract again, not the toys one.
  expect(await within(run()).findByText('Passed: 2 steps.')).toBeInTheDocument()
  await waitFor(() => expect(within(run()).getAllByText('Contract: OK')).toHaveLength(2))
})
