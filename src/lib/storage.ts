// Every name the console stores under, in one place. Each includes the site's base path, so two
// deployments on one origin never share keys, settings or demo data.
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

/** Writes, or removes for null; a full or blocked storage only loses persistence, never the action. */
export function writeStored(which: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(which)?.removeItem(key)
    else area(which)?.setItem(key, value)
  } catch {
    // Nothing to do: the value still applies to this tab.
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
