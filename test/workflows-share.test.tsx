// A workflow run as it is shared and guarded: a call that changes data on Production asks first,
// as the explorer's Send does, and declining holds the run without losing it; the page's address
// (so "Copy link to this view") names the document, workflow, step and inputs, never a key; a link
// reopens the run at its step, whose earlier steps (and the workflows it depends on) run again
// first; a link's document at another address is fetched only when the user asks.
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { defaultAuth, getSettings, saveSettings, setApiKey } from '../src/api/settings'
import { locationOf, renderApp } from './render'
import { server, testDb } from './server'
import { petstore, serve } from './workflows-fixture'

beforeEach(() => serve(petstore))
afterEach(() => vi.unstubAllEnvs())

const run = () => screen.getByRole('region', { name: 'Workflow run' })
const status = () => within(run()).getByRole('status')

async function startAddAndRead(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  await screen.findByText('Add a pet and read it back')
  const [add] = screen.getAllByRole('button', { name: 'Run' })
  await user.click(add!)
  await user.click(await screen.findByRole('button', { name: 'Start the run' }))
  await screen.findByRole('region', { name: 'Workflow run' })
}

/** Production is live, with a server that creates and reads pet 4242; returns the POSTs' bodies. */
function onProduction(): string[] {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  saveSettings({ ...getSettings(), environment: 'production', auth: defaultAuth })
  const sent: string[] = []
  server.use(
    http.post('https://api.example.com/v1/pets', async ({ request }) => {
      sent.push(await request.text())
      return HttpResponse.json({ id: 4242, name: 'Pickle' }, { status: 201 })
    }),
    http.get('https://api.example.com/v1/pets/4242', () =>
      HttpResponse.json({ id: 4242, name: 'Pickle' }),
    ),
  )
  return sent
}

test('a POST to Production asks first, as the explorer does, the status line waiting for the answer; declining holds the run, nothing lost', async () => {
  const sent = onProduction()
  const { user } = renderApp('/workflows')
  await startAddAndRead(user)

  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Send to Production?' })
  expect(dialog).toHaveTextContent('This creates a pet on Production.')
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  expect(status()).toHaveTextContent('Waiting for your answer: send step create-pet to Production?')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

  await waitFor(() => expect(status()).toHaveTextContent(/^Not sent: step create-pet/))
  expect(status()).not.toHaveTextContent(/failed/i)
  expect(sent).toHaveLength(0)
  expect(within(run()).queryAllByRole('article')).toHaveLength(0)
  expect(within(run()).getByText('Next: add-and-read-pet › create-pet')).toBeInTheDocument()

  // The run goes on: Next step asks again, and this time it is sent.
  expect(within(run()).getByRole('button', { name: 'Next step' })).toBeEnabled()
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  await user.click(await screen.findByRole('button', { name: 'Send to Production' }))
  await within(run()).findByRole('heading', { name: /add-and-read-pet › create-pet/ })
  expect(sent).toHaveLength(1)

  // A read is not asked about.
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  expect(await within(run()).findByText('Passed: 2 steps.')).toBeInTheDocument()
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})

test('Run all stops at a declined call on Production, and goes on from there', async () => {
  onProduction()
  const { user } = renderApp('/workflows')
  await startAddAndRead(user)
  await user.click(within(run()).getByRole('button', { name: 'Run all' }))
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(status()).toHaveTextContent(/^Not sent/))
  await user.click(within(run()).getByRole('button', { name: 'Run all' }))
  await user.click(await screen.findByRole('button', { name: 'Send to Production' }))
  expect(await within(run()).findByText('Passed: 2 steps.')).toBeInTheDocument()
})

test('the address names the document, workflow, step and inputs as the run goes', async () => {
  const { user, router } = renderApp('/workflows')
  await startAddAndRead(user)
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  await within(run()).findByRole('heading', { name: /add-and-read-pet › create-pet/ })
  await waitFor(() => expect(locationOf(router)).toContain('step=read-pet'))
  // The header's button has rendered with the new address before it is clicked.
  await act(() => Promise.resolve())
  const address = new URL(locationOf(router), 'http://localhost')
  expect(address.pathname).toBe('/workflows')
  expect(address.searchParams.get('document')).toBe('bundled')
  expect(address.searchParams.get('workflow')).toBe('add-and-read-pet')
  expect(JSON.parse(address.searchParams.get('inputs')!)).toEqual({
    pet: { id: 4242, name: 'Pickle', tag: 'hamster', status: 'available' },
  })

  await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
  await screen.findByText('Link to this view copied')
  const link = new URL(await navigator.clipboard.readText())
  expect(link.pathname).toBe('/workflows')
  expect(link.searchParams.get('step')).toBe('read-pet')
  expect(link.searchParams.get('workflow')).toBe('add-and-read-pet')
})

