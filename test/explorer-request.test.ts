// @vitest-environment jsdom (the history is kept in Web Storage)
// The explorer's request checks against the contract, its URL state and its history, as functions.
import { expect, test } from 'vitest'
import { checkRequest } from '../src/features/explorer/check-request'
import { draftFromUrl, freshDraft, urlFromDraft, type Draft } from '../src/features/explorer/draft'
import { clearHistory, historyStore, MAX_HISTORY, remember } from '../src/features/explorer/history'
import { findJsonError } from '../src/features/explorer/json-syntax'
import { listOperations, type ExplorerOperation } from '../src/features/explorer/operations'
import { storageKeys } from '../src/lib/storage'

const operations = listOperations()
const operation = (label: string): ExplorerOperation => {
  const found = operations.find((o) => o.label === label)
  if (!found) throw new Error(`no ${label}`)
  return found
}
const createPet = operation('POST /pets')
const showPet = operation('GET /pets/{petId}')
const draft = (patch: Partial<Draft>, of = createPet): Draft => ({ ...freshDraft(of), ...patch })
const problemsOf = (d: Draft, of = createPet) =>
  checkRequest(of, d).problems.map((p) => `${p.where}: ${p.message}`)

test.each(createPet.body?.examples.map((e) => [e.name, e] as const) ?? [])(
  'the example %s is refused exactly when it is marked x-invalid',
  (_, example) => {
    const problems = problemsOf(freshDraft(createPet, example.name))
    expect(problems.length > 0).toBe(example.invalid)
  },
)

test('each kind of problem is listed by where it is', () => {
  expect(problemsOf(freshDraft(createPet, 'no-name'))).toEqual(['$.name: required field missing'])
  expect(problemsOf(draft({ body: '{"id": "7", "name": 3}' }))).toEqual([
    '$.id: expected integer, got string "7"',
    '$.name: expected string, got integer 3',
  ])
  expect(problemsOf(draft({ body: '{"id": 9223372036854775808, "name": "Big"}' }))).toEqual([
    '$.id: 9223372036854775808 is outside the int64 range',
  ])
  expect(problemsOf(draft({ body: '[]' }))).toEqual(['$: expected object, got array'])
  expect(problemsOf(draft({ body: '  ' }))).toEqual([
    '$: required: this operation takes a JSON body',
  ])
  expect(problemsOf(draft({}, showPet), showPet)).toEqual(['petId: required'])
  expect(problemsOf(draft({ headers: [{ name: 'X Bad', value: '1' }] }))).toEqual([
    'header 1: "X Bad" is not a valid header name',
  ])
})

test('a field the contract does not name is a note, not a problem', () => {
  const check = checkRequest(createPet, draft({ body: '{"id": 1, "name": "A", "color": "red"}' }))
  expect(check.problems).toEqual([])
  expect(check.notes.map((n) => `${n.where}: ${n.message}`)).toEqual([
    '$.color: field not in the contract',
  ])
})

test('the id is sent as typed: the contract types petId as a string, so "abc" passes', () => {
  expect(problemsOf(draft({ params: { petId: 'abc' } }, showPet), showPet)).toEqual([])
})

test('malformed JSON is a problem at its line and column', () => {
  const body = '{\n  "id": 4242,\n  "name": "Pickle",\n}'
  const [problem] = checkRequest(createPet, draft({ body })).problems
  expect(problem).toMatchObject({
    where: 'line 4, column 1',
    message: 'malformed JSON: a comma must be followed by a value, found "}"',
    field: 'body',
    offset: body.length - 1,
  })
})

test.each([
  ['{"a": 1', 1, 8, 'expected , or } after a property, found the end'],
  ['{"a" 1}', 1, 6, 'expected : after the property name, found "1"'],
  ["{'a': 1}", 1, 2, 'expected a property name in double quotes, found "\'"'],
  ['[1, 2,\n  ]', 2, 3, 'a comma must be followed by a value, found "]"'],
  [
    '{"a": tru}',
    1,
    7,
    'expected a value (an object, array, string, number, true, false or null), found "t"',
  ],
  [
    '{"a": "x\ny"}',
    1,
    9,
    'a line break or tab inside a string must be escaped (\\n, \\t), found "\\n"',
  ],
  ['{"a": "\\q"}', 1, 8, 'a backslash must start an escape such as \\n or \\u00e9, found "\\\\"'],
  ['{} {}', 1, 4, 'expected the end after the JSON value, found "{"'],
  ['"never', 1, 7, 'the string never ends, found the end'],
])('findJsonError(%j) is at line %i, column %i', (text, line, column, message) => {
  expect(findJsonError(text)).toMatchObject({ line, column, message })
})

