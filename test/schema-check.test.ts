// @vitest-environment jsdom (the contract's settings read the demo API's address from window.location)
// Checking one value against a schema, on schemas openapi.yaml does not have yet (nullable, enum,
// closed objects, untyped nodes): what the explorer and the request log would say if it grew them.
import { expect, test } from 'vitest'
import { resolve, type JsonSchema, type OpenApi } from '../src/features/contract/openapi'
import { Findings, type Finding } from '../src/features/contract/findings'
import { checkValue, validate } from '../src/features/contract/schema-check'
import { say } from '../src/lib/i18n/i18n'

/** A finding as it reads in English. */
const read = ({ path, message }: Finding) => ({ path, message: say(message) })
const lines = (schema: JsonSchema, value: unknown) =>
  checkValue(schema, value).violations.map(({ path, message }) => `${path}: ${say(message)}`)

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
  const extra = checkValue(closed, { id: 1, extra: true })
  expect(extra.violations.map(read)).toEqual([
    { path: '$.extra', message: 'field not allowed by the contract' },
  ])
  expect(extra.notes).toEqual([])
  // Open objects only note what they do not name; a required field may be null but not absent.
  const open = { ...closed, additionalProperties: true }
  const noted = checkValue(open, { id: 1, extra: true })
  expect(noted.violations).toEqual([])
  expect(noted.notes.map(read)).toEqual([{ path: '$.extra', message: 'field not in the contract' }])
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
  expect(read(result.notes[49] as Finding)).toEqual({
    path: '$.f49',
    message: 'field not in the contract',
  })
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

// Composition: the schemas a real server's contract is written with (GitHub's uses oneOf, anyOf and
// allOf hundreds of times).
const animals: OpenApi = {
  paths: {},
  components: {
    schemas: {
      Cat: {
        type: 'object',
        required: ['petType', 'meows'],
        properties: { petType: { type: 'string' }, meows: { type: 'boolean' } },
      },
      Dog: {
        type: 'object',
        required: ['petType', 'barks'],
        properties: { petType: { type: 'string' }, barks: { type: 'boolean' } },
      },
      Named: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      Pet: {
        type: 'object',
        required: ['petType'],
        properties: { petType: { type: 'string' }, age: { type: 'integer' } },
        discriminator: { propertyName: 'petType' },
      },
      Bird: {
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          { required: ['wings'], properties: { wings: { type: 'integer' } } },
        ],
      },
    },
  },
}
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

/** Checks against `api` to the end: violations and notes as lines, and what was not checked. */
function check(schema: JsonSchema, value: unknown, api: OpenApi = animals) {
  const out = new Findings()
  const task = validate(api, schema, value, '$', out)
  while (!task.next().done);
  const text = (list: Finding[]) => list.map(({ path, message }) => `${path}: ${say(message)}`)
  return { violations: text(out.violations), notes: text(out.notes), unchecked: [...out.unchecked] }
}

