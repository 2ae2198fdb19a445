// @vitest-environment jsdom (the demo API's address comes from window.location)
// Which environments a build offers, what each can do, the target a call to each gets, and which
// base URLs Settings accepts.
import { afterEach, expect, test, vi } from 'vitest'
import { joinUrl } from '../src/api/prepare'
import {
  availableEnvironments,
  checkBaseUrl,
  defaultEnvironment,
  demoBaseUrl,
  environment,
  makeTarget,
} from '../src/api/environments'
import { runtimeConfig } from '../src/api/runtime-config'
import { defaultAuth } from '../src/api/settings'
import { words } from '../src/lib/i18n/i18n'
import type { AuthSettings } from '../src/api/target'

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
  const server = { editableUrl: false, demo: false, contractUrl: null }
  const none = { contractUrl: null }
  expect(availableEnvironments()).toEqual([
    { id: 'demo', baseUrl: demoBaseUrl(), editableUrl: false, demo: true, ...none },
    { id: 'production', baseUrl: 'https://api.example.com/v1', ...server },
    { id: 'staging', baseUrl: 'https://staging.example.com/v1', ...server },
    { id: 'custom', baseUrl: null, editableUrl: true, demo: false, ...none },
  ])
})

test('the list is made from one configuration object, in config.json’s shape', () => {
  const config = {
    environments: { staging: { baseUrl: 'https://staging.example.com/v1' } },
    defaultEnvironment: 'staging',
  }
  expect(availableEnvironments(config).map((e) => e.id)).toEqual(['demo', 'staging', 'custom'])
  expect(defaultEnvironment(config)).toBe('staging')
  expect(defaultEnvironment({ environments: {}, defaultEnvironment: 'staging' })).toBe('demo')
})

test('config.json’s servers override the build’s, and its default the build’s; a broken file changes no server and opens on Demo', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://build-prod.example.com/v1')
  vi.stubEnv('VITE_STAGING_BASE_URL', 'https://build-staging.example.com/v1')
  vi.stubEnv('VITE_DEFAULT_ENVIRONMENT', 'staging')
  const servers = () =>
    availableEnvironments()
      .filter((env) => !env.demo && !env.editableUrl)
      .map((env) => [env.id, env.baseUrl, env.contractUrl])
  try {
    runtimeConfig.set({
      status: 'ok',
      config: {
        environments: {
          production: {
            baseUrl: 'https://file-prod.example.com/v1',
            contractUrl: 'https://file-prod.example.com/openapi.json',
          },
        },
      },
    })
    expect(servers()).toEqual([
      [
        'production',
        'https://file-prod.example.com/v1',
        'https://file-prod.example.com/openapi.json',
      ],
      ['staging', 'https://build-staging.example.com/v1', null],
    ])
    expect(defaultEnvironment()).toBe('staging')
    runtimeConfig.set({
      status: 'ok',
      config: { environments: {}, defaultEnvironment: 'production' },
    })
    expect(defaultEnvironment()).toBe('production')
    runtimeConfig.set({ status: 'broken', problem: words('config.not-object', { example: '' }) })
    expect(servers()).toEqual([
      ['production', 'https://build-prod.example.com/v1', null],
      ['staging', 'https://build-staging.example.com/v1', null],
    ])
    expect(defaultEnvironment()).toBe('demo')
  } finally {
    runtimeConfig.set({ status: 'none' })
  }
})

test('only the demo is answered in the browser, and only Custom’s URL is typed', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  const ids = ['demo', 'production', 'staging', 'custom'] as const
  expect(ids.filter((id) => environment(id).demo)).toEqual(['demo'])
  expect(ids.filter((id) => environment(id).editableUrl)).toEqual(['custom'])
  // Asked about, though not offered: a server the configuration leaves out has no URL.
  vi.stubEnv('VITE_STAGING_BASE_URL', '')
  expect(environment('staging').baseUrl).toBeNull()
})

const bearer: AuthSettings = { ...defaultAuth, placement: 'bearer' }

test('a call’s target: the environment’s own URL, or the one typed for Custom, with its key', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  vi.stubEnv('VITE_STAGING_BASE_URL', '')
  const parts = { typedUrl: 'https://typed.example/v1', auth: bearer, apiKey: 'k' }
  expect(makeTarget(environment('demo'), parts)).toEqual({
    environment: 'demo',
    baseUrl: demoBaseUrl(),
    auth: bearer,
    apiKey: 'k',
  })
  // A fixed URL wins over whatever was typed.
  expect(makeTarget(environment('production'), parts)?.baseUrl).toBe('https://api.example.com/v1')
  expect(makeTarget(environment('custom'), parts)).toEqual({
    environment: 'custom',
    baseUrl: 'https://typed.example/v1',
    auth: bearer,
    apiKey: 'k',
  })
})

test('an environment with no URL makes no target: Custom with none typed, a server not set', () => {
  vi.stubEnv('VITE_STAGING_BASE_URL', '')
  const parts = { auth: defaultAuth, apiKey: '' }
  expect(makeTarget(environment('custom'), parts)).toBeNull()
  expect(makeTarget(environment('custom'), { ...parts, typedUrl: '' })).toBeNull()
  expect(
    makeTarget(environment('staging'), { ...parts, typedUrl: 'https://x.example/v1' }),
  ).toBeNull()
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
