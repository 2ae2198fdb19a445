// @vitest-environment node
// Which recorded call answers a request in Replay: the path after the API's base, and the query
// matched name by name, where a value the HAR export redacted matches any.
import { expect, test } from 'vitest'
import { apiPath, samePath } from '../src/api/recording'

test('a recorded path is what follows /v1/, with its query; without /v1 the whole path', () => {
  expect(apiPath(new URL('https://api.test/v1/pets/7?api_key=k'))).toBe('/pets/7?api_key=k')
  expect(apiPath(new URL('http://localhost:3000/demo-api/v1/store/orders'))).toBe('/store/orders')
  expect(apiPath(new URL('https://api.test/pets'))).toBe('/pets')
  expect(apiPath(new URL('https://api.test/v1'))).toBe('/v1')
})

test('the same path and query in any order is the same call; another path or value is not', () => {
  expect(samePath('/pets?status=sold&page=2', '/pets?page=2&status=sold')).toBe(true)
  expect(samePath('/pets', '/pets')).toBe(true)
  expect(samePath('/pets/7', '/pets/8')).toBe(false)
  expect(samePath('/pets?status=sold', '/pets?status=available')).toBe(false)
  expect(samePath('/pets?status=sold', '/pets')).toBe(false)
  expect(samePath('/pets', '/pets?status=sold')).toBe(false)
})

test('a redacted value matches any value, or none, of that parameter only', () => {
  expect(samePath('/pets?api_key=REDACTED&status=sold', '/pets?status=sold&api_key=s3cret')).toBe(
    true,
  )
  expect(samePath('/pets?api_key=REDACTED', '/pets')).toBe(true)
  expect(samePath('/pets?api_key=REDACTED&status=sold', '/pets?api_key=x&status=lost')).toBe(false)
})
