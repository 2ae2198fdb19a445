// @vitest-environment node
// What is wrong with a loaded file, from valibot's first issue: where (the list item and field) and
// why, in words (tour.test.ts and har.test.ts: the whole messages).
import type * as v from 'valibot'
import { expect, test } from 'vitest'
import { explainIssue } from '../src/lib/issues'

const list = { key: 'steps' } as const
const issue = (changes: Partial<v.BaseIssue<unknown>>) =>
  ({
    kind: 'schema',
    type: 'string',
    input: 1,
    expected: 'string',
    received: '1',
    message: 'Invalid type',
    ...changes,
  }) as v.BaseIssue<unknown>
const at = (...keys: unknown[]) =>
  keys.map((key) => ({ key })) as unknown as v.BaseIssue<unknown>['path']

test('a field outside the list is named by its path, and an issue without one is "the file"', () => {
  expect(explainIssue(issue({ path: at('title') }), list)).toBe('title is expected string')
  expect(explainIssue(issue({ path: at('meta', 0, 'name') }), list)).toBe(
    'meta.0.name is expected string',
  )
  expect(explainIssue(issue({}), list)).toBe('the file is expected string')
  expect(explainIssue(issue({ path: at('steps', 'x') }), list)).toBe('steps.x is expected string')
  expect(explainIssue(issue({ path: at('steps', 1) }), list)).toBe('step 2 is expected string')
})

test('why: unknown, missing, empty, too long, a failed check or pattern, or the type expected', () => {
  const why = (changes: Partial<v.BaseIssue<unknown>>) =>
    explainIssue(issue({ path: at('steps', 0, 'note'), ...changes }), list)
  expect(why({ expected: 'never' })).toBe('step 1, note is not a known field')
  expect(why({ input: undefined })).toBe('step 1, note is missing')
  expect(why({ type: 'min_length' })).toBe('step 1, note is empty')
  expect(why({ type: 'non_empty' })).toBe('step 1, note is empty')
  expect(why({ type: 'max_length' })).toBe('step 1, note is too long')
  expect(why({ type: 'check', message: 'a route' })).toBe('step 1, note is not a route')
  expect(why({ type: 'regex', message: 'a path' })).toBe('step 1, note is not a path')
  expect(why({ type: 'value', expected: null })).toBe('step 1, note is expected another value')
  expect(
    explainIssue(issue({ path: at('steps'), type: 'max_length', requirement: 100 }), list),
  ).toBe('steps is more than 100 steps')
})
