// @vitest-environment jsdom (settings name the demo API from window.location)
// Following an OpenAPI link without the page: which response's links an answer gets (its status,
// its range, default), and the request a link fills, body included.
import { expect, test } from 'vitest'
import type { OpenApi } from '../src/features/contract/openapi'
import { followLink, linksFor, targetOf } from '../src/features/explorer/links'
import { listOperations } from '../src/features/explorer/operations'
import type { ExpressionContext } from '../src/lib/runtime-expression'
import { parseJson } from '../src/lib/json'

const link = (name: string) => ({ [name]: { operationId: 'renamePet' } })
const api: OpenApi = {
  components: { schemas: {} },
  paths: {
    '/pets/{petId}': {
      get: {
        operationId: 'getPet',
        responses: {
          '200': { description: 'ok', links: link('exact') },
          '2XX': { description: 'ok', links: link('range') },
          '404': { description: 'none' },
          default: { description: 'any', links: link('fallback') },
        },
      },
      put: {
        operationId: 'renamePet',
        parameters: [
          { name: 'petId', in: 'path', required: true },
          { name: 'dryRun', in: 'query' },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {},
      },
    },
  },
}
const operations = listOperations(api)
const getPet = operations[0]!
const renamePet = operations[1]!

test('an answer gets its own status’s links, else its range’s, else default’s', () => {
  const names = (status: number) => linksFor(getPet, status).map((named) => named.name)
  expect(names(200)).toEqual(['exact'])
  expect(names(204)).toEqual(['range'])
  expect(names(404)).toEqual([])
  expect(names(500)).toEqual(['fallback'])
})

test('a link opens its operation by operationId or a local operationRef', () => {
  expect(targetOf({ operationId: 'renamePet' }, operations)).toBe(renamePet)
  expect(targetOf({ operationRef: '#/paths/~1pets~1{petId}/put' }, operations)).toBe(renamePet)
  expect(targetOf({ operationRef: '#/paths/~1pets~1%7BpetId%7D/get' }, operations)).toBe(getPet)
  expect(
    targetOf({ operationRef: 'https://other.example/api.json#/paths/~1x/get' }, operations),
  ).toBeUndefined()
  expect(targetOf({ operationId: 'deletePet' }, operations)).toBeUndefined()
})

test('parameters (plain or qualified), constants and the body are filled, int64 exact', () => {
  const context: ExpressionContext = {
    url: 'https://api.example.com/pets/9007199254740993',
    method: 'GET',
    statusCode: 200,
    request: { path: { petId: '9007199254740993' }, query: new URLSearchParams(), headers: {} },
    response: { headers: {}, body: parseJson('{"id":9007199254740993,"name":"Rex"}') },
  }
  const followed = followLink(
    {
      operationId: 'renamePet',
      parameters: { 'path.petId': '$request.path.petId', 'query.dryRun': true },
      requestBody: { name: 'constant' },
    },
    renamePet,
    context,
  )
  expect(followed.draft.params).toEqual({ petId: '9007199254740993', dryRun: 'true' })
  expect(followed.draft.body).toBe('{\n  "name": "constant"\n}')
  const fromBody = followLink({ requestBody: '$response.body' }, renamePet, context)
  expect(fromBody.draft.body).toBe('{\n  "id": 9007199254740993,\n  "name": "Rex"\n}')
  expect(fromBody.filled).toEqual([{ field: 'requestBody', value: fromBody.draft.body }])
  const broken = followLink({ requestBody: '$response.body#/owner' }, renamePet, context)
  expect(broken.problems).toEqual([
    {
      kind: 'expression',
      field: 'requestBody',
      problem: { reason: 'notFound', expression: '$response.body#/owner', at: 0 },
    },
  ])
})
