// @vitest-environment jsdom (the hooks render under a router)
// A list's state in the URL, through its hooks: page and size read leniently, any change but the page
// goes back to page 1, and the default sort and size stay out of the URL.
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { useListParams, useSortParam } from '../src/lib/list-params'

function renderAt<T>(url: string, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: [url] }, children)
  return renderHook(() => ({ value: hook(), search: useLocation().search }), { wrapper })
}

test('the page and size come from the URL; a page or size that is not one of them is the default', () => {
  const read = (search: string) => {
    const { page, pageSize } = renderAt(`/pets${search}`, useListParams).result.current.value
    return [page, pageSize]
  }
  expect(read('?page=3&size=50')).toEqual([3, 50])
  expect(read('?size=100')).toEqual([1, 100])
  expect(read('')).toEqual([1, 25])
  expect(read('?page=0&size=30')).toEqual([1, 25])
  expect(read('?page=-2&size=abc')).toEqual([1, 25])
  expect(read('?page=next')).toEqual([1, 25])
})

test('a change sets or clears its params and goes back to page 1; a page change keeps the rest', () => {
  const { result } = renderAt('/pets?q=rex&status=sold&page=4', useListParams)
  expect(result.current.value.get('q')).toBe('rex')
  expect(result.current.value.get('tag')).toBe('')
  act(() => result.current.value.update({ status: '', tag: 'dog' }))
  expect(result.current.value.get('tag')).toBe('dog')
  expect(new URLSearchParams(result.current.search)).toEqual(new URLSearchParams('q=rex&tag=dog'))
  act(() => result.current.value.update({ page: '2' }))
  expect(new URLSearchParams(result.current.search)).toEqual(
    new URLSearchParams('q=rex&tag=dog&page=2'),
  )
  expect(result.current.value.page).toBe(2)
})

const columns = [{ key: 'id' }, { key: 'name' }] as const

test('the sort is a column, "-" for descending; anything else is the default, ascending', () => {
  const read = (search: string) =>
    renderAt(`/pets${search}`, () => useSortParam(columns, 'id')).result.current.value[0]
  expect(read('?sort=name')).toEqual({ key: 'name', direction: 'ascending' })
  expect(read('?sort=-name')).toEqual({ key: 'name', direction: 'descending' })
  expect(read('?sort=-id')).toEqual({ key: 'id', direction: 'descending' })
  expect(read('?sort=price')).toEqual({ key: 'id', direction: 'ascending' })
  expect(read('?sort=-')).toEqual({ key: 'id', direction: 'ascending' })
  expect(read('')).toEqual({ key: 'id', direction: 'ascending' })
})

test('setting a sort writes it, the default removes it, and either goes back to page 1', () => {
  const { result } = renderAt('/pets?page=3&status=sold', () => useSortParam(columns, 'id'))
  act(() => result.current.value[1]({ key: 'name', direction: 'descending' }))
  expect(new URLSearchParams(result.current.search)).toEqual(
    new URLSearchParams('status=sold&sort=-name'),
  )
  act(() => result.current.value[1]({ key: 'name', direction: 'ascending' }))
  expect(result.current.search).toBe('?status=sold&sort=name')
  act(() => result.current.value[1]({ key: 'id', direction: 'descending' }))
  expect(result.current.search).toBe('?status=sold&sort=-id')
  act(() => result.current.value[1]({ key: 'id', direction: 'ascending' }))
  expect(result.current.search).toBe('?status=sold')
})
