// @vitest-environment node
// A shared link as text, both ways: what each setting writes, what reading keeps and what it drops
// (share-link.test.tsx opens and copies links in the app).
import { expect, test } from 'vitest'
import { calmControls } from '../src/api/demo-contract'
import { readSharedView, shareLink, type ViewState } from '../src/features/share/share-link'
import { isSharedLink } from '../src/features/share/share-params'
import { builtinTour } from '../src/features/tours/builtin'

const view = (changes: Partial<ViewState>): ViewState => ({
  route: '/pets',
  demo: null,
  tour: null,
  server: null,
  ...changes,
})
const params = (link: string) => Object.fromEntries(new URL(link).searchParams)

test('a demo link carries the route, the demo settings and the tour step, and reads back', () => {
  const link = shareLink('https://console.example', '/tools/petstore/', {
    route: '/pets?status=sold&sort=-name',
    demo: { controls: { ...calmControls(), latencyMs: 2000, failureRate: 50 }, dataset: 'large' },
    tour: { tour: builtinTour, step: 2 },
    server: null,
  })
  const url = new URL(link)
  expect(url.pathname).toBe('/tools/petstore/pets')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    status: 'sold',
    sort: '-name',
    demo: '1',
    'demo-latency': '2000',
    'demo-failure': '50',
    'demo-dataset': 'large',
    tour: 'pet-store-in-two-minutes',
    'tour-step': '3',
  })
  expect(readSharedView('/pets', url.search)).toStrictEqual({
    route: '/pets?status=sold&sort=-name',
    demo: { latencyMs: 2000, failureRate: 50, dataset: 'large' },
    tour: { id: 'pet-store-in-two-minutes', step: 2 },
    server: null,
  })
})

test('a forced status carries its count and offline its flag; calm settings only say "demo"', () => {
  const forced = shareLink('https://console.example', '/', {
    ...view({}),
    demo: {
      controls: { latencyMs: 0, failureRate: 0, forceStatus: 503, forceCalls: 3, offline: true },
      dataset: 'seed',
    },
  })
  expect(params(forced)).toEqual({
    demo: '1',
    'demo-status': '503',
    'demo-calls': '3',
    'demo-offline': '1',
  })
  const calm = shareLink('https://console.example', '/', {
    ...view({}),
    demo: { controls: { ...calmControls(), forceCalls: 3 }, dataset: 'seed' },
  })
  expect(params(calm)).toEqual({ demo: '1' })
})

test('outside the demo a link is the route under the base path, plus a Custom server', () => {
  expect(shareLink('https://console.example', '/tools/petstore', view({ route: '/orders' }))).toBe(
    'https://console.example/tools/petstore/orders',
  )
  const custom = shareLink('https://console.example', '/', view({ server: 'https://api.test/v1' }))
  expect(params(custom)).toEqual({ server: 'https://api.test/v1' })
  expect(params(shareLink('https://console.example', '/', view({ server: '' })))).toEqual({})
  expect(new URL(custom).pathname).toBe('/pets')
})

test('a loaded tour without an id stays out of the link', () => {
  const link = shareLink('https://console.example', '/', {
    ...view({}),
    tour: { tour: { ...builtinTour, id: undefined }, step: 4 },
  })
  expect(params(link)).toEqual({})
})

test('only the share parameters make a shared link', () => {
  expect(isSharedLink('?status=sold&page=2')).toBe(false)
  for (const name of ['demo', 'demo-latency', 'demo-offline', 'tour', 'tour-step', 'server']) {
    expect(isSharedLink(`?${name}=1`)).toBe(true)
  }
  expect(readSharedView('/pets', '?status=sold')).toBeNull()
})

test('reading a link keeps the numbers and flags it names and drops what is not one', () => {
  const read = readSharedView(
    '/pets',
    '?demo=1&demo-status=503&demo-calls=2&demo-offline=1&demo-latency=soon&demo-dataset=huge',
  )
  expect(read).toStrictEqual({
    route: '/pets',
    demo: { forceStatus: 503, forceCalls: 2, offline: true },
    tour: null,
    server: null,
  })
  expect(readSharedView('/pets', '?demo=1&demo-offline=0')?.demo).toStrictEqual({})
})

test('settings without "demo=1" are not the demo’s, and the tour step starts at 1', () => {
  expect(readSharedView('/orders', '?demo-latency=300&tour=t&sort=id')).toStrictEqual({
    route: '/orders?sort=id',
    demo: null,
    tour: { id: 't', step: 0 },
    server: null,
  })
  expect(readSharedView('/', '?tour=t&tour-step=-4')?.tour).toEqual({ id: 't', step: 0 })
  expect(readSharedView('/', '?tour=t&tour-step=5')?.tour).toEqual({ id: 't', step: 4 })
  expect(readSharedView('/', '?tour=&tour-step=5')?.tour).toBeNull()
})

test('only an http or https address is taken as a server', () => {
  expect(readSharedView('/', '?server=https://api.test/v1')?.server).toBe('https://api.test/v1')
  expect(readSharedView('/', '?server=http://localhost:8080')?.server).toBe('http://localhost:8080')
  for (const server of ['javascript:alert(1)', 'ftp://api.test', 'see https://api.test', '']) {
    expect(readSharedView('/', `?server=${encodeURIComponent(server)}`)?.server).toBeNull()
  }
})