test('oneOf wants exactly one: none is reported with the nearest schema, and two are too many', () => {
  const either: JsonSchema = { oneOf: [ref('Cat'), ref('Dog')] }
  expect(check(either, { petType: 'cat', meows: true })).toEqual({
    violations: [],
    notes: [],
    unchecked: [],
  })
  expect(check(either, { petType: 1, barks: true }).violations).toEqual([
    '$: matches none of its 2 schemas (oneOf); the nearest, schema 2, finds at $.petType: expected string, got integer 1',
  ])
  // Of schemas as near, the first.
  expect(check(either, { petType: 'dog', barks: 'loud' }).violations).toEqual([
    '$: matches none of its 2 schemas (oneOf); the nearest, schema 1, finds at $.meows: required field missing',
  ])
  expect(check(either, 'cat').violations).toEqual([
    '$: matches none of its 2 schemas (oneOf); the nearest, schema 1, finds at $: expected object, got string "cat"',
  ])
  expect(check(either, { petType: 'both', meows: true, barks: true }).violations).toEqual([
    '$: matches 2 of its 2 schemas; oneOf allows exactly one',
  ])
  expect(check({ oneOf: [] }, 1).violations).toEqual(['$: matches none of its 0 schemas (oneOf)'])
  // The branch that matched names its fields: only the others are notes, once.
  expect(check(either, { petType: 'cat', meows: true, purrs: 1 }).notes).toEqual([
    '$.purrs: field not in the contract',
  ])
  // The notes of the branch that matched are kept, and counted.
  const nested: JsonSchema = {
    oneOf: [{ type: 'object', properties: { toy: { type: 'object', properties: {} } } }],
  }
  const out = new Findings()
  const task = validate(animals, nested, { toy: { a: 1, b: 2 } }, '$', out)
  while (!task.next().done);
  expect(out.notes.map(read)).toEqual([
    { path: '$.toy.a', message: 'field not in the contract' },
    { path: '$.toy.b', message: 'field not in the contract' },
  ])
  expect(out.noteCount).toBe(2)
})

