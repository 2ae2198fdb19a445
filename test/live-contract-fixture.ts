// A server's contract that moved ahead of the bundled one (OpenAPI 3.1): an extra operation,
// GET /store/inventory, behind a referenced path item; an extra field, Pet.nickname; a new query
// parameter; a field that may be null; a referenced request body and example; and GET /store/orders
// gone. The tests of the live contract serve it.
import { bundledContract } from '../src/features/contract/contract'
import type { OpenApi } from '../src/features/contract/openapi'

export function changedContract(): OpenApi & Record<string, unknown> {
  const api = structuredClone(bundledContract()) as OpenApi & Record<string, unknown>
  api.openapi = '3.1.0'
  const pets = api.paths['/pets']
  const pet = api.components.schemas.Pet
  if (!pets?.get || !pets.post || !pet?.properties) throw new Error('the bundled contract changed')
  pet.properties.nickname = { type: 'string' }
  pet.properties.tag = { type: ['string', 'null'] }
  pets.get.parameters = [
    ...(pets.get.parameters ?? []),
    { name: 'species', in: 'query', schema: { type: 'string' } },
  ]
  const body = pets.post.requestBody
  pets.post.requestBody = { $ref: '#/components/requestBodies/NewPet' } as typeof body
  const examples = body?.content?.['application/json']?.examples ?? {}
  examples.nickname = { $ref: '#/components/examples/Nickname' } as (typeof examples)[string]
  delete api.paths['/store/orders']
  api.paths['/store/inventory'] = { $ref: '#/components/pathItems/Inventory' } as never
  Object.assign(api.components, {
    requestBodies: { NewPet: body },
    examples: {
      Nickname: { summary: 'A pet with a nickname', value: { name: 'Rex', nickname: 'Rexy' } },
    },
    pathItems: {
      Inventory: {
        get: {
          operationId: 'getInventory',
          summary: 'Returns pet inventories by status',
          responses: {
            '200': {
              description: 'Counts by status',
              content: {
                'application/json': {
                  schema: { type: 'object', additionalProperties: { type: 'integer' } },
                },
              },
            },
          },
        },
      },
    },
  })
  return api
}
