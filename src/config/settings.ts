// The console's settings: live environment, custom base URL, API key and where it goes.
// A tiny external store (useSyncExternalStore) so the API client can read it outside React.
import { useSyncExternalStore } from 'react'
import {
  availableEnvironments,
  defaultEnvironment,
  demoBaseUrl,
  type EnvironmentId,
} from './environments'

export type KeyPlacement = 'header' | 'bearer' | 'query'

export interface AuthSettings {
  placement: KeyPlacement
  headerName: string
  queryName: string
}

export interface Settings {
  environment: EnvironmentId
  customBaseUrl: string
  auth: AuthSettings
}

export const defaultAuth: AuthSettings = {
  placement: 'header',
  headerName: 'X-API-Key',
  queryName: 'api_key',
}

const SETTINGS_KEY = 'petstore.settings.v1'
const KEY_PREFIX = 'petstore.apiKey.'

function readSettings(): Settings {
  const fallback: Settings = {
    environment: defaultEnvironment(),
    customBaseUrl: '',
    auth: defaultAuth,
  }
  try {
    const raw = localStorage.getItem(SETTINGS_KEY)
    if (!raw) return fallback
    const saved = JSON.parse(raw) as Partial<Settings>
    const offered = availableEnvironments().map((e) => e.id)
    return {
      environment: offered.includes(saved.environment as EnvironmentId)
        ? (saved.environment as EnvironmentId)
        : fallback.environment,
      customBaseUrl: typeof saved.customBaseUrl === 'string' ? saved.customBaseUrl : '',
      auth: { ...defaultAuth, ...(saved.auth ?? {}) },
    }
  } catch {
    return fallback
  }
}

let current: Settings = readSettings()
const listeners = new Set<() => void>()

export function getSettings(): Settings {
  return current
}

export function saveSettings(next: Settings): void {
  current = next
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next))
  } catch {
    // Storage may be full or blocked; the settings still apply for this tab.
  }
  listeners.forEach((listener) => listener())
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings)
}

/** Test hook: forget everything and re-read from storage. */
export function reloadSettings(): void {
  current = readSettings()
  listeners.forEach((listener) => listener())
}

export function baseUrlFor(settings: Settings): string | null {
  if (settings.environment === 'demo') return demoBaseUrl()
  if (settings.environment === 'custom') return settings.customBaseUrl || null
  return availableEnvironments().find((e) => e.id === settings.environment)?.baseUrl ?? null
}

// API keys are stored per environment, in localStorage when remembered, else sessionStorage.
export function getApiKey(environment: EnvironmentId): { key: string; remember: boolean } {
  try {
    const remembered = localStorage.getItem(KEY_PREFIX + environment)
    if (remembered) return { key: remembered, remember: true }
    return { key: sessionStorage.getItem(KEY_PREFIX + environment) ?? '', remember: false }
  } catch {
    return { key: '', remember: false }
  }
}

export function setApiKey(environment: EnvironmentId, key: string, remember: boolean): void {
  try {
    localStorage.removeItem(KEY_PREFIX + environment)
    sessionStorage.removeItem(KEY_PREFIX + environment)
    if (key) (remember ? localStorage : sessionStorage).setItem(KEY_PREFIX + environment, key)
  } catch {
    // Blocked storage: the key cannot be kept; the Settings page shows what is saved.
  }
  listeners.forEach((listener) => listener())
}