test('anyOf wants one or more; its matching branches name the fields', () => {
  const any: JsonSchema = { anyOf: [ref('Cat'), ref('Named')] }
  expect(check(any, { petType: 'cat', meows: true, name: 'Tom' })).toEqual({
    violations: [],
    notes: [],
    unchecked: [],
  })
  expect(check(any, { name: 'Tom', extra: 1 }).notes).toEqual([
    '$.extra: field not in the contract',
  ])
  expect(check(any, { name: 7 }).violations).toEqual([
    '$: matches none of its 2 schemas (anyOf); the nearest, schema 2, finds at $.name: expected string, got integer 7',
  ])
  // A failed alternative says what is wrong once: its fields are not noted as well.
  expect(check({ ...any, type: 'object' }, { name: 7, extra: 1 }).notes).toEqual([])
  // Two branches that match: the notes inside them are said once.
  const toys: JsonSchema = {
    type: 'object',
    properties: { toy: { type: 'object', properties: {} } },
  }
  expect(check({ anyOf: [toys, toys] }, { toy: { ball: 1 } }).notes).toEqual([
    '$.toy.ball: field not in the contract',
  ])
  // anyOf and oneOf take values of any kind.
  expect(check({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, 3).violations).toEqual([])
})

test('allOf applies every schema: their required fields add up, their properties are all named', () => {
  const both: JsonSchema = { allOf: [ref('Cat'), ref('Named')] }
  expect(check(both, {}).violations).toEqual([
    '$.petType: required field missing',
    '$.meows: required field missing',
    '$.name: required field missing',
  ])
  expect(check(both, { petType: 'cat', meows: false, name: 'Tom', age: 3 })).toEqual({
    violations: [],
    notes: ['$.age: field not in the contract'],
    unchecked: [],
  })
  expect(check(both, { petType: 'cat', meows: 1, name: 'Tom' }).violations).toEqual([
    '$.meows: expected boolean, got integer 1',
  ])
})

test('a discriminator picks the branch by its mapping, or by the schema name', () => {
  const mapped: JsonSchema = {
    oneOf: [ref('Cat'), ref('Dog')],
    discriminator: {
      propertyName: 'petType',
      mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' },
    },
  }
  expect(check(mapped, { petType: 'cat', meows: true }).violations).toEqual([])
  // Only the chosen branch is checked, so its own findings are shown.
  expect(check(mapped, { petType: 'dog', barks: 'yes' }).violations).toEqual([
    '$.barks: expected boolean, got string "yes"',
  ])
  expect(check(mapped, { petType: 'cat', barks: true }).violations).toEqual([
    '$.meows: required field missing',
  ])
  expect(check(mapped, { petType: 'bird' }).violations).toEqual([
    '$.petType: expected one of cat, dog, Cat, Dog, got string "bird"',
  ])
  expect(check(mapped, { meows: true }).violations).toEqual(['$.petType: required field missing'])
  // A value that is no object has no property to read: the alternatives are tried.
  expect(check(mapped, 'cat').violations).toEqual([
    '$: matches none of its 2 schemas (oneOf); the nearest, schema 1, finds at $: expected object, got string "cat"',
  ])
  // Only alternatives that are references have a name; a mapping to nothing names nothing.
  const mixed: JsonSchema = {
    oneOf: [ref('Cat'), { type: 'object' }],
    discriminator: { propertyName: 'petType', mapping: { ghost: '#/components/schemas/Ghost' } },
  }
  expect(check(mixed, { petType: 'ghost' }).violations).toEqual([
    '$.petType: expected one of ghost, Cat, got string "ghost"',
  ])
  expect(check(mapped, { petType: 3 }).violations).toEqual([
    '$.petType: expected string, got integer 3',
  ])
  // Implicit: the value is the name of a schema among the alternatives.
  const implicit: JsonSchema = {
    oneOf: [ref('Cat'), ref('Dog')],
    discriminator: { propertyName: 'petType' },
  }
  expect(check(implicit, { petType: 'Dog', barks: true }).violations).toEqual([])
  expect(check(implicit, { petType: 'Cat', barks: true }).violations).toEqual([
    '$.meows: required field missing',
  ])
  // A schema of the contract that is not an alternative is not taken.
  expect(check(implicit, { petType: 'Named', name: 'x' }).violations).toEqual([
    '$.petType: expected one of Cat, Dog, got string "Named"',
  ])
})

test('a discriminator on a base schema sends the object to the schema that extends it', () => {
  expect(check(ref('Pet'), { petType: 'Bird', wings: 2 })).toEqual({
    violations: [],
    notes: [],
    unchecked: [],
  })
  expect(check(ref('Pet'), { petType: 'Bird' }).violations).toEqual([
    '$.wings: required field missing',
  ])
  expect(check(ref('Pet'), { petType: 'Pet' }).violations).toEqual([])
  // A value that names the base itself is checked against it once.
  expect(check(ref('Pet'), { petType: 'Pet', age: 'old' }).violations).toEqual([
    '$.age: expected integer, got string "old"',
  ])
  expect(check(ref('Pet'), { petType: 'Unicorn', horn: 1 })).toEqual({
    violations: ['$.petType: string "Unicorn" names no schema of the contract (discriminator)'],
    // What is wrong is said once: the fields of a schema never chosen are no notes.
    notes: [],
    unchecked: [],
  })
  // Names that are not schemas of the contract: a path, or a name every object has.
  for (const petType of ['Bird/allOf', 'constructor', '__proto__']) {
    expect(check(ref('Pet'), { petType }).violations, petType).toHaveLength(1)
  }
})

test('null passes nullable (3.0) and a type list with null (3.1), and a nullable reference', () => {
  expect(check({ type: ['string', 'null'] }, null).violations).toEqual([])
  expect(check({ type: ['string', 'null'] }, 'x').violations).toEqual([])
  expect(check({ type: ['string', 'null'] }, 3).violations).toEqual([
    '$: expected string or null, got integer 3',
  ])
  expect(check({ type: ['integer', 'string', 'null'] }, true).violations).toEqual([
    '$: expected integer or string or null, got boolean true',
  ])
  const nullableRef: JsonSchema = { nullable: true, allOf: [ref('Named')] }
  expect(check(nullableRef, null).violations).toEqual([])
  expect(check(nullableRef, {}).violations).toEqual(['$.name: required field missing'])
  expect(check({ oneOf: [ref('Named'), { type: 'null' }] }, null).violations).toEqual([])
})

test('const takes its one value; an enum or const compares JSON values, int64 exactly', () => {
  expect(check({ const: 'cat' }, 'cat').violations).toEqual([])
  expect(check({ const: 'cat' }, 'dog').violations).toEqual([
    '$: expected string "cat", got string "dog"',
  ])
  expect(check({ const: null }, null).violations).toEqual([])
  expect(check({ const: null }, 0).violations).toEqual(['$: expected null, got integer 0'])
  expect(check({ const: 9007199254740993n }, 9007199254740993n).violations).toEqual([])
  expect(check({ const: 9007199254740993n }, 9007199254740992).violations).toHaveLength(1)
  expect(check({ const: 7 }, 7n).violations).toEqual([])
  expect(check({ const: 7n }, 7).violations).toEqual([])
  expect(check({ const: 7 }, 7.5).violations).toHaveLength(1)
  expect(check({ const: 7n }, '7').violations).toHaveLength(1)
  expect(check({ const: { a: [1, 2] } }, { a: [1, 2] }).violations).toEqual([])
  for (const other of [
    { a: [1, 3] },
    { a: [1] },
    { a: [1, 2, 3] },
    { a: [1, 2], b: 1 },
    { b: [1, 2] },
    [1, 2],
  ]) {
    expect(check({ const: { a: [1, 2] } }, other).violations, JSON.stringify(other)).toEqual([
      `$: expected {"a":[1,2]}, got ${Array.isArray(other) ? 'array' : 'object'}`,
    ])
  }
  expect(check({ const: [1, 2] }, JSON.parse('{"0":1,"1":2,"length":2}')).violations).toEqual([
    '$: expected [1,2], got object',
  ])
  expect(check({ const: { a: 1, b: 2 } }, { a: 1, b: 3 }).violations).toHaveLength(1)
  // A long value the contract names is cut in the finding.
  expect(check({ const: { a: 'x'.repeat(100) } }, 1).violations).toEqual([
    `$: expected {"a":"${'x'.repeat(54)}, got integer 1`,
  ])
  expect(check({ enum: [{ x: 1 }, 2] }, { x: 1 }).violations).toEqual([])
  expect(check({ enum: [{ x: 1 }, 2] }, 3).violations).toEqual([
    '$: expected one of {"x":1}, 2, got integer 3',
  ])
  // A value that is no member fails an enum whatever its type: null too, unless nullable.
  expect(check({ enum: ['a'] }, null).violations).toEqual(['$: expected one of a, got null'])
})

test('what the check does not check is named, once, never passed silently', () => {
  const code: JsonSchema = {
    type: 'string',
    pattern: '^[A-Z]+$',
    minLength: 2,
    format: 'email',
    description: 'An annotation, nothing to check',
  }
  expect(check(code, 'abc')).toEqual({
    violations: [],
    notes: [],
    unchecked: ['pattern', 'minLength', 'format email'],
  })
  expect(
    check({ type: 'array', items: { ...code, maximum: 3 } }, ['a', 'b', 'c']).unchecked,
  ).toEqual(['pattern', 'minLength', 'maximum', 'format email'])
  // Checked formats, and formats with nothing to check, are not named.
  for (const format of ['int32', 'int64', 'date-time', 'float', 'double'])
    expect(check({ format }, 1).unchecked, format).toEqual([])
  // Only the schemas applied count: the branch tried aside too, since its verdict depended on it.
  expect(
    check({ anyOf: [{ type: 'integer' }, { type: 'string', pattern: 'x' }] }, 1).unchecked,
  ).toEqual(['pattern'])
  expect(check({ type: 'object', properties: { a: { minimum: 1 } } }, {}).unchecked).toEqual([])
  // A reference to nothing is not a schema that passed.
  expect(check(ref('Missing'), 1).unchecked).toEqual(['$ref'])
  expect(checkValue({ type: 'string', pattern: 'x' }, 'y').unchecked).toEqual(['pattern'])
})

test('every constraining keyword the check does not check is named', () => {
  const keywords = [
    'not',
    'if',
    'pattern',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'prefixItems',
    'additionalItems',
    'unevaluatedItems',
    'minProperties',
    'maxProperties',
    'patternProperties',
    'propertyNames',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
    'unevaluatedProperties',
    '$dynamicRef',
  ]
  const schema = Object.fromEntries(keywords.map((keyword) => [keyword, {}])) as JsonSchema
  expect(check(schema, 1).unchecked).toEqual(keywords)
  // Annotations constrain nothing: there is nothing to check.
  const annotated = { title: 't', description: 'd', example: 1, default: 1, readOnly: true }
  expect(check(annotated, 1).unchecked).toEqual([])
})

test('fields are notes only where a schema says the value is an object', () => {
  expect(check({}, { a: 1 }).notes).toEqual([])
  expect(check({ properties: { a: {} } }, { a: 1, b: 2 }).notes).toEqual([
    '$.b: field not in the contract',
  ])
  expect(check({ additionalProperties: true }, { a: 1 }).notes).toEqual([
    '$.a: field not in the contract',
  ])
  // A value of the wrong type is said once, whatever else the schema asks of it.
  expect(check({ type: 'string', enum: ['a'] }, 3).violations).toEqual([
    '$: expected string, got integer 3',
  ])
  // An integer format's range is for integers; a string the same schema allows is left alone.
  expect(check({ type: ['integer', 'string'], format: 'int64' }, 'abc').violations).toEqual([])
})

test('notes kept from a matched branch join those before them, up to 50', () => {
  const out = new Findings()
  const before = validate(animals, { type: 'object' }, { x: 1, y: 2 }, '$', out)
  while (!before.next().done);
  const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, i]))
  const branch: JsonSchema = {
    oneOf: [{ type: 'object', properties: { toy: { type: 'object' } } }],
  }
  const after = validate(animals, branch, { toy: many }, '$', out)
  while (!after.next().done);
  expect(out.notes).toHaveLength(50)
  expect(out.noteCount).toBe(62)
  expect(read(out.notes[49] as Finding).path).toBe('$.toy.f47')
})

