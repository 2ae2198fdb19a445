// @vitest-environment jsdom (Web Storage, and the demo API's address from window.location)
// Settings as the client reads them outside React: what any version stored, where each
// environment's key is kept, and the base URL each environment calls.
import { afterEach, expect, test, vi } from 'vitest'
import {
  authFor,
  baseUrlFor,
  contractUrlFor,
  defaultAuth,
  forgetAllApiKeys,
  getApiKey,
  getSettings,
  reloadSettings,
  saveSettings,
  setApiKey,
  settingsStore,
} from '../src/api/settings'
import { demoBaseUrl } from '../src/api/environments'
import { NotConfiguredError } from '../src/api/errors'
import { targetFor } from '../src/api/prepare'
import { storageKeys } from '../src/lib/storage'

afterEach(() => vi.unstubAllEnvs())

const stored = (settings: unknown) => {
  localStorage.setItem(storageKeys.settings, JSON.stringify(settings))
  reloadSettings()
  return getSettings()
}

const query = { placement: 'query', headerName: 'X-API-Key', queryName: 'key' } as const

const nothingSaved = {
  environment: 'demo',
  customBaseUrl: '',
  authByEnvironment: {},
  contractUrlByEnvironment: {},
}

test('nothing stored, or what is not JSON, is the Demo with no URL and no placements', () => {
  reloadSettings()
  expect(getSettings()).toEqual(nothingSaved)
  localStorage.setItem(storageKeys.settings, '{"environment":')
  reloadSettings()
  expect(getSettings()).toEqual(nothingSaved)
})

test('an older version’s single placement is the live environment’s, filled with the defaults', () => {
  expect(
    stored({
      environment: 'custom',
      customBaseUrl: 'https://api.test/v1',
      auth: { placement: 'query', queryName: 'key' },
    }),
  ).toEqual({
    environment: 'custom',
    customBaseUrl: 'https://api.test/v1',
    authByEnvironment: { custom: query },
    contractUrlByEnvironment: {},
  })
  expect(authFor('custom')).toEqual(query)
  expect(authFor('demo')).toBe(defaultAuth)
})

test('what this build does not offer, or that is not text, is dropped', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', '')
  vi.stubEnv('VITE_STAGING_BASE_URL', 'https://staging.test/v1')
  expect(
    stored({
      environment: 'production',
      customBaseUrl: 42,
      authByEnvironment: { production: query, staging: { placement: 'bearer' } },
    }),
  ).toEqual({
    environment: 'demo',
    customBaseUrl: '',
    authByEnvironment: { staging: { ...defaultAuth, placement: 'bearer' } },
    contractUrlByEnvironment: {},
  })
  expect(stored({ auth: query }).authByEnvironment).toEqual({})
  expect(stored({ environment: 'custom' }).authByEnvironment).toEqual({})
})

test('a typed contract URL is kept per environment; the configuration’s own is not stored', () => {
  saveSettings({
    environment: 'demo',
    customBaseUrl: '',
    auth: defaultAuth,
    contractUrl: ' https://api.test/v1/openapi.json ',
  })
  saveSettings({ environment: 'custom', customBaseUrl: '', auth: defaultAuth, contractUrl: '' })
  saveSettings({ environment: 'custom', customBaseUrl: 'https://api.test/v1', auth: defaultAuth })
  expect(getSettings().contractUrlByEnvironment).toEqual({
    demo: 'https://api.test/v1/openapi.json',
  })
  expect(contractUrlFor('demo')).toBe('https://api.test/v1/openapi.json')
  expect(contractUrlFor('custom')).toBeNull()
  localStorage.setItem(
    storageKeys.settings,
    JSON.stringify({ contractUrlByEnvironment: { demo: 7, custom: 'https://c.test/o.yaml' } }),
  )
  reloadSettings()
  expect(getSettings().contractUrlByEnvironment).toEqual({ custom: 'https://c.test/o.yaml' })
})

test('saved settings are stored, and a reload reads them back', () => {
  saveSettings({ environment: 'custom', customBaseUrl: 'https://api.test/v1', auth: query })
  saveSettings({ environment: 'demo', customBaseUrl: 'https://api.test/v1', auth: defaultAuth })
  const saved = {
    environment: 'demo',
    customBaseUrl: 'https://api.test/v1',
    authByEnvironment: { custom: query, demo: defaultAuth },
    contractUrlByEnvironment: {},
  }
  expect(getSettings()).toEqual(saved)
  expect(JSON.parse(localStorage.getItem(storageKeys.settings) ?? 'null')).toEqual(saved)
  reloadSettings()
  expect(getSettings()).toEqual(saved)
})

test('each environment calls its own base URL; one without a URL calls none', () => {
  vi.stubEnv('VITE_PRODUCTION_BASE_URL', 'https://api.example.com/v1')
  vi.stubEnv('VITE_STAGING_BASE_URL', '')
  const settings = { customBaseUrl: 'https://api.test/v1', authByEnvironment: {} }
  expect(baseUrlFor({ ...settings, environment: 'demo' })).toBe(demoBaseUrl())
  expect(baseUrlFor({ ...settings, environment: 'custom' })).toBe('https://api.test/v1')
  expect(baseUrlFor({ ...settings, environment: 'custom', customBaseUrl: '' })).toBeNull()
  expect(baseUrlFor({ ...settings, environment: 'production' })).toBe('https://api.example.com/v1')
  expect(baseUrlFor({ ...settings, environment: 'staging' })).toBeNull()
})

test('a remembered key lives in localStorage, another in this tab’s session; an empty one nowhere', () => {
  const name = storageKeys.apiKey('production')
  const version = () => settingsStore.get().keysVersion
  const before = version()
  setApiKey('production', 'kept', true)
  expect([localStorage.getItem(name), sessionStorage.getItem(name)]).toEqual(['kept', null])
  expect(getApiKey('production')).toEqual({ key: 'kept', remember: true })
  expect(version()).toBe(before + 1)
  setApiKey('production', 'tab only', false)
  expect([localStorage.getItem(name), sessionStorage.getItem(name)]).toEqual([null, 'tab only'])
  expect(getApiKey('production')).toEqual({ key: 'tab only', remember: false })
  setApiKey('production', '', true)
  setApiKey('staging', '', false)
  expect([localStorage.length, sessionStorage.length]).toEqual([0, 0])
  expect(getApiKey('production')).toEqual({ key: '', remember: false })
  expect(version()).toBe(before + 4)
})

test('forgetting every key removes those of every environment and tells the subscribers', () => {
  setApiKey('production', 'p', true)
  setApiKey('gone' as 'custom', 'g', false)
  localStorage.setItem(storageKeys.theme, 'dark')
  const before = settingsStore.get().keysVersion
  forgetAllApiKeys()
  expect(getApiKey('production').key).toBe('')
  expect(sessionStorage.length).toBe(0)
  expect(localStorage.getItem(storageKeys.theme)).toBe('dark')
  expect(settingsStore.get().keysVersion).toBe(before + 1)
})

test('an environment without a base URL is not configured; a reload tells the subscribers', () => {
  saveSettings({ environment: 'custom', customBaseUrl: '', auth: defaultAuth })
  expect(() => targetFor('custom')).toThrow(NotConfiguredError)
  const before = settingsStore.get().keysVersion
  reloadSettings()
  expect(settingsStore.get().keysVersion).toBe(before + 1)
})