test('JSON is no error, whatever its depth or size', () => {
  expect(findJsonError('{"a": [1, -2.5e3, true, null, "é\\u00e9", {"b": {}}]}')).toBeNull()
})

test('the URL keeps the operation, its parameters and the example; a small edited body too', () => {
  const url = urlFromDraft(freshDraft(createPet, 'no-name'), createPet)
  expect(url.toString()).toBe('operation=createPet&example=no-name')
  const back = draftFromUrl(url, operations)
  expect(back?.body).toContain('"tag": "cat"')
  const show = urlFromDraft(draft({ params: { petId: 'a b/c' } }, showPet), showPet)
  expect(show.toString()).toBe('operation=showPetById&petId=a+b%2Fc')
  expect(draftFromUrl(show, operations)?.params).toEqual({ petId: 'a b/c' })
  const edited = urlFromDraft(draft({ body: '{"id": 1}', example: null }), createPet)
  expect(edited.get('body')).toBe('{"id": 1}')
})

test('the URL never holds a large body, a header, or a parameter named like the key', () => {
  const big = draft({ body: `{"name": "${'x'.repeat(2000)}"}`, example: null })
  const withHeader = { ...big, headers: [{ name: 'X-API-Key', value: 'secret' }] }
  expect(urlFromDraft(withHeader, createPet).toString()).toBe('operation=createPet')
  const keyNamed: ExplorerOperation = {
    ...showPet,
    parameters: [
      ...showPet.parameters,
      { ...showPet.parameters[0]!, name: 'api_key', in: 'query' },
    ],
  }
  const url = urlFromDraft(
    draft({ params: { petId: '7', api_key: 'secret' } }, keyNamed),
    keyNamed,
    ['api_key'],
  )
  expect(url.toString()).toBe('operation=showPetById&petId=7')
})

test('an unknown operation in the URL falls back to the first; an unknown example to the first valid', () => {
  const fallback = draftFromUrl(new URLSearchParams('operation=nope'), operations)
  expect(fallback?.operation).toBe('listPets')
  const example = draftFromUrl(new URLSearchParams('operation=POST /pets&example=nope'), operations)
  expect(example).toMatchObject({ operation: 'createPet', example: 'valid-pet' })
})

test('the history keeps the last 50 sends, newest first, in this tab, without a key header value', () => {
  clearHistory()
  for (let n = 1; n <= MAX_HISTORY + 1; n++) {
    remember(
      {
        at: n,
        label: `GET /pets/${n}`,
        outcome: '200',
        draft: draft({ headers: [{ name: 'X-API-Key', value: 'secret' }] }),
      },
      ['X-API-Key'],
    )
  }
  const entries = historyStore.get()
  expect(entries).toHaveLength(MAX_HISTORY)
  expect(entries[0]?.label).toBe(`GET /pets/${MAX_HISTORY + 1}`)
  expect(entries.at(-1)?.label).toBe('GET /pets/2')
  const stored = sessionStorage.getItem(storageKeys.explorerHistory) ?? ''
  expect(JSON.parse(stored)).toHaveLength(MAX_HISTORY)
  expect(stored).not.toContain('secret')
  expect(localStorage.getItem(storageKeys.explorerHistory)).toBeNull()
})

test('a body too large to keep is left out of the history, and said so', () => {
  clearHistory()
  remember({
    at: 1,
    label: 'POST /pets',
    outcome: '400',
    draft: draft({ body: 'x'.repeat(200_000) }),
  })
  expect(historyStore.get()[0]).toMatchObject({ bodyLeftOut: true, draft: { body: '' } })
})

test('the request check reports a oneOf broken and names the keywords it does not check', () => {
  const tagged: ExplorerOperation = {
    ...createPet,
    parameters: [
      {
        name: 'code',
        in: 'query',
        required: false,
        description: '',
        schema: { type: 'string', pattern: '^[A-Z]+$' },
      },
    ],
    body: {
      required: true,
      examples: [],
      schema: { oneOf: [{ type: 'integer' }, { type: 'string', minLength: 1 }] },
    },
  }
  const check = checkRequest(tagged, {
    ...freshDraft(tagged),
    params: { code: 'abc' },
    body: 'true',
  })
  expect(check.problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
    '$: matches none of its 2 schemas (oneOf); the nearest, schema 1, finds at $: expected integer, got boolean true',
  ])
  expect(check.unchecked).toEqual(['pattern', 'minLength'])
  expect(checkRequest(tagged, { ...freshDraft(tagged), body: '7' })).toMatchObject({
    problems: [],
    unchecked: ['minLength'],
  })
})
