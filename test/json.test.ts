// @vitest-environment node
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseJson, stringifyJson } from '../src/lib/json'

test('long integers become bigint only where they are whole numbers outside strings', () => {
  const text =
    '{"id":9223372036854775807,"n":-9007199254740993,"safe":1234567890123456,' +
    '"s":"12345678901234567890","f":1.12345678901234567,"e":1e-12345678901234567}'
  expect(parseJson(text)).toEqual({
    id: 9223372036854775807n,
    n: -9007199254740993n,
    safe: 1234567890123456,
    s: '12345678901234567890',
    f: Number('1.12345678901234567'),
    e: 0,
  })
})

test('bigints are written as bare JSON numbers, indentation kept', () => {
  expect(stringifyJson({ id: 9223372036854775807n, t: ['x', 1n] }, 2)).toBe(
    '{\n  "id": 9223372036854775807,\n  "t": [\n    "x",\n    1\n  ]\n}',
  )
})

test('any JSON value with an int64 beside it round-trips exactly', () => {
  fc.assert(
    fc.property(
      fc.jsonValue(),
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
      fc.string(),
      (value, id, text) => {
        const input = { value, id, text: `${text}12345678901234567` }
        const back = parseJson(stringifyJson(input)) as typeof input
        expect(BigInt(back.id)).toBe(id)
        expect(back.text).toBe(input.text)
        expect(stringifyJson(back.value)).toBe(JSON.stringify(value) ?? 'null')
      },
    ),
  )
})

test('nothing to write is written as null, as a body the server can read', () => {
  expect(stringifyJson(undefined)).toBe('null')
  expect(stringifyJson({ id: 1n, skip: undefined })).toBe('{"id":1}')
})