test('a link reopens the run at its step; the steps before it run again first, never made up', async () => {
  const inputs = encodeURIComponent(JSON.stringify({ pet: { id: 5151, name: 'Linked' } }))
  const { user } = renderApp(
    `/workflows?document=bundled&workflow=add-and-read-pet&step=read-pet&inputs=${inputs}`,
  )
  const region = await screen.findByRole('region', { name: 'Workflow run' })
  expect(region).toHaveTextContent(
    'This link opens the run at step read-pet. The step before it (create-pet) has not run in this browser, so its outputs are not known: it runs again first.',
  )
  expect(status()).toHaveTextContent('Ready: no step has run yet.')
  await user.click(within(run()).getByRole('button', { name: 'Run up to read-pet' }))
  await within(run()).findByRole('heading', { name: /add-and-read-pet › create-pet/ })
  expect(await within(run()).findByText('Next: add-and-read-pet › read-pet')).toBeInTheDocument()
  expect(within(run()).queryByRole('button', { name: 'Run up to read-pet' })).toBeNull()
  expect(testDb.pets.some((pet) => pet.name === 'Linked')).toBe(true)

  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  expect(await within(run()).findByText('Passed: 2 steps.')).toBeInTheDocument()
  expect(within(run()).getByText(/\/pets\/5151$/)).toBeInTheDocument()
})

test('no key ends up in the address: secret inputs and any value holding a saved key stay out', async () => {
  setApiKey('demo', 'k3y-in-the-demo', false)
  setApiKey('production', 'prod-key-9f8e', true)
  serve(`
arazzo: 1.0.1
info: { title: Secrets, version: '1' }
sourceDescriptions:
  - { name: petstore, url: ./openapi.yaml }
workflows:
  - workflowId: list-with-secrets
    inputs:
      type: object
      properties:
        tag: { type: string, default: cat }
        apiToken: { type: string, default: t0ken-value }
        pin: { type: string, format: password, default: '1234' }
        note: { type: string, default: 'uses k3y-in-the-demo here' }
        nested:
          type: object
          properties:
            other: { type: string, default: 'prod-key-9f8e' }
            kept: { type: integer, default: 7 }
    steps:
      - { stepId: list, operationId: listPets }
`)
  const { user, router } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  await user.click(await screen.findByRole('button', { name: 'Run' }))
  await user.click(await screen.findByRole('button', { name: 'Start the run' }))
  expect(
    await within(run()).findByText(
      'A link to this view leaves out the inputs apiToken, pin, note, and nested.other: secrets never go into a link.',
    ),
  ).toBeInTheDocument()
  await user.click(within(run()).getByRole('button', { name: 'Run all' }))
  expect(await within(run()).findByText('Passed: 1 step.')).toBeInTheDocument()

  const address = decodeURIComponent(locationOf(router))
  expect(JSON.parse(new URL(locationOf(router), 'http://x').searchParams.get('inputs')!)).toEqual({
    tag: 'cat',
    nested: { kept: 7 },
  })
  await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
  await screen.findByText('Link to this view copied')
  const link = decodeURIComponent(await navigator.clipboard.readText())
  for (const text of [address, link])
    for (const secret of ['k3y-in-the-demo', 'prod-key-9f8e', 't0ken-value', '1234'])
      expect(text).not.toContain(secret)
})

test('a document URL goes into the address, unless it holds a key', async () => {
  setApiKey('demo', 'url-key-123', false)
  server.use(http.get('https://docs.example/flows.yaml', () => HttpResponse.text(petstore)))
  const { user, router } = renderApp('/workflows')
  const field = await screen.findByLabelText('Workflow URL')
  await user.type(field, 'https://docs.example/flows.yaml')
  await user.click(screen.getByRole('button', { name: 'Load from URL' }))
  await screen.findByText('Add a pet and read it back')
  expect(screen.getByText('https://docs.example/flows.yaml')).toBeInTheDocument()
  expect(new URL(locationOf(router), 'http://x').searchParams.get('document')).toBe(
    'https://docs.example/flows.yaml',
  )

  await user.type(field, '?key=url-key-123')
  await user.click(screen.getByRole('button', { name: 'Load from URL' }))
  await waitFor(() => expect(locationOf(router)).toBe('/workflows'))
  await screen.findByText('Add a pet and read it back')
})

test('a document from a file cannot travel in a link: the page says so, both ways', async () => {
  const { user, router } = renderApp(
    '/workflows?document=file&workflow=first-order-pet&step=open-pet',
  )
  expect(
    await screen.findByText(
      "This link's workflow document came from a file, which a link cannot carry. Choose the same file with Workflow file to open the run at its step.",
    ),
  ).toBeInTheDocument()
  const file = new File([petstore], 'flows.yaml', { type: 'application/yaml' })
  await user.upload(screen.getByLabelText('Workflow file'), file)
  expect(
    await screen.findByText(
      'From the file flows.yaml. A link to this view names the workflow and its step, but cannot carry the file: whoever opens it must choose the same file.',
    ),
  ).toBeInTheDocument()
  // The chosen file is the link's: its run opens at the link's step.
  expect(await screen.findByRole('region', { name: 'Workflow run' })).toHaveTextContent(
    'This link opens the run at step open-pet.',
  )
  expect(locationOf(router)).toContain('step=open-pet')
})

