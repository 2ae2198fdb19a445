// @vitest-environment jsdom (the demo API's address comes from window.location)
// Checking one value against a schema, on schemas openapi.yaml does not have yet (nullable, enum,
// closed objects, untyped nodes): what the explorer and the request log would say if it grew them.
import { expect, test } from 'vitest'
import { resolve, type JsonSchema, type OpenApi } from '../src/features/contract/openapi'
import { checkValue, Findings, validate } from '../src/features/contract/schema-check'

const lines = (schema: JsonSchema, value: unknown) =>
  checkValue(schema, value).violations.map(({ path, message }) => `${path}: ${message}`)

test('null passes a nullable schema only; other schemas name it as null', () => {
  expect(lines({ type: 'string', nullable: true }, null)).toEqual([])
  expect(lines({ type: 'string', nullable: false }, null)).toEqual(['$: expected string, got null'])
  expect(lines({ type: 'object' }, null)).toEqual(['$: expected object, got null'])
  // Nullable lets null through, not other types.
  expect(lines({ type: 'string', nullable: true }, 3)).toEqual([
    '$: expected string, got integer 3',
  ])
})

test('each kind of value is named as it is in the finding', () => {
  expect(lines({ type: 'string' }, [1])).toEqual(['$: expected string, got array'])
  expect(lines({ type: 'string' }, { a: 1 })).toEqual(['$: expected string, got object'])
  expect(lines({ type: 'string' }, 1.5)).toEqual(['$: expected string, got number 1.5'])
  expect(lines({ type: 'string' }, true)).toEqual(['$: expected string, got boolean true'])
  expect(lines({ type: 'string' }, 2n ** 63n)).toEqual([
    '$: expected string, got integer 9223372036854775808',
  ])
  expect(lines({ type: 'integer' }, 'x'.repeat(50))).toEqual([
    `$: expected integer, got string "${'x'.repeat(40)}"`,
  ])
})

test('integer, number, array and object each accept their own values only', () => {
  expect(lines({ type: 'integer' }, 7)).toEqual([])
  expect(lines({ type: 'integer' }, 2n ** 60n)).toEqual([])
  expect(lines({ type: 'integer' }, 7.5)).toEqual(['$: expected integer, got number 7.5'])
  expect(lines({ type: 'number' }, 7.5)).toEqual([])
  expect(lines({ type: 'number' }, 2n ** 60n)).toEqual([])
  expect(lines({ type: 'number' }, '7')).toEqual(['$: expected number, got string "7"'])
  expect(lines({ type: 'number' }, Infinity)).toEqual(['$: expected number, got number Infinity'])
  expect(lines({ type: 'array' }, [])).toEqual([])
  expect(lines({ type: 'array' }, { length: 0 })).toEqual(['$: expected array, got object'])
  expect(lines({ type: 'object' }, {})).toEqual([])
  expect(lines({ type: 'object' }, [])).toEqual(['$: expected object, got array'])
  expect(lines({ type: 'object' }, 'x')).toEqual(['$: expected object, got string "x"'])
  expect(lines({ type: 'object' }, 1)).toEqual(['$: expected object, got integer 1'])
  expect(lines({ type: 'boolean' }, false)).toEqual([])
  expect(lines({ type: 'boolean' }, 0)).toEqual(['$: expected boolean, got integer 0'])
  // A schema without a type takes any value.
  expect(lines({}, null)).toEqual([])
  expect(lines({}, [1, 'a'])).toEqual([])
})

test('an enum takes its values only, and lists them', () => {
  const status: JsonSchema = { type: 'string', enum: ['available', 'pending', 'sold'] }
  expect(lines(status, 'sold')).toEqual([])
  expect(lines(status, 'lost')).toEqual([
    '$: expected one of available, pending, sold, got string "lost"',
  ])
  expect(lines({ type: 'integer', enum: [1, 2] }, 3)).toEqual([
    '$: expected one of 1, 2, got integer 3',
  ])
})

test('int32 and int64 take their whole range and nothing past either end', () => {
  const int32 = { type: 'integer', format: 'int32' } as const
  expect(lines(int32, 2 ** 31 - 1)).toEqual([])
  expect(lines(int32, -(2 ** 31))).toEqual([])
  expect(lines(int32, 2 ** 31)).toEqual(['$: 2147483648 is outside the int32 range'])
  expect(lines(int32, -(2 ** 31) - 1)).toEqual(['$: -2147483649 is outside the int32 range'])
  const int64 = { type: 'integer', format: 'int64' } as const
  expect(lines(int64, 2n ** 63n - 1n)).toEqual([])
  expect(lines(int64, -(2n ** 63n))).toEqual([])
  expect(lines(int64, 2n ** 63n)).toEqual(['$: 9223372036854775808 is outside the int64 range'])
  expect(lines(int64, -(2n ** 63n) - 1n)).toEqual([
    '$: -9223372036854775809 is outside the int64 range',
  ])
  // The ranges are for integers: a number with such a format, or an unknown format, has none.
  expect(lines({ type: 'number', format: 'int32' }, 1e10)).toEqual([])
  expect(lines({ type: 'integer', format: 'uint8' }, 1e10)).toEqual([])
})

