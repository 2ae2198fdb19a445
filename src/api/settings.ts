// The console's settings: live environment, custom base URL, where the API key goes, and the keys
// themselves (per environment). The client reads them outside React; components use useSettings.
import { createStore, useStore } from '../lib/store'
import { readStored, removeStoredStartingWith, storageKeys, writeStored } from '../lib/storage'
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

function readSettings(): Settings {
  const fallback: Settings = {
    environment: defaultEnvironment(),
    customBaseUrl: '',
    auth: defaultAuth,
  }
  try {
    const saved = JSON.parse(
      readStored('local', storageKeys.settings) ?? 'null',
    ) as Partial<Settings> | null
    if (!saved) return fallback
    const offered = availableEnvironments().map((e) => e.id)
    return {
      environment: offered.includes(saved.environment as EnvironmentId)
        ? (saved.environment as EnvironmentId)
        : fallback.environment,
      customBaseUrl: typeof saved.customBaseUrl === 'string' ? saved.customBaseUrl : '',
      auth: { ...defaultAuth, ...saved.auth },
    }
  } catch {
    return fallback
  }
}

/** Bumped when a key changes, so subscribers to settings also hear about keys. */
export const settingsStore = createStore({ settings: readSettings(), keysVersion: 0 })

export const getSettings = (): Settings => settingsStore.get().settings

export function useSettings(): Settings {
  return useStore(settingsStore).settings
}

export function saveSettings(settings: Settings): void {
  writeStored('local', storageKeys.settings, JSON.stringify(settings))
  settingsStore.set((old) => ({ ...old, settings }))
}

/** Re-reads everything from storage, as a fresh page load would (tests start each case here). */
export function reloadSettings(): void {
  settingsStore.set((old) => ({ settings: readSettings(), keysVersion: old.keysVersion + 1 }))
}

export function baseUrlFor(settings: Settings): string | null {
  if (settings.environment === 'demo') return demoBaseUrl()
  if (settings.environment === 'custom') return settings.customBaseUrl || null
  return availableEnvironments().find((e) => e.id === settings.environment)?.baseUrl ?? null
}

/**
 * A key "remembered on this device" lives in localStorage; otherwise in this tab's sessionStorage,
 * which a reload keeps and closing the tab forgets.
 */
export function getApiKey(environment: EnvironmentId): { key: string; remember: boolean } {
  const remembered = readStored('local', storageKeys.apiKey(environment))
  if (remembered) return { key: remembered, remember: true }
  return { key: readStored('session', storageKeys.apiKey(environment)) ?? '', remember: false }
}

export function setApiKey(environment: EnvironmentId, key: string, remember: boolean): void {
  const name = storageKeys.apiKey(environment)
  writeStored('local', name, remember && key ? key : null)
  writeStored('session', name, !remember && key ? key : null)
  settingsStore.set((old) => ({ ...old, keysVersion: old.keysVersion + 1 }))
}

/** Every key of this deployment, of every environment (even one this build no longer offers). */
export function forgetAllApiKeys(): void {
  removeStoredStartingWith(storageKeys.apiKeys)
  settingsStore.set((old) => ({ ...old, keysVersion: old.keysVersion + 1 }))
}
