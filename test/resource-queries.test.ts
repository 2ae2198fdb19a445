// @vitest-environment jsdom (the demo API's address comes from window.location)
// Pets and orders as every feature reads them: their keys, what each query calls, that what comes
// back is checked against its schema, and how an added pet joins what is cached.
import { http, HttpResponse } from 'msw'
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import { ShapeError } from '../src/api/errors'
import { orderKeys, orderQueries } from '../src/api/orders'
import { createPet, petKeys, petQueries, useCreatePet } from '../src/api/pets'
import { createQueryClient } from '../src/api/query-client'
import { API, server, testDb } from './server'

test('keys go from the resource to the item, so invalidating a resource reaches all of it', () => {
  expect(petKeys.all).toEqual(['pets'])
  expect(petKeys.list()).toEqual(['pets', 'list'])
  expect(petKeys.detail('7')).toEqual(['pets', 'detail', '7'])
  expect(orderKeys.all).toEqual(['orders'])
  expect(orderKeys.list()).toEqual(['orders', 'list'])
  expect(petQueries.list().queryKey).toEqual(petKeys.list())
  expect(petQueries.detail('7').queryKey).toEqual(petKeys.detail('7'))
  expect(orderQueries.list().queryKey).toEqual(orderKeys.list())
})

test('each query names the call it makes, as the page’s API call copies it', () => {
  expect(petQueries.list().meta).toEqual({ call: { method: 'GET', path: '/pets' } })
  expect(petQueries.detail('7 /x').meta).toEqual({
    call: { method: 'GET', path: '/pets/7%20%2Fx' },
  })
  expect(orderQueries.list().meta).toEqual({ call: { method: 'GET', path: '/store/orders' } })
})

test('the lists are the demo’s pets and orders', async () => {
  const client = createQueryClient({ retry: false })
  expect(await client.fetchQuery(petQueries.list())).toEqual(testDb.pets)
  expect(await client.fetchQuery(orderQueries.list())).toEqual(testDb.orders)
})

test('a pet is asked for by its id as typed, URL-encoded', async () => {
  const asked: string[] = []
  server.use(
    http.get(`${API}/pets/:id`, ({ request }) => {
      asked.push(new URL(request.url).pathname)
      return HttpResponse.json({ id: 7, name: 'Rex' })
    }),
  )
  const client = createQueryClient({ retry: false })
  expect(await client.fetchQuery(petQueries.detail('7 /x'))).toEqual({ id: 7, name: 'Rex' })
  expect(asked).toEqual(['/demo-api/v1/pets/7%20%2Fx'])
})

test.each([
  ['a pet', '/pets/7', { id: 'seven' }, () => petQueries.detail('7')],
  ['the pet list', '/pets', [{ id: 'seven' }], () => petQueries.list()],
  ['the order list', '/store/orders', [{ quantity: 'two' }], () => orderQueries.list()],
] as const)('%s of the wrong shape is a shape error', async (_, path, body, options) => {
  server.use(http.get(`${API}${path}`, () => HttpResponse.json(body)))
  const client = createQueryClient({ retry: false })
  await expect(client.fetchQuery(options() as never)).rejects.toBeInstanceOf(ShapeError)
})

test('an added pet is the server’s answer; with no body, or one without an id, it is the pet sent', async () => {
  const sent: unknown[] = []
  const answer = (body: unknown) =>
    server.use(
      http.post(`${API}/pets`, async ({ request }) => {
        sent.push(await request.json())
        return body === null ? new HttpResponse(null, { status: 201 }) : HttpResponse.json(body)
      }),
    )
  answer({ id: 4242, name: 'Rex', status: 'pending' })
  expect(await createPet({ id: 4242, name: 'Rex' })).toEqual({
    id: 4242,
    name: 'Rex',
    status: 'pending',
  })
  expect(sent).toEqual([{ id: 4242, name: 'Rex' }])
  answer(null)
  expect(await createPet({ id: 7, name: 'Tom' })).toEqual({ id: 7, name: 'Tom' })
  answer({ name: 'Tom', status: 'sold' })
  expect(await createPet({ id: 8, name: 'Tom' })).toEqual({ id: 8, name: 'Tom' })
})

test('an added pet joins the cached list in place of one with its id, and is its own detail; nothing asks again', async () => {
  const client = createQueryClient({ retry: false })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  let asked = 0
  const list = () => {
    asked++
    return [
      { id: 1, name: 'One' },
      { id: 4242, name: 'Old' },
      { id: 2, name: 'Two' },
    ]
  }
  const observer = new QueryObserver(client, {
    queryKey: petKeys.list(),
    queryFn: list,
    staleTime: Infinity,
  })
  const stop = observer.subscribe(() => {})
  try {
    await vi.waitFor(() => expect(asked).toBe(1))
    const { result } = renderHook(() => useCreatePet(), { wrapper })
    await act(() => result.current.mutateAsync({ id: 4242, name: 'Rex' }))
    expect(client.getQueryData(petKeys.list())).toEqual([
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
      { id: 4242, name: 'Rex' },
    ])
    expect(client.getQueryData(petKeys.detail('4242'))).toEqual({ id: 4242, name: 'Rex' })
    // Stale for the next page that reads them, without a call now.
    expect(client.getQueryState(petKeys.list())?.isInvalidated).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toBe(1)
  } finally {
    stop()
  }
})

test('with no list cached, an added pet makes none', async () => {
  const client = createQueryClient({ retry: false })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  const { result } = renderHook(() => useCreatePet(), { wrapper })
  await act(() => result.current.mutateAsync({ id: 4243, name: 'Rex' }))
  expect(client.getQueryData(petKeys.list())).toBeUndefined()
  expect(client.getQueryData(petKeys.detail('4243'))).toEqual({ id: 4243, name: 'Rex' })
})
