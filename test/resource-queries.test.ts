// @vitest-environment jsdom (the demo API's address comes from window.location)
// Pets and orders as every feature reads them: their keys, what each query calls, and that what
// comes back is checked against its schema.
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { ShapeError } from '../src/api/errors'
import { orderKeys, orderQueries } from '../src/api/orders'
import { petKeys, petQueries } from '../src/api/pets'
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
