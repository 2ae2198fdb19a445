// @vitest-environment node
// The resource shapes as the client checks responses against them.
import { expect, test } from 'vitest'
import { controlsPatchSchema } from '../src/api/demo-contract'
import {
  check,
  isOpen,
  newPetSchema,
  orderListSchema,
  orderSchema,
  petFieldsOf,
  petListSchema,
  petSchema,
  shipTime,
} from '../src/api/schemas'

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

test('int32 and int64 hold both their ends, and a value past them is out of range', () => {
  const quantity = (value: number | bigint) => check(orderSchema, { quantity: value })
  expect([2 ** 31 - 1, -(2 ** 31)].map((value) => quantity(value).ok)).toEqual([true, true])
  expect(quantity(2 ** 31)).toEqual({
    ok: false,
    issues: [{ path: '$.quantity', message: 'expected an int32, got 2147483648 (out of range)' }],
  })
  expect(quantity(-(2 ** 31) - 1)).toMatchObject({
    issues: [{ message: 'expected an int32, got -2147483649 (out of range)' }],
  })
  const id = (value: bigint) => check(petSchema, { id: value })
  expect([2n ** 63n - 1n, -(2n ** 63n)].map((value) => id(value).ok)).toEqual([true, true])
  expect(id(2n ** 63n)).toEqual({
    ok: false,
    issues: [
      { path: '$.id', message: 'expected an int64, got 9223372036854775808 (out of range)' },
    ],
  })
  expect(id(-(2n ** 63n) - 1n).ok).toBe(false)
})

test('what was got is named by its kind; a long string is cut at 40 characters', () => {
  const got = (name: unknown) => {
    const result = check(petSchema, { name })
    return result.ok ? null : result.issues[0]?.message
  }
  expect(got([])).toBe('expected a string, got an array')
  expect(got({})).toBe('expected a string, got an object')
  expect(got(true)).toBe('expected a string, got a boolean')
  expect(got(2.5)).toBe('expected a string, got a number')
  expect(got(7n)).toBe('expected a string, got an integer 7')
  expect(check(petListSchema, null)).toEqual({
    ok: false,
    issues: [{ path: '$', message: 'expected an array, got null' }],
  })
  expect(check(petSchema, { id: 'x'.repeat(50) })).toMatchObject({
    issues: [{ message: `expected an integer, got a string "${'x'.repeat(40)}"` }],
  })
})

test('a value that breaks two rules of one field is told once', () => {
  expect(check(controlsPatchSchema, { latencyMs: 5000.5 })).toMatchObject({
    ok: false,
    issues: [{ path: '$.latencyMs' }],
  })
})

test('an order is open unless it says it is complete; a ship date that does not parse is NaN', () => {
  expect([{}, { complete: false }, { complete: true }].map(isOpen)).toEqual([true, true, false])
  expect(shipTime({ shipDate: '2026-11-25T10:00:00Z' })).toBe(Date.parse('2026-11-25T10:00:00Z'))
  expect(shipTime({})).toBeNaN()
  expect(shipTime({ shipDate: 'tomorrow' })).toBeNaN()
})

test('pet fields are the declared ones, then the others in the order first met', () => {
  expect(petFieldsOf([])).toEqual(['id', 'name', 'tag', 'status'])
  expect(
    petFieldsOf([
      { id: 1, photo: 'a.png' },
      { name: 'Rex', owner: 'Ann', photo: 'b.png' },
    ]),
  ).toEqual(['id', 'name', 'tag', 'status', 'photo', 'owner'])
})