test('date-time wants RFC 3339 in a string, offset or Z, fraction optional', () => {
  const dateTime = { type: 'string', format: 'date-time' } as const
  expect(lines(dateTime, '2026-11-25T21:00:00Z')).toEqual([])
  expect(lines(dateTime, '2026-11-25 21:00:00.123+01:00')).toEqual([])
  expect(lines(dateTime, '2026-11-25')).toEqual([
    '$: expected a date-time (RFC 3339), got string "2026-11-25"',
  ])
  expect(lines({ format: 'date-time' }, 20261125)).toEqual([])
})

test('array items are checked by index; a closed object refuses fields it does not name', () => {
  expect(lines({ type: 'array', items: { type: 'integer' } }, [1, 'two', 3])).toEqual([
    '$[1]: expected integer, got string "two"',
  ])
  const closed: JsonSchema = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer' } },
    additionalProperties: false,
  }
  expect(lines(closed, { id: 1 })).toEqual([])
  expect(checkValue(closed, { id: 1, extra: true })).toMatchObject({
    violations: [{ path: '$.extra', message: 'field not allowed by the contract' }],
    notes: [],
  })
  // Open objects only note what they do not name; a required field may be null but not absent.
  const open = { ...closed, additionalProperties: true }
  expect(checkValue(open, { id: 1, extra: true })).toMatchObject({
    violations: [],
    notes: [{ path: '$.extra', message: 'field not in the contract' }],
  })
  expect(lines({ type: 'object', required: ['id'] }, { id: null })).toEqual([])
  expect(lines({ type: 'object', required: ['id'] }, {})).toEqual(['$.id: required field missing'])
})

test('field names that are not identifiers are written in brackets', () => {
  const at = (name: string) => checkValue({ type: 'object' }, { [name]: 1 }).notes[0]?.path
  expect(at('microchip')).toBe('$.microchip')
  expect(at('_id$2')).toBe('$._id$2')
  expect(at('micro-chip')).toBe('$["micro-chip"]')
  expect(at('-chip')).toBe('$["-chip"]')
  expect(at('2nd')).toBe('$["2nd"]')
  expect(at('a b')).toBe('$["a b"]')
  expect(at('')).toBe('$[""]')
})

test('notes keep the first 50 and count them all, like violations', () => {
  const record = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}`, i]))
  const result = checkValue({ type: 'object' }, record)
  expect(result.noteCount).toBe(70)
  expect(result.notes).toHaveLength(50)
  expect(result.notes[49]).toEqual({ path: '$.f49', message: 'field not in the contract' })
  const under = checkValue({ type: 'object' }, { a: 1, b: 2 })
  expect([under.noteCount, under.notes.length]).toEqual([2, 2])
})

test('a long array is checked with a pause after every 250 items, and none between', () => {
  const steps = (length: number) => {
    const task = validate(
      { paths: {}, components: { schemas: {} } },
      { type: 'array', items: { type: 'integer' } },
      Array.from({ length }, (_, i) => i),
      '$',
      new Findings(),
    )
    let count = 0
    while (!task.next().done) count++
    return count
  }
  expect(steps(249)).toBe(0)
  expect(steps(250)).toBe(1)
  expect(steps(1000)).toBe(4)
})

test('references resolve through components, up to 20 hops; a loop or a dead end stops', () => {
  const chain = (hops: number): OpenApi => ({
    paths: {},
    components: {
      schemas: Object.fromEntries(
        Array.from({ length: hops }, (_, i) => [
          `S${i}`,
          i === hops - 1 ? { type: 'string' } : { $ref: `#/components/schemas/S${i + 1}` },
        ]),
      ),
    },
  })
  const start = { $ref: '#/components/schemas/S0' }
  expect(resolve(chain(20), start)).toEqual({ type: 'string' })
  expect(resolve(chain(21), start)).toEqual({ $ref: '#/components/schemas/S20' })
  const loop: OpenApi = {
    paths: {},
    components: {
      schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } },
    },
  }
  expect(resolve(loop, { $ref: '#/components/schemas/A' }).$ref).toMatch(/^#\/components/)
  // A reference to nothing, or outside the file, is left as it is.
  for (const $ref of [
    '#/components/schemas/Missing',
    '#/components/missing/Pet',
    'other.yaml#/Pet',
  ]) {
    expect(resolve(chain(2), { $ref })).toEqual({ $ref })
  }
  expect(resolve(chain(2), { $ref: '#/components/schemas/S1' })).toEqual({ type: 'string' })
})
