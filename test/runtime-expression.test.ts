// @vitest-environment node
// OpenAPI runtime expressions: the whole grammar of 3.x, against one call, and every way an
// expression can be wrong, each a reason and a place rather than a throw.
import { describe, expect, test } from 'vitest'
import { parseJson } from '../src/lib/json'
import {
  evaluateExpression,
  evaluateTemplate,
  evaluateValue,
  parseExpression,
  type ExpressionContext,
} from '../src/lib/runtime-expression'

const context: ExpressionContext = {
  url: 'https://api.example.com/v1/pets/7?limit=20&tag=dog&tag=cat',
  method: 'post',
  statusCode: 201,
  request: {
    path: { petId: '7' },
    query: new URLSearchParams('limit=20&tag=dog&tag=cat&empty='),
    headers: { 'X-Request-Id': 'abc-123' },
    body: parseJson('{"pet":{"id":9007199254740993,"tags":["a","b"]},"a/b":1,"m~n":2,"":3}'),
  },
  response: {
    headers: { location: '/pets/9007199254740993', 'content-type': 'application/json' },
    body: parseJson('{"id":9007199254740993,"name":"Rex","nothing":null,"list":[{"id":1}]}'),
  },
}

const value = (expression: string) => {
  const result = evaluateExpression(expression, context)
  if (!result.ok) throw new Error(`${expression}: ${result.problem.reason}`)
  return result.value
}
const problem = (expression: string) => {
  const result = evaluateExpression(expression, context)
  return result.ok ? null : result.problem
}

describe('the sources of the grammar', () => {
  test('$url, $method (upper case) and $statusCode (a number)', () => {
    expect(value('$url')).toBe(context.url)
    expect(value('$method')).toBe('POST')
    expect(value('$statusCode')).toBe(201)
  })

  test('$request.path, .query (its first value) and .header (any case)', () => {
    expect(value('$request.path.petId')).toBe('7')
    expect(value('$request.query.limit')).toBe('20')
    expect(value('$request.query.tag')).toBe('dog')
    expect(value('$request.query.empty')).toBe('')
    expect(value('$request.header.x-request-id')).toBe('abc-123')
    expect(value('$request.header.X-REQUEST-ID')).toBe('abc-123')
  })

  test('$response.header, any case', () => {
    expect(value('$response.header.Location')).toBe('/pets/9007199254740993')
  })

  test('a body whole, or at a JSON pointer, keeping int64 exact', () => {
    expect(value('$response.body#/id')).toBe(9007199254740993n)
    expect(value('$response.body#/name')).toBe('Rex')
    expect(value('$response.body#/nothing')).toBeNull()
    expect(value('$response.body#/list/0/id')).toBe(1)
    expect(value('$response.body#/list/0')).toEqual({ id: 1 })
    expect(value('$request.body#/pet/id')).toBe(9007199254740993n)
    expect(value('$request.body#/pet/tags/1')).toBe('b')
    expect(value('$response.body')).toBe(context.response.body)
    expect(value('$response.body#')).toBe(context.response.body)
  })

  test('pointer escapes: ~1 is a slash, ~0 a tilde, and an empty token the empty key', () => {
    expect(value('$request.body#/a~1b')).toBe(1)
    expect(value('$request.body#/m~0n')).toBe(2)
    expect(value('$request.body#/')).toBe(3)
  })

  test('parsed, an expression says what it names', () => {
    expect(parseExpression('$response.body#/a~1b/0')).toEqual({
      ok: true,
      value: { source: 'response', part: 'body', name: '', pointer: ['a/b', '0'] },
    })
    expect(parseExpression('$request.query.page size')).toEqual({
      ok: true,
      value: { source: 'request', part: 'query', name: 'page size', pointer: null },
    })
  })
})

describe('what is not there', () => {
  test('a missing name, property, index or body is not found', () => {
    expect(problem('$request.path.orderId')?.reason).toBe('notFound')
    expect(problem('$request.query.offset')?.reason).toBe('notFound')
    expect(problem('$request.header.Accept')?.reason).toBe('notFound')
    expect(problem('$response.body#/owner/name')?.reason).toBe('notFound')
    expect(problem('$response.body#/list/1')?.reason).toBe('notFound')
    expect(problem('$response.body#/name/length')?.reason).toBe('notFound')
  })

  test('an array index is digits without a leading zero; "-" names nothing yet', () => {
    expect(problem('$response.body#/list/00')?.reason).toBe('notFound')
    expect(problem('$response.body#/list/-')?.reason).toBe('notFound')
    expect(problem('$response.body#/list/length')?.reason).toBe('notFound')
  })

  test('an inherited property is no property of the body', () => {
    expect(problem('$response.body#/constructor')?.reason).toBe('notFound')
    expect(problem('$response.body#/__proto__')?.reason).toBe('notFound')
  })

  test('no body at all', () => {
    const none = { ...context, response: { headers: {} } }
    const result = evaluateExpression('$response.body#/id', none)
    expect(result).toEqual({
      ok: false,
      problem: { reason: 'notFound', expression: '$response.body#/id', at: 0 },
    })
  })

  test('an answer has no path or query parameters', () => {
    expect(problem('$response.path.petId')).toEqual({
      reason: 'notInResponse',
      expression: '$response.path.petId',
      at: 10,
    })
    expect(problem('$response.query.limit')?.reason).toBe('notInResponse')
  })
})