test('a link into a workflow with dependsOn names its own step, and runs the workflows it depends on first', async () => {
  serve(`
arazzo: 1.0.1
info: { title: Depends, version: '1' }
sourceDescriptions:
  - { name: petstore, url: ./openapi.yaml }
workflows:
  - workflowId: first-order
    steps:
      - stepId: orders
        operationId: listOrders
        outputs: { petId: $response.body#/0/petId }
    outputs: { petId: $steps.orders.outputs.petId }
  - workflowId: pet-of-order
    dependsOn: [first-order]
    steps:
      - { stepId: list, operationId: listPets }
      - stepId: read
        operationId: showPetById
        parameters:
          - { name: petId, in: path, value: $workflows.first-order.outputs.petId }
`)
  const { user, router, unmount } = renderApp('/workflows')
  await user.click(await screen.findByRole('button', { name: 'Load the pet store workflows' }))
  const [, main] = await screen.findAllByRole('button', { name: 'Run' })
  await user.click(main!)
  expect(await within(run()).findByText('Next: first-order › orders')).toBeInTheDocument()
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  await within(run()).findByRole('heading', { name: /first-order › orders/ })
  // The address names the step of the workflow run, never one of a workflow it depends on.
  await waitFor(() => expect(locationOf(router)).toContain('step=list'))
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  await waitFor(() => expect(locationOf(router)).toContain('step=read'))
  const link = locationOf(router)
  unmount()

  renderApp(link)
  const region = await screen.findByRole('region', { name: 'Workflow run' })
  expect(region).toHaveTextContent(
    'This link opens the run at step read. The step before it (list) has not run in this browser, so its outputs are not known: it runs again first. pet-of-order depends on the workflow first-order: it runs first, as in any run.',
  )
  await user.click(within(region).getByRole('button', { name: 'Run up to read' }))
  expect(await within(run()).findByText('Next: pet-of-order › read')).toBeInTheDocument()
  expect(
    within(run())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    expect.stringMatching(/^first-order › orders/),
    expect.stringMatching(/^pet-of-order › list/),
  ])
  await user.click(within(run()).getByRole('button', { name: 'Next step' }))
  expect(await within(run()).findByText('Passed: 3 steps.')).toBeInTheDocument()
  const petId = testDb.orders[0]!.petId
  expect(within(run()).getByText(new RegExp(`/pets/${petId}$`))).toBeInTheDocument()
})

test('a link naming a document by URL shows that address and fetches it only when asked, nothing lost', async () => {
  let fetched = 0
  server.use(
    http.get('https://docs.example/flows.yaml', () => {
      fetched++
      return HttpResponse.text(petstore)
    }),
  )
  const inputs = encodeURIComponent(JSON.stringify({ pet: { id: 5252, name: 'Asked' } }))
  const document = encodeURIComponent('https://docs.example/flows.yaml')
  const { user, router } = renderApp(
    `/workflows?document=${document}&workflow=add-and-read-pet&step=read-pet&inputs=${inputs}`,
  )
  expect(await screen.findByText(/^This link wants to load workflows from/)).toHaveTextContent(
    'This link wants to load workflows from https://docs.example/flows.yaml. Nothing is fetched from there until you ask.',
  )
  // What the user types meanwhile stays, and still nothing is fetched.
  await user.type(screen.getByLabelText('Workflow URL'), 'https://other.example/x.yaml')
  expect(fetched).toBe(0)
  expect(screen.queryByRole('region', { name: 'Workflow run' })).not.toBeInTheDocument()

  await user.click(
    screen.getByRole('button', { name: 'Load workflows from https://docs.example/flows.yaml' }),
  )
  // The link's workflow, step and inputs are kept: the run opens at its step.
  const region = await screen.findByRole('region', { name: 'Workflow run' })
  expect(region).toHaveTextContent('This link opens the run at step read-pet.')
  expect(fetched).toBe(1)
  expect(screen.queryByRole('button', { name: /^Load workflows from/ })).not.toBeInTheDocument()
  expect(screen.getByLabelText('Workflow URL')).toHaveValue('https://other.example/x.yaml')
  expect(locationOf(router)).toContain('step=read-pet')
  await user.click(within(region).getByRole('button', { name: 'Run up to read-pet' }))
  expect(await within(run()).findByText('Next: add-and-read-pet › read-pet')).toBeInTheDocument()
  expect(testDb.pets.some((pet) => pet.id === 5252 && pet.name === 'Asked')).toBe(true)
})

test('a link to the bundled document, by name or by its address on this site, opens without asking', async () => {
  const address = new URL('/petstore.arazzo.yaml', location.href).href
  for (const document of ['bundled', address]) {
    const { unmount } = renderApp(
      `/workflows?document=${encodeURIComponent(document)}&workflow=first-order-pet`,
    )
    expect(await screen.findByRole('region', { name: 'Workflow run' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Load workflows from/ })).not.toBeInTheDocument()
    unmount()
  }
})