test('keywords beside a $ref are named, since the reference replaces its node', () => {
  const beside = {
    $ref: '#/components/schemas/Named',
    nullable: true,
    maxLength: 3,
    description: 'd',
    summary: 's',
    title: 't',
    example: 1,
    examples: [1],
    default: 1,
    deprecated: true,
    readOnly: true,
    writeOnly: false,
    externalDocs: {},
    xml: {},
    $comment: 'c',
    'x-internal': true,
  }
  expect(check(beside, { name: 'x' })).toEqual({
    violations: [],
    notes: [],
    unchecked: ['nullable beside $ref', 'maxLength beside $ref'],
  })
  expect(check(ref('Named'), { name: 'x' }).unchecked).toEqual([])
})

test('additionalProperties as a schema checks the fields the properties do not name', () => {
  const map: JsonSchema = {
    type: 'object',
    properties: { id: { type: 'integer' } },
    additionalProperties: { type: 'string' },
  }
  expect(check(map, { id: 1, a: 'x', b: 2 })).toEqual({
    violations: ['$.b: expected string, got integer 2'],
    notes: [],
    unchecked: [],
  })
  // A property of the object's prototype is no property of the schema.
  expect(check({ type: 'object', properties: {} }, JSON.parse('{"constructor":1}')).notes).toEqual([
    '$.constructor: field not in the contract',
  ])
})

test('composition that goes on past 20 schemas at one value stops and says so', () => {
  const loop: OpenApi = {
    paths: {},
    components: { schemas: { A: { allOf: [{ $ref: '#/components/schemas/A' }] } } },
  }
  expect(check(ref('A'), 1, loop)).toEqual({ violations: [], notes: [], unchecked: ['allOf'] })
  const deep = (n: number): JsonSchema => (n === 0 ? { type: 'string' } : { allOf: [deep(n - 1)] })
  expect(check(deep(20), 1, loop).violations).toEqual(['$: expected string, got integer 1'])
  expect(check(deep(21), 1, loop)).toEqual({ violations: [], notes: [], unchecked: ['allOf'] })
})
