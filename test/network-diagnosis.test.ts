// @vitest-environment jsdom (CSP reports are document events)
// Why a fetch failed before any response, from what the page can observe: its protocol, the CSP's
// reports, and two probes (diagnosis.test.tsx: what the pages then say).
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { blockedOrigins, listenForCspReports } from '../src/api/csp-reports'
import { diagnoseFailure, isMixedContent } from '../src/api/network-diagnosis'
import { server } from './server'

const violation = (blockedURI: string) =>
  Object.assign(new Event('securitypolicyviolation'), { blockedURI })

test('an https page may not call http, except loopback hosts; http pages may call either', () => {
  const mixed = (url: string, page: string) => isMixedContent(new URL(url), page)
  expect(mixed('http://api.test/v1', 'https:')).toBe(true)
  expect(mixed('https://api.test/v1', 'https:')).toBe(false)
  expect(mixed('http://api.test/v1', 'http:')).toBe(false)
  for (const host of ['localhost', '127.0.0.1', '127.10.0.3', '[::1]', 'LOCALHOST']) {
    expect(mixed(`http://${host}:8080/v1`, 'https:')).toBe(false)
  }
  expect(mixed('http://localhost.evil.test/v1', 'https:')).toBe(true)
  expect(mixed('http://127.0.0.1.evil.test/v1', 'https:')).toBe(true)
})

test('the CSP reports name the blocked origins while listened to, and nothing else', () => {
  blockedOrigins.clear()
  const stop = listenForCspReports()
  document.dispatchEvent(violation('https://cdn.test/lib.js'))
  document.dispatchEvent(violation('inline'))
  stop()
  document.dispatchEvent(violation('https://late.test/x'))
  expect([...blockedOrigins]).toEqual(['https://cdn.test'])
})

const call = (url: string, method = 'GET', headerNames: string[] = []) => ({
  url: new URL(url),
  method,
  headerNames,
  secretQuery: ['api_key'],
})

test('a blocked origin is the CSP; a server that answers a plain GET only failed the preflight', async () => {
  blockedOrigins.clear()
  blockedOrigins.add('https://blocked.test')
  expect(await diagnoseFailure(call('https://blocked.test/v1/pets'))).toBe('csp')
  blockedOrigins.clear()

  const asked: string[] = []
  server.use(
    http.get('https://api.test/v1/pets', ({ request }) => {
      asked.push(request.url)
      return HttpResponse.json([])
    }),
  )
  expect(await diagnoseFailure(call('https://api.test/v1/pets?api_key=k&page=2', 'DELETE'))).toBe(
    'preflight',
  )
  expect(asked).toEqual(['https://api.test/v1/pets?page=2'])
  expect(await diagnoseFailure(call('https://api.test/v1/pets', 'GET', ['X-API-Key']))).toBe(
    'preflight',
  )
  expect(await diagnoseFailure(call('https://api.test/v1/pets', 'POST', ['Accept']))).toBe(
    'unreachable',
  )
})

test('nothing answering the probes is "unreachable", or "offline" when the browser says so', async () => {
  server.use(http.get('https://down.test/*', () => HttpResponse.error()))
  expect(await diagnoseFailure(call('https://down.test/v1/pets'))).toBe('unreachable')
  const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  try {
    expect(await diagnoseFailure(call('https://down.test/v1/pets'))).toBe('offline')
  } finally {
    if (online) Object.defineProperty(navigator, 'onLine', online)
  }
})

test('a server that answers only without CORS is "cors"', async () => {
  server.use(
    http.get('https://nocors.test/*', ({ request }) =>
      request.mode === 'no-cors' ? new HttpResponse(null, { status: 200 }) : HttpResponse.error(),
    ),
  )
  expect(await diagnoseFailure(call('https://nocors.test/v1/pets'))).toBe('cors')
})

test('GET and HEAD with safelisted headers need no preflight; any other header, or method, does', async () => {
  server.use(http.get('https://plain.test/v1/pets', () => HttpResponse.json([])))
  const url = 'https://plain.test/v1/pets'
  expect(await diagnoseFailure(call(url, 'GET', ['Accept', 'Accept-Language']))).toBe('unreachable')
  expect(await diagnoseFailure(call(url, 'HEAD'))).toBe('unreachable')
  expect(await diagnoseFailure(call(url, 'GET', ['accept', 'X-API-Key']))).toBe('preflight')
  expect(await diagnoseFailure(call(url, 'PUT', ['Accept']))).toBe('preflight')
})

test('a CSP report that arrives while the probes run still names the CSP', async () => {
  blockedOrigins.clear()
  server.use(
    http.get('https://late.test/*', () => {
      blockedOrigins.add('https://late.test')
      return HttpResponse.error()
    }),
  )
  try {
    expect(await diagnoseFailure(call('https://late.test/v1/pets'))).toBe('csp')
  } finally {
    blockedOrigins.clear()
  }
})

/** The browser's Local Network Access permission, as Chromium 142+ exposes it; null: no such API. */
function permissions(states: Record<string, PermissionState> | null) {
  const query = async ({ name }: { name: string }) => {
    const state = states?.[name]
    if (!state) throw new TypeError(`"${name}" is not a valid enum value of type PermissionName`)
    return { state } as PermissionStatus
  }
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } })
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: new URL('https://console.example.com/pets'),
  })
}

test('a call to a local address the permission refuses is "local-network", before any probe', async () => {
  const location = window.location
  let probed = 0
  server.use(http.get('http://127.0.0.1:4010/*', () => (probed++, HttpResponse.error())))
  try {
    permissions({ 'loopback-network': 'denied', 'local-network': 'prompt' })
    expect(await diagnoseFailure(call('http://127.0.0.1:4010/v1/pets'))).toBe('local-network')
    // Chromium 142 to 144 knew one name for both spaces.
    permissions({ 'local-network-access': 'denied' })
    expect(await diagnoseFailure(call('https://192.168.1.20:4010/v1/pets'))).toBe('local-network')
    permissions({ 'local-network': 'prompt' })
    expect(await diagnoseFailure(call('https://10.1.2.3/v1/pets'))).toBe('local-network-ask')
    expect(probed).toBe(0)
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location })
    Reflect.deleteProperty(navigator, 'permissions')
  }
})

test('granted, unknown to the browser, a public target or a local page: the diagnosis of before', async () => {
  const location = window.location
  server.use(http.get('http://127.0.0.1:4011/*', () => HttpResponse.error()))
  server.use(http.get('https://gone.test/*', () => HttpResponse.error()))
  const local = call('http://127.0.0.1:4011/v1/pets')
  try {
    permissions({ 'loopback-network': 'granted' })
    expect(await diagnoseFailure(local)).toBe('unreachable')
    permissions(null)
    expect(await diagnoseFailure(local)).toBe('unreachable')
    // A browser without the Permissions API at all (Safari before 16): the probes decide.
    Reflect.deleteProperty(navigator, 'permissions')
    expect(navigator.permissions).toBeUndefined()
    expect(await diagnoseFailure(local)).toBe('unreachable')
    permissions({ 'loopback-network': 'denied', 'local-network-access': 'denied' })
    expect(await diagnoseFailure(call('https://gone.test/v1/pets'))).toBe('unreachable')
    // A page on this device needs no permission to call it: "prompt" is only never asked.
    permissions({ 'loopback-network': 'prompt' })
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: new URL('http://localhost:5173/pets'),
    })
    expect(await diagnoseFailure(local)).toBe('unreachable')
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location })
    Reflect.deleteProperty(navigator, 'permissions')
  }
})
