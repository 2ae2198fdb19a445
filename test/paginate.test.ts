// @vitest-environment node
// A list's pages: the rows of the page asked for, and a page past the end shows the last one.
import { expect, test } from 'vitest'
import { PAGE_SIZE, paginate } from '../src/lib/list-params'

const items = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

test('an empty list is one empty page', () => {
  expect(paginate([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 })
})

test('each page holds the page size of rows, in order, and the last one the rest', () => {
  expect(PAGE_SIZE).toBe(25)
  expect(paginate(items(25), 1)).toEqual({ rows: items(25), page: 1, pageCount: 1 })
  const second = paginate(items(51), 2)
  expect(second).toMatchObject({ page: 2, pageCount: 3 })
  expect(second.rows).toEqual(items(50).slice(25))
  expect(paginate(items(51), 3).rows).toEqual([51])
})

test('a page past the end shows the last page', () => {
  expect(paginate(items(30), 9)).toEqual({ rows: items(30).slice(25), page: 2, pageCount: 2 })
})

test('another page size cuts the pages there', () => {
  expect(paginate(items(120), 2, 50)).toEqual({
    rows: items(100).slice(50),
    page: 2,
    pageCount: 3,
  })
})
