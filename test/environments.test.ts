// Which environments a build offers, and which base URLs Settings accepts.
import { afterEach, expect, test, vi } from 'vitest'
import { joinUrl } from '../src/api/prepare'
import { availableEnvironments, checkBaseUrl, defaultEnvironment } from '../src/api/environments'

afterEach(() => vi.unstubAllEnvs())

test('without build variables only Demo and Custom are offered, and Demo is the default', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', '')
  vi.stubEnv('VITE_STAGING_BASE_URL', '   ')
  expect(availableEnvironments().map((e) => e.id)).toEqual(['demo', 'custom'])
  expect(defaultEnvironment()).toBe('demo')
})

test('Production and Staging are offered with their fixed URLs when their variables are set', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  vi.stubEnv('VITE_STAGING_BASE_URL', ' https://staging.example.com/v1 ')
  expect(availableEnvironments()).toEqual([
    { id: 'demo', label: 'Demo', baseUrl: null },
    { id: 'production', label: 'Production', baseUrl: 'https://api.example.com/v1' },
    { id: 'staging', label: 'Staging', baseUrl: 'https://staging.example.com/v1' },
    { id: 'custom', label: 'Custom', baseUrl: null },
  ])
})

test('VITE_DEFAULT_ENVIRONMENT picks the start environment only when it is offered', () => {
  vi.stubEnv('VITE_STAGING_BASE_URL', 'https://staging.example.com/v1')
  vi.stubEnv('VITE_DEFAULT_ENVIRONMENT', 'staging')
  expect(defaultEnvironment()).toBe('staging')
  vi.stubEnv('VITE_DEFAULT_ENVIRONMENT', 'production')
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', '')
  expect(defaultEnvironment()).toBe('demo')
})

test.each([
  ['ftp://files.example.com/v1', /must start with http:\/\/ or https:\/\//],
  ['api.example.com/v1', /not a URL/],
  ['', /Enter the server/],
  ['   ', /Enter the server/],
  ['https://user@api.example.com/v1', /credentials/],
  ['https://user:pass@api.example.com/v1', /credentials/],
])('checkBaseUrl rejects %j', (raw, message) => {
  const result = checkBaseUrl(raw)
  expect(result.ok).toBe(false)
  expect(result.ok ? '' : result.message).toMatch(message)
})

test.each([
  ['https://api.example.com/v1', 'https://api.example.com/v1'],
  ['  http://localhost:8080/v1/  ', 'http://localhost:8080/v1'],
  ['https://api.example.com/v1//', 'https://api.example.com/v1'],
])('checkBaseUrl accepts %j as %j', (raw, url) => {
  expect(checkBaseUrl(raw)).toEqual({ ok: true, url })
})

test('joinUrl makes one slash between base and path, whatever the base ends with', () => {
  expect(joinUrl('https://api.example.com/v1/', '/pets')).toBe('https://api.example.com/v1/pets')
  expect(joinUrl('https://api.example.com/v1', 'pets')).toBe('https://api.example.com/v1/pets')
})
