// An operation added to the contract shows up in the explorer with no new code: this file runs the
// app over a copy of openapi.yaml with one more path (parameters at path and operation level, a
// query parameter, an integer path parameter and a named example), and with HEAD and TRACE
// operations, which OpenAPI allows as much as GET.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { chooseOperation, offeredOperations } from './operation-steps'
import { renderApp } from './render'
import { API, server } from './server'

vi.mock('../openapi.yaml', async () => {
  const { readFileSync } = await import('node:fs')
  const { parse } = await import('yaml')
  const api = parse(readFileSync('openapi.yaml', 'utf8'))
  api.paths['/pets/{petId}/toys/{toyId}'] = {
    parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
    put: {
      operationId: 'replaceToy',
      summary: 'Replace a toy',
      parameters: [
        { name: 'toyId', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } },
        { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Toy' },
            examples: { ball: { summary: 'A red ball', value: { name: 'Ball', colour: 'red' } } },
          },
        },
      },
      responses: { '200': { description: 'The toy', content: {} } },
    },
  }
  api.paths['/pets/{petId}'].head = {
    operationId: 'petExists',
    summary: 'Whether a pet exists',
    parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
    responses: { '200': { description: 'It does' }, '404': { description: 'It does not' } },
  }
  api.paths['/pets'].trace = {
    operationId: 'tracePets',
    responses: { '200': { description: 'The request as the server received it' } },
  }
  api.components.schemas.Toy = {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, colour: { type: 'string' } },
  }
  return { default: api }
})

test('a new operation is offered, its parameters and example are fields, and it is sent', async () => {
  const sent: { url: string; body: string }[] = []
  server.use(
    http.put(`${API}/pets/:petId/toys/:toyId`, async ({ request }) => {
      sent.push({ url: request.url, body: await request.text() })
      return new HttpResponse(null, { status: 200 })
    }),
  )
  const { user } = renderApp('/explorer?operation=PUT /pets/{petId}/toys/{toyId}')
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  expect(await offeredOperations(user)).toContain('PUT /pets/{petId}/toys/{toyId}')
  expect(screen.getByLabelText('Operation')).toHaveValue('PUT /pets/{petId}/toys/{toyId}')
  expect(screen.getByLabelText('Example')).toHaveDisplayValue('A red ball')
  expect(screen.getByLabelText('Request body')).toHaveValue(
    '{\n  "name": "Ball",\n  "colour": "red"\n}',
  )

  await user.type(screen.getByLabelText('petId'), '7')
  await user.type(screen.getByLabelText('toyId'), 'abc')
  const problems = within(screen.getByRole('group', { name: 'Problems' }))
  expect(problems.getByRole('listitem')).toHaveTextContent(
    'toyId: expected integer, got string "abc"',
  )
  expect(screen.getByLabelText('toyId')).toHaveAttribute('aria-invalid', 'true')

  await user.clear(screen.getByLabelText('toyId'))
  await user.type(screen.getByLabelText('toyId'), '3')
  await user.type(screen.getByLabelText('dryRun'), 'true')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(sent).toHaveLength(1))
  expect(sent[0]?.url).toBe(`${API}/pets/7/toys/3?dryRun=true`)
  expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ name: 'Ball', colour: 'red' })
  const answer = screen.getByRole('region', { name: 'Response' })
  await waitFor(() => expect(answer).toHaveTextContent('HTTP 200'))
  await waitFor(() => expect(answer).toHaveTextContent('Contract: OK'))
})

test('HEAD and TRACE are offered, TRACE with why a browser cannot send it; HEAD is sent, its status and headers shown without a body', async () => {
  server.use(
    http.head(
      `${API}/pets/:petId`,
      () => new HttpResponse(null, { status: 200, headers: { 'x-pet-exists': 'yes' } }),
    ),
  )
  const { user } = renderApp('/explorer')
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  expect(await offeredOperations(user)).toContain('TRACE /pets')
  await chooseOperation(user, 'TRACE /pets')
  expect(screen.getByRole('combobox', { name: 'Operation' })).toHaveAccessibleDescription(
    /^Browsers do not send TRACE requests/,
  )
  await chooseOperation(user, 'HEAD /pets/{petId}')
  await user.type(screen.getByLabelText('petId'), '7')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const answer = screen.getByRole('region', { name: 'Response' })
  await waitFor(() => expect(answer).toHaveTextContent('HTTP 200'))
  expect(within(answer).getByText('x-pet-exists')).toBeInTheDocument()
  expect(within(answer).getByText('No body.')).toBeInTheDocument()
  await waitFor(() => expect(answer).toHaveTextContent('Contract: OK'))
})
