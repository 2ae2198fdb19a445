import fc from 'fast-check'
import {
  array,
  boolean,
  checkInSlices,
  int64,
  object,
  optional,
  string,
  type Schema,
} from '../src/api/schema'
import { orderListSchema, petListSchema, petSchema } from '../src/api/schemas'

const pause = () => Promise.resolve()

test('null and absent optional fields are dropped; extra fields and bigint ids are kept', () => {
  const input = { id: 2n ** 63n - 1n, name: null, status: 'sold', photoUrls: ['a.png'] }
  const result = petSchema.check(input, '')
  expect(result).toEqual({
    ok: true,
    value: { id: 2n ** 63n - 1n, status: 'sold', photoUrls: ['a.png'] },
  })
  expect(result.ok && 'name' in result.value).toBe(false)
  // The input is left as it was.
  expect(input).toHaveProperty('name', null)
})

test('issues name the field by its path from the root, for lists and nested objects', () => {
  const pets = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 'four', name: 4 }]
  expect(petListSchema.check(pets, '')).toEqual({
    ok: false,
    issues: [
      { path: '[3].id', message: 'expected an integer, got a string' },
      { path: '[3].name', message: 'expected a string, got a number' },
    ],
  })
  expect(petListSchema.check(pets, 'pets')).toMatchObject({
    issues: [{ path: 'pets[3].id' }, { path: 'pets[3].name' }],
  })

  const owner = object({ name: string, pets: array(object({ id: int64, vaccinated: boolean })) })
  expect(owner.check({ pets: [{ id: 1, vaccinated: true }, { id: 2 }, 'x'] }, 'owner')).toEqual({
    ok: false,
    issues: [
      { path: 'owner.name', message: 'is required' },
      { path: 'owner.pets[1].vaccinated', message: 'is required' },
      { path: 'owner.pets[2]', message: 'expected an object, got a string' },
    ],
  })
  expect(array(array(int64)).check([[1], [2, 'x']], '')).toMatchObject({
    issues: [{ path: '[1][1]', message: 'expected an integer, got a string' }],
  })
  expect(petSchema.check([], '')).toEqual({
    ok: false,
    issues: [{ path: '', message: 'expected an object, got an array' }],
  })
})

test('a list reports its first 20 issues', () => {
  const orders = Array.from({ length: 50 }, (_, index) => ({ id: index, complete: 'yes' }))
  const result = orderListSchema.check(orders, '')
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.issues).toHaveLength(20)
  expect(result.issues[0]).toEqual({
    path: '[0].complete',
    message: 'expected true or false, got a string',
  })
  expect(result.issues[19]?.path).toBe('[19].complete')
})

test('optional accepts null as absent but checks a present value', () => {
  const maybeCount = optional(int64)
  expect(maybeCount.check(null, 'count')).toEqual({ ok: true, value: undefined })
  expect(maybeCount.check(1.5, 'count')).toEqual({
    ok: false,
    issues: [{ path: 'count', message: 'expected an integer, got a number' }],
  })
})

test('checking a long list in slices pauses between slices', async () => {
  const pets = Array.from({ length: 2_000 }, (_, index) => ({
    id: index + 1,
    name: `Pet ${index}`,
  }))
  let pauses = 0
  const result = await checkInSlices(petListSchema, pets, '', () => {
    pauses++
    return Promise.resolve()
  })
  expect(pauses).toBeGreaterThan(1)
  expect(result).toEqual(petListSchema.check(pets, ''))
})

// Records as a server might send them: valid, null fields, wrong types, missing fields, extras.
const anyValue = fc.oneof(
  fc.integer(),
  fc.bigInt(),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
const record = fc.oneof(
  fc.record(
    {
      id: fc.oneof(fc.integer(), fc.bigInt(), anyValue),
      petId: fc.oneof(fc.integer(), anyValue),
      quantity: fc.oneof(fc.nat(), anyValue),
      shipDate: fc.oneof(fc.string(), anyValue),
      complete: fc.oneof(fc.boolean(), anyValue),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
  anyValue,
)

test('the sliced check gives exactly the result of the one-go check', async () => {
  const schemas: Array<Schema<unknown>> = [orderListSchema, array(object({ id: int64 }))]
  await fc.assert(
    fc.asyncProperty(
      fc.array(record, { maxLength: 1_600, size: 'max' }),
      fc.constantFrom(...schemas),
      fc.constantFrom('', 'orders'),
      async (list, schema, path) => {
        expect(await checkInSlices(schema, list, path, pause)).toEqual(schema.check(list, path))
      },
    ),
    { numRuns: 60 },
  )
})

test('the sliced check of something that is not a list is the plain check', async () => {
  expect(await checkInSlices(orderListSchema, { id: 1 }, '', pause)).toEqual({
    ok: false,
    issues: [{ path: '', message: 'expected an array, got a object' }],
  })
  expect(await checkInSlices(petSchema, { id: '1' }, '', pause)).toEqual(
    petSchema.check({ id: '1' }, ''),
  )
})
