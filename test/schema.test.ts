// The resource shapes as the client checks responses against them.
import { expect, test } from 'vitest'
import { check, newPetSchema, orderListSchema, petListSchema, petSchema } from '../src/api/schemas'

test('null and absent fields read as not sent; extra fields and bigint ids are kept', () => {
  const input = { id: 2n ** 63n - 1n, name: null, status: 'sold', photoUrls: ['a.png'] }
  const result = check(petSchema, input)
  expect(result).toEqual({
    ok: true,
    value: { id: 2n ** 63n - 1n, name: undefined, status: 'sold', photoUrls: ['a.png'] },
  })
  // The input is left as it was.
  expect(input).toHaveProperty('name', null)
})

test('issues name the value by its JSON path and say what was expected and got', () => {
  const pets = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: '7', name: 4 }]
  expect(check(petListSchema, pets)).toEqual({
    ok: false,
    issues: [
      { path: '$[3].id', message: 'expected an integer, got a string "7"' },
      { path: '$[3].name', message: 'expected a string, got an integer 4' },
    ],
  })
  expect(check(petSchema, [])).toEqual({
    ok: false,
    issues: [{ path: '$', message: 'expected an object, got an array' }],
  })
  expect(check(orderListSchema, { id: 1 })).toEqual({
    ok: false,
    issues: [{ path: '$', message: 'expected an array, got an object' }],
  })
  expect(check(petSchema, { id: 1.5 })).toMatchObject({
    issues: [{ path: '$.id', message: 'expected an integer, got a number' }],
  })
})

test('a new pet needs an integer id and a name that is not blank', () => {
  expect(check(newPetSchema, { name: 'Rex' })).toMatchObject({
    ok: false,
    issues: [{ path: '$.id', message: 'is required' }],
  })
  expect(check(newPetSchema, { id: 1, name: '   ' })).toMatchObject({
    ok: false,
    issues: [{ path: '$.name', message: 'is required' }],
  })
  expect(check(newPetSchema, { id: 9_007_199_254_740_993n, name: ' Rex ' })).toEqual({
    ok: true,
    value: { id: 9_007_199_254_740_993n, name: 'Rex' },
  })
})

test('a list reports its first 20 issues', () => {
  const orders = Array.from({ length: 50 }, (_, index) => ({ id: index, complete: 'yes' }))
  const result = check(orderListSchema, orders)
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.issues).toHaveLength(20)
  expect(result.issues[0]).toEqual({
    path: '$[0].complete',
    message: 'expected true or false, got a string "yes"',
  })
  expect(result.issues[19]?.path).toBe('$[19].complete')
})
