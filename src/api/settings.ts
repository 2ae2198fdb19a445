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
  /** Where the live environment's key goes. */
  auth: AuthSettings
  /** Each environment's own placement, as last saved with it (Compare calls two at once). */
  authByEnvironment?: Partial<Record<EnvironmentId, AuthSettings>>
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
      authByEnvironment: Object.fromEntries(
        Object.entries(saved.authByEnvironment ?? {})
          .filter(([id]) => offered.includes(id as EnvironmentId))
          .map(([id, auth]) => [id, { ...defaultAuth, ...auth }]),
      ),
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

/** Saves the settings; the live environment's placement is also kept as that environment's own. */
export function saveSettings(settings: Settings): void {
  const saved: Settings = {
    ...settings,
    authByEnvironment: {
      ...getSettings().authByEnvironment,
      ...settings.authByEnvironment,
      [settings.environment]: settings.auth,
    },
  }
  writeStored('local', storageKeys.settings, JSON.stringify(saved))
  settingsStore.set((old) => ({ ...old, settings: saved }))
}

/** Where `environment`'s key goes: as last saved with it, else the default (an X-API-Key header). */
export function authFor(environment: EnvironmentId): AuthSettings {
  const settings = getSettings()
  if (environment === settings.environment) return settings.auth
  return settings.authByEnvironment?.[environment] ?? defaultAuth
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