describe('expressions that do not parse: a reason and where, never a throw', () => {
  test.each([
    ['', 'empty', 0],
    ['response.body#/id', 'noDollar', 0],
    ['$', 'unknownSource', 1],
    ['$status', 'unknownSource', 1],
    ['$Response.body', 'unknownSource', 1],
    ['$urlx', 'trailingText', 4],
    ['$method.name', 'trailingText', 7],
    ['$statusCode2', 'trailingText', 11],
    ['$request', 'unknownSource', 1],
    ['$request.cookie.session', 'unknownPart', 9],
    ['$request.header', 'unknownPart', 9],
    ['$response.headers.Location', 'unknownPart', 10],
    ['$request.header.', 'badHeaderName', 16],
    ['$request.header.X Id', 'badHeaderName', 16],
    ['$request.header.Ünï', 'badHeaderName', 16],
    ['$response.bodyx', 'trailingText', 14],
    ['$response.body/id', 'trailingText', 14],
    ['$response.body#id', 'badPointer', 15],
    ['$response.body#/a~2b', 'badEscape', 17],
    ['$response.body#/a~', 'badEscape', 17],
  ])('%j: %s at %i', (expression, reason, at) => {
    expect(parseExpression(expression)).toEqual({ ok: false, problem: { reason, expression, at } })
    expect(evaluateExpression(expression, context)).toEqual({
      ok: false,
      problem: { reason, expression, at },
    })
  })

  test('a header name may hold any of the token characters', () => {
    expect(parseExpression("$request.header.!#$%&'*+-.^_`|~09AZaz").ok).toBe(true)
  })
})

describe('expressions inside strings', () => {
  test('each {$…} is replaced by its value as text, int64 exact; other braces stay', () => {
    expect(evaluateTemplate('/pets/{$response.body#/id}', context)).toEqual({
      ok: true,
      value: '/pets/9007199254740993',
    })
    expect(
      evaluateTemplate('{$method} {$request.path.petId} gave {$statusCode} {ok} {}', context),
    ).toEqual({ ok: true, value: 'POST 7 gave 201 {ok} {}' })
    expect(evaluateTemplate('first: {$response.body#/list/0}', context)).toEqual({
      ok: true,
      value: 'first: {"id":1}',
    })
    expect(evaluateTemplate('no expression', context)).toEqual({
      ok: true,
      value: 'no expression',
    })
  })

  test('a wrong or unclosed expression inside is named where it is in the string', () => {
    expect(evaluateTemplate('id {$response.body#/id', context)).toEqual({
      ok: false,
      problem: { reason: 'unclosedBrace', expression: 'id {$response.body#/id', at: 3 },
    })
    expect(evaluateTemplate('id {$response.bdy}', context)).toEqual({
      ok: false,
      problem: { reason: 'unknownPart', expression: 'id {$response.bdy}', at: 14 },
    })
    expect(evaluateTemplate('x {$request.path.nope}', context)).toEqual({
      ok: false,
      problem: { reason: 'notFound', expression: 'x {$request.path.nope}', at: 3 },
    })
  })
})

describe('a value as a link writes it', () => {
  test('an expression keeps its type, a template gives text, a constant stays itself', () => {
    expect(evaluateValue('$response.body#/id', context)).toEqual({
      ok: true,
      value: 9007199254740993n,
    })
    expect(evaluateValue('pet-{$request.path.petId}', context)).toEqual({
      ok: true,
      value: 'pet-7',
    })
    expect(evaluateValue('available', context)).toEqual({ ok: true, value: 'available' })
    expect(evaluateValue(42, context)).toEqual({ ok: true, value: 42 })
    const constant = { name: '$not-an-expression inside an object' }
    expect(evaluateValue(constant, context)).toEqual({ ok: true, value: constant })
  })

  test('a wrong expression is a problem, not a crash', () => {
    expect(evaluateValue('$response.bdy#/id', context)).toMatchObject({
      ok: false,
      problem: { reason: 'unknownPart' },
    })
  })
})
