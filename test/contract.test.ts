// @vitest-environment jsdom (the demo API's address comes from window.location)
// openapi.yaml is the one source of truth: the valibot schemas the client checks responses with must
// say the same thing (field names, types, int64/int32 formats, required lists, the operations).
import { readFileSync } from 'node:fs'
import type * as v from 'valibot'
import { parse } from 'yaml'
import { expect, test } from 'vitest'
import {
  errorSchema,
  int32,
  int64,
  newPetSchema,
  orderSchema,
  petFieldNames,
  petSchema,
} from '../src/api/schemas'
import { checkValue } from '../src/features/contract/schema-check'
import { contract } from '../src/features/contract/contract'
import { methods, resolve, type JsonSchema, type MediaType } from '../src/features/contract/openapi'

const file = parse(readFileSync('openapi.yaml', 'utf8')) as ReturnType<typeof contract>
const schemas = file.components.schemas

interface Shape {
  type: string
  format?: string
}

/** One valibot field as the contract would write it, and whether it may be left out. */
function fieldShape(schema: v.GenericSchema): Shape & { optional: boolean } {
  const node = schema as v.GenericSchema & {
    pipe?: v.GenericSchema[]
    wrapped?: v.GenericSchema
  }
  if (node.type === 'nullish' && node.wrapped)
    return { ...fieldShape(node.wrapped), optional: true }
  if (node.pipe && node.pipe[0] !== node) return fieldShape(node.pipe[0] as v.GenericSchema)
  if (schema === int64) return { type: 'integer', format: 'int64', optional: false }
  if (schema === int32) return { type: 'integer', format: 'int32', optional: false }
  return { type: node.type, optional: false }
}

/** A console object schema (a pipe ending in a loose object) as properties and a required list. */
function objectShape(schema: v.GenericSchema) {
  const pipe = (schema as { pipe?: { type: string; entries?: v.ObjectEntries }[] }).pipe ?? []
  const entries = pipe.find((item) => item.type === 'loose_object')?.entries ?? {}
  const fields = Object.entries(entries).map(
    ([name, field]) => [name, fieldShape(field as v.GenericSchema)] as const,
  )
  return {
    properties: Object.fromEntries(
      fields.map(([name, { type, format }]) => [name, format ? { type, format } : { type }]),
    ),
    required: fields.filter(([, shape]) => !shape.optional).map(([name]) => name),
  }
}

/** The contract's object schema with only what the console's schemas say (dates stay strings). */
function contractShape(schema: JsonSchema | undefined) {
  const properties = Object.entries(schema?.properties ?? {}).map(([name, field]) => {
    const intFormat = field.type === 'integer' ? field.format : undefined
    return [name, intFormat ? { type: field.type, format: intFormat } : { type: field.type }]
  })
  return { properties: Object.fromEntries(properties), required: schema?.required ?? [] }
}

test('the request log checks against the same openapi.yaml that is in the repository', () => {
  expect(contract()).toEqual(file)
})

test('Pet: the fields, types and int64 id agree; the form requires what the contract requires', () => {
  const pet = contractShape(schemas.Pet)
  expect(objectShape(petSchema).properties).toEqual(pet.properties)
  expect(objectShape(newPetSchema)).toEqual(pet)
  expect(Object.keys(pet.properties)).toEqual(petFieldNames)
  // Reading is lenient on purpose: a server pet missing a field still renders (SPEC "Unknowns").
  expect(objectShape(petSchema).required).toEqual([])
})

test('Order and Error agree with the contract, required lists included', () => {
  expect(objectShape(orderSchema)).toEqual(contractShape(schemas.Order))
  expect(objectShape(errorSchema)).toEqual(contractShape(schemas.Error))
  expect(schemas.Order?.properties?.shipDate?.format).toBe('date-time')
})

test('each call the console makes is an operation of the contract with the schema it checks', () => {
  const json = (schema: JsonSchema | undefined) => ({
    content: { 'application/json': { schema } },
  })
  const pets = file.paths['/pets']
  expect(pets?.get?.operationId).toBe('listPets')
  expect(pets?.get?.responses['200']).toMatchObject(
    json({ type: 'array', items: { $ref: '#/components/schemas/Pet' } }),
  )
  expect(pets?.post?.operationId).toBe('createPet')
  expect(pets?.post?.requestBody).toMatchObject(json({ $ref: '#/components/schemas/Pet' }))
  expect(pets?.post?.responses['201']).toMatchObject(json({ $ref: '#/components/schemas/Pet' }))
  const pet = file.paths['/pets/{petId}']
  expect(pet?.get?.operationId).toBe('showPetById')
  expect(pet?.get?.responses['200']).toMatchObject(json({ $ref: '#/components/schemas/Pet' }))
  const orders = file.paths['/store/orders']
  expect(orders?.get?.operationId).toBe('listOrders')
  expect(orders?.get?.responses['200']).toMatchObject(
    json({ type: 'array', items: { $ref: '#/components/schemas/Order' } }),
  )
  expect(Object.keys(file.paths).sort()).toEqual(['/pets', '/pets/{petId}', '/store/orders'])
})

/** Every named example in the contract, with where it is and the schema it illustrates. */
function examples() {
  const api = contract()
  const found: { where: string; schema: JsonSchema; value: unknown; invalid: boolean }[] = []
  const collect = (where: string, content: Record<string, MediaType> | undefined) => {
    for (const [type, media] of Object.entries(content ?? {})) {
      for (const [name, example] of Object.entries(media.examples ?? {})) {
        found.push({
          where: `${where} ${type} ${name}`,
          schema: media.schema ?? {},
          value: example.value,
          invalid: example['x-invalid'] === true,
        })
      }
    }
  }
  for (const [path, item] of Object.entries(api.paths)) {
    for (const method of methods) {
      const operation = item[method]
      if (!operation) continue
      const at = `${method.toUpperCase()} ${path}`
      collect(`${at} request`, operation.requestBody?.content)
      for (const [status, response] of Object.entries(operation.responses)) {
        collect(`${at} ${status}`, resolve(api, response).content)
      }
    }
  }
  return found
}

test('every example marked valid validates, and every one marked x-invalid does not', () => {
  const all = examples()
  const results = all.map(({ where, schema, value, invalid }) => {
    const { violations } = checkValue(schema, value)
    return { where, invalid, violations: violations.map((f) => `${f.path}: ${f.message}`) }
  })
  expect(results.filter((r) => !r.invalid && r.violations.length > 0)).toEqual([])
  expect(results.filter((r) => r.invalid && r.violations.length === 0)).toEqual([])
  expect(results.find((r) => r.where.endsWith('no-name'))?.violations).toEqual([
    '$.name: required field missing',
  ])
  // POST /pets has the four the explorer offers, and every response of every operation has one.
  const requests = all.filter((e) => e.where.startsWith('POST /pets request'))
  expect(requests.map((e) => e.where.split(' ').at(-1))).toEqual([
    'valid-pet',
    'no-name',
    'huge-id',
    'emoji-rtl',
  ])
  for (const [path, item] of Object.entries(contract().paths)) {
    for (const method of methods) {
      for (const status of Object.keys(item[method]?.responses ?? {})) {
        const at = `${method.toUpperCase()} ${path} ${status} `
        expect(
          all.some((e) => e.where.startsWith(at)),
          at,
        ).toBe(true)
      }
    }
  }
})

test('the id above 2^53 in an example reaches the console exactly', () => {
  const example = examples().find((e) => e.where.endsWith('huge-id'))
  const id = (example?.value as { id: number }).id
  expect(BigInt(id)).toBe(2n ** 53n + 2n)
})
