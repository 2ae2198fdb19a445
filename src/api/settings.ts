// The console's settings: live environment, custom base URL, where the API key goes, and the keys
// themselves (per environment). The client reads them outside React; components use useSettings.
import { createStore, useStore } from '../lib/store'
import { readStored, removeStoredStartingWith, storageKeys, writeStored } from '../lib/storage'
import {
  availableEnvironments,
  defaultEnvironment,
  environment,
  makeTarget,
  type Environment,
} from './environments'
import type { AuthSettings, EnvironmentId } from './target'

export interface Settings {
  environment: EnvironmentId
  customBaseUrl: string
  /** Where each environment's key goes, as last saved with it (Compare calls two at once). */
  authByEnvironment: Partial<Record<EnvironmentId, AuthSettings>>
  /** A contract URL typed in Settings, over the configuration's ("" means the bundled contract). */
  contractUrlByEnvironment: Partial<Record<EnvironmentId, string>>
}

/** What Settings' form saves: the live environment, its base URL and where its key goes. */
export interface SettingsChange {
  environment: EnvironmentId
  customBaseUrl: string
  auth: AuthSettings
  /**
   * The contract URL as typed, when the form has one (left out: unchanged). The configuration's own
   * URL is not stored, so a changed config.json still counts.
   */
  contractUrl?: string
}

export const defaultAuth: AuthSettings = {
  placement: 'header',
  headerName: 'X-API-Key',
  queryName: 'api_key',
}

/** As stored by any version: older ones kept the live environment's placement apart, in `auth`. */
type StoredSettings = Partial<Settings> & { auth?: Partial<AuthSettings> }

function readSettings(): Settings {
  const fallback: Settings = {
    environment: defaultEnvironment(),
    customBaseUrl: '',
    authByEnvironment: {},
    contractUrlByEnvironment: {},
  }
  try {
    const saved = JSON.parse(
      readStored('local', storageKeys.settings) ?? 'null',
    ) as StoredSettings | null
    if (!saved) return fallback
    const offered: string[] = availableEnvironments().map((e) => e.id)
    const environment = saved.environment
    const stored = {
      ...saved.authByEnvironment,
      ...(saved.auth && environment ? { [environment]: saved.auth } : {}),
    }
    return {
      environment:
        environment && offered.includes(environment) ? environment : fallback.environment,
      customBaseUrl: typeof saved.customBaseUrl === 'string' ? saved.customBaseUrl : '',
      authByEnvironment: Object.fromEntries(
        Object.entries(stored)
          .filter(([id]) => offered.includes(id))
          .map(([id, auth]) => [id, { ...defaultAuth, ...auth }]),
      ),
      contractUrlByEnvironment: Object.fromEntries(
        Object.entries(saved.contractUrlByEnvironment ?? {}).filter(
          ([id, url]) => offered.includes(id) && typeof url === 'string',
        ),
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

/** The live environment, to ask what it can do (`liveEnvironment().demo`). */
export const liveEnvironment = (): Environment => environment(getSettings().environment)

export const useEnvironment = (): Environment => environment(useSettings().environment)

/** Saves the live environment and its URL; its placement joins those of the other environments. */
export function saveSettings(change: SettingsChange): void {
  const { environment: id, customBaseUrl, auth, contractUrl } = change
  const old = getSettings()
  const contractUrls = { ...old.contractUrlByEnvironment }
  if (contractUrl !== undefined) contractUrls[id] = contractUrl.trim()
  if (contractUrls[id] === (environment(id).contractUrl ?? '')) delete contractUrls[id]
  const saved: Settings = {
    environment: id,
    customBaseUrl,
    authByEnvironment: { ...old.authByEnvironment, [id]: auth },
    contractUrlByEnvironment: contractUrls,
  }
  writeStored('local', storageKeys.settings, JSON.stringify(saved))
  settingsStore.set((old) => ({ ...old, settings: saved }))
}

/** Where `environment`'s key goes: as last saved with it, else the default (an X-API-Key header). */
export const authFor = (environment: EnvironmentId): AuthSettings =>
  getSettings().authByEnvironment[environment] ?? defaultAuth

/** The contract URL `id`'s calls are checked against: typed in Settings, else configured, else none. */
export function contractUrlFor(id: EnvironmentId): string | null {
  const url = getSettings().contractUrlByEnvironment[id] ?? environment(id).contractUrl
  return url || null
}

/** Re-reads everything from storage, as a fresh page load would (tests start each case here). */
export function reloadSettings(): void {
  settingsStore.set((old) => ({ settings: readSettings(), keysVersion: old.keysVersion + 1 }))
}

/** Where the settings send `settings.environment`'s calls, or null when it has no URL. */
export function baseUrlFor(
  settings: Pick<Settings, 'environment' | 'customBaseUrl'>,
): string | null {
  const { environment: id, customBaseUrl } = settings
  const target = makeTarget(environment(id), {
    typedUrl: customBaseUrl,
    auth: authFor(id),
    apiKey: '',
  })
  return target?.baseUrl ?? null
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
