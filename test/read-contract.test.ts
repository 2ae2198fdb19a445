// @vitest-environment jsdom (the demo API's address comes from window.location)
// A server's own contract read from text (JSON or YAML), and every reason one cannot be used.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { bundledContract } from '../src/features/contract/contract'
import { diffContracts } from '../src/features/contract/contract-diff'
import { readContract } from '../src/features/contract/read-contract'
import { say } from '../src/lib/i18n/i18n'
import { changedContract } from './live-contract-fixture'

const yamlText = readFileSync('openapi.yaml', 'utf8')
const reason = async (text: string) => {
  const read = await readContract(text)
  return read.ok ? 'usable' : say(read.reason)
}
const minimal = (extra: object) => JSON.stringify({ openapi: '3.0.3', paths: {}, ...extra })

test('the bundled contract reads the same from YAML and from JSON', async () => {
  const fromYaml = await readContract(yamlText)
  const fromJson = await readContract(JSON.stringify(bundledContract()))
  expect(fromYaml.ok && fromJson.ok).toBe(true)
  if (!fromYaml.ok || !fromJson.ok) return
  expect(Object.keys(fromYaml.api.paths)).toEqual(Object.keys(bundledContract().paths))
  expect(diffContracts(bundledContract(), fromYaml.api)).toEqual([])
  expect(diffContracts(bundledContract(), fromJson.api)).toEqual([])
})

test('a YAML error is named with its line', async () => {
  expect(await reason('openapi: 3.0.3\npaths:\n\t/pets: {}\n')).toBe(
    'a YAML error on line 3: tab characters must not be used in indentation',
  )
  expect(await reason('openapi: 3.0.3\ninfo:\n  title: x\n   bad: 1\npaths: {}\n')).toBe(
    'a YAML error on line 4: bad indentation of a mapping entry',
  )
})

test('JSON that does not parse is named as such', async () => {
  expect(await reason('{"openapi": "3.0.3",')).toMatch(/^it is not valid JSON: /)
})

test('what is not OpenAPI 3.x is named: no version, Swagger 2, another major, no paths', async () => {
  expect(await reason('"just a string"')).toMatch(/no "openapi" version|holds no object/)
  expect(await reason('[1, 2]')).toBe('it is not an OpenAPI document (it holds no object)')
  expect(await reason('{"name": "pets"}')).toBe(
    'it is not an OpenAPI document: it has no "openapi" version',
  )
  expect(await reason('{"swagger": "2.0", "paths": {}}')).toBe('it is Swagger 2.0, not OpenAPI 3.x')
  expect(await reason('{"openapi": "4.0.0", "paths": {}}')).toBe(
    'it is OpenAPI 4.0.0; the console reads OpenAPI 3.x',
  )
  expect(await reason('{"openapi": "3.1.0"}')).toBe(
    'it is not an OpenAPI document: it has no paths',
  )
})

test('a $ref cycle, a $ref to nothing and a $ref to another file are named', async () => {
  const schemas = (s: object) => minimal({ components: { schemas: s } })
  expect(
    await reason(
      schemas({ A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } }),
    ),
  ).toMatch(
    /^a \$ref cycle: #\/components\/schemas\/([AB]) → #\/components\/schemas\/[AB] → #\/components\/schemas\/\1$/,
  )
  expect(await reason(schemas({ A: { $ref: '#/components/schemas/A' } }))).toMatch(
    /^a \$ref cycle: /,
  )
  expect(await reason(schemas({ A: { $ref: '#/components/schemas/Nope' } }))).toBe(
    '"$ref": "#/components/schemas/Nope" points to nothing in it',
  )
  expect(await reason(schemas({ A: { $ref: 'common.yaml#/Pet' } }))).toBe(
    'it refers to another document ("$ref": "common.yaml#/Pet"); publish the contract as one file',
  )
})

test('a schema that holds itself through its fields (a tree) is usable', async () => {
  const tree = {
    type: 'object',
    properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
  }
  expect(await reason(minimal({ components: { schemas: { Node: tree } } }))).toBe('usable')
})

test('referenced path items, request bodies and examples are followed where they stand', async () => {
  const read = await readContract(JSON.stringify(changedContract()))
  expect(read.ok).toBe(true)
  if (!read.ok) return
  const post = read.api.paths['/pets']?.post
  expect(post?.requestBody?.content?.['application/json']?.examples?.nickname?.value).toEqual({
    name: 'Rex',
    nickname: 'Rexy',
  })
  expect(read.api.paths['/store/inventory']?.get?.operationId).toBe('getInventory')
})

test('the changes against the bundled contract: operations, parameters and schema fields', async () => {
  const read = await readContract(JSON.stringify(changedContract()))
  if (!read.ok) throw new Error(say(read.reason))
  const changes = diffContracts(bundledContract(), read.api)
  const string = { types: ['string'], nullable: false }
  expect(changes).toContainEqual({
    kind: 'added',
    subject: 'GET /store/inventory',
    what: { summary: 'Returns pet inventories by status' },
  })
  expect(changes).toContainEqual({
    kind: 'added',
    subject: 'Pet.nickname',
    what: { type: string, required: false },
  })
  expect(changes).toContainEqual({
    kind: 'added',
    subject: 'GET /pets: query species',
    what: { type: string, required: false },
  })
  expect(changes).toContainEqual({
    kind: 'changed',
    subject: 'Pet.tag',
    type: { old: string, new: { types: ['string', 'null'], nullable: false } },
  })
  expect(changes).toContainEqual({
    kind: 'removed',
    subject: 'GET /store/orders',
    what: { summary: 'List store orders' },
  })
})
