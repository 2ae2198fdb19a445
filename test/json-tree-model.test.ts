// @vitest-environment node
// The JSON tree's rows, made on request, against the plain way: every row of every open container.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { childPath, entriesOf, kindOf, TreeModel } from '../src/features/explorer/json-tree-model'
import { searchTree } from '../src/features/explorer/json-tree-search'

/** Every row shown, the slow and obvious way. */
function allRows(value: unknown, expanded: ReadonlySet<string>, path = '$', depth = 1): string[] {
  const rows = [`${depth} ${path}`]
  if (kindOf(value) === 'value' || !expanded.has(path)) return rows
  for (const [key, child] of entriesOf(value)) {
    rows.push(...allRows(child, expanded, childPath(path, key), depth + 1))
  }
  return rows
}

/** Every container's path in a value. */
function containers(value: unknown, path = '$'): string[] {
  if (kindOf(value) === 'value') return []
  return [
    path,
    ...entriesOf(value).flatMap(([key, child]) => containers(child, childPath(path, key))),
  ]
}

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 4 }), fc.constant('a b"\\')), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value

test('rows made on request are the rows of every open container, in order, found by path', () => {
  fc.assert(
    fc.property(
      json.chain((value) =>
        fc.tuple(
          fc.constant(value),
          fc.subarray(containers(value)),
          fc.subarray(['$', '$[0]', '$.x']),
        ),
      ),
      ([value, open, stray]) => {
        const expanded = new Set([...open, ...stray])
        const model = new TreeModel(value, expanded)
        const expected = allRows(value, expanded)
        expect(model.count).toBe(expected.length)
        expected.forEach((row, index) => {
          const made = model.rowAt(index)
          expect(`${made?.depth} ${made?.path}`).toBe(row)
          expect(model.indexOf(made?.path ?? '')).toBe(index)
        })
        expect(model.rowAt(expected.length)).toBeNull()
      },
    ),
  )
})

test('20,000 orders: a row deep inside is found without listing the others', () => {
  const orders = Array.from({ length: 20_000 }, (_, id) => ({ id, petId: id % 7, complete: false }))
  const model = new TreeModel(orders, new Set(['$', '$[12345]']))
  expect(model.count).toBe(1 + 20_000 + 3)
  expect(model.indexOf('$[12345].petId')).toBe(1 + 12_345 + 2)
  expect(model.rowAt(1 + 12_345 + 2)).toMatchObject({
    path: '$[12345].petId',
    name: 'petId',
    value: 12_345 % 7,
    depth: 3,
    position: 2,
    siblings: 3,
    parent: '$[12345]',
  })
  expect(model.rowAt(1 + 12_346 + 3)?.path).toBe('$[12346]')
  expect(model.indexOf('$[12345].nope')).toBe(-1)
  expect(model.indexOf('$[20000]')).toBe(-1)
})

test('search finds names and values, in order, with the containers to open', () => {
  const value = { pets: [{ name: 'Rex' }, { name: 'Tom', tag: 'rex-like' }], rexCount: 2 }
  const steps = searchTree(value, 'REX')
  let step = steps.next()
  while (!step.done) step = steps.next()
  expect(step.value.total).toBe(3)
  expect(step.value.matches).toEqual([
    { path: '$.pets[0].name', ancestors: ['$', '$.pets', '$.pets[0]'] },
    { path: '$.pets[1].tag', ancestors: ['$', '$.pets', '$.pets[1]'] },
    { path: '$.rexCount', ancestors: ['$'] },
  ])
})
