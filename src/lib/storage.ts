// Every name the console stores under, in one place. Each includes the site's base path, so two
// deployments on one origin never share keys, settings or demo data.
import { reportFailedWrite } from './failed-writes'
import type { MessageId } from './i18n/catalog'

const prefix = `petstore:${import.meta.env.BASE_URL}:`

export const storageKeys = {
  settings: `${prefix}settings`,
  theme: `${prefix}theme`,
  petDraft: `${prefix}draft:new-pet`,
  demoData: `${prefix}demo`,
  presenter: `${prefix}presenter`,
  language: `${prefix}language`,
  explorerHistory: `${prefix}explorer-history`,
  /** Every API key's name starts with this. */
  apiKeys: `${prefix}api-key:`,
  apiKey: (environment: string) => `${prefix}api-key:${environment}`,
}

/** What each name keeps, as the notice of a failed write names it. */
const kept: Record<string, MessageId> = {
  [storageKeys.settings]: 'lib.kept-settings',
  [storageKeys.theme]: 'lib.kept-theme',
  [storageKeys.language]: 'lib.kept-language',
  [storageKeys.petDraft]: 'lib.kept-pet-draft',
  [storageKeys.presenter]: 'lib.kept-presenter',
  [storageKeys.explorerHistory]: 'lib.kept-explorer-history',
}
const whatIsKept = (key: string): MessageId =>
  kept[key] ?? (key.startsWith(storageKeys.apiKeys) ? 'lib.kept-api-key' : 'lib.kept-setting')

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
    reportFailedWrite(whatIsKept(key), error)
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
