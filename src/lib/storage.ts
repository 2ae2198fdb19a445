// Every name the console stores under, in one place. Each includes the site's base path, so two
// deployments on one origin never share keys, settings or demo data.
import { reportStorageFailure } from './storage-failure'

const prefix = `petstore:${import.meta.env.BASE_URL}:`

export const storageKeys = {
  settings: `${prefix}settings`,
  theme: `${prefix}theme`,
  petDraft: `${prefix}draft:new-pet`,
  demoData: `${prefix}demo`,
  presenter: `${prefix}presenter`,
  explorerHistory: `${prefix}explorer-history`,
  /** Every API key's name starts with this. */
  apiKeys: `${prefix}api-key:`,
  apiKey: (environment: string) => `${prefix}api-key:${environment}`,
}

/** What each name keeps, as the notice of a failed write names it. */
const kept: Record<string, string> = {
  [storageKeys.settings]: 'Your settings',
  [storageKeys.theme]: 'The theme',
  [storageKeys.petDraft]: 'The unsaved pet form',
  [storageKeys.presenter]: 'The presenter view',
  [storageKeys.explorerHistory]: 'The explorer’s history',
}
const whatIsKept = (key: string) =>
  kept[key] ?? (key.startsWith(storageKeys.apiKeys) ? 'The API key' : 'A setting')

type Area = 'local' | 'session'

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null // blocked by the browser's privacy settings
  }
}

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/**
 * Writes, or removes for null. A full or blocked storage loses only persistence, never the action,
 * and the user is told (once) that the value is kept for this tab only.
 */
export function writeStored(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which)
    if (!storage) throw new DOMException('Storage is blocked.', 'SecurityError')
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch (error) {
    reportStorageFailure(whatIsKept(key), error)
  }
}

/** Removes every entry whose name starts with `start`, from both storages. */
export function removeStoredStartingWith(start: string): void {
  for (const which of ['local', 'session'] as const) {
    try {
      const storage = area(which)
      if (!storage) continue
      const names = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
      for (const name of names) if (name.startsWith(start)) storage.removeItem(name)
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
}
