// Which servers config.json names that the page's own Content Security Policy (its <meta> tag: a
// header's policy is out of a page's reach) does not let it connect to, so every call to them would
// be refused. Said at start, before any call; a call blocked anyway is named by its diagnosis.
// Where unsure (a path in a source, a port upgrade), it allows: only a certain block is said.
import type { RuntimeConfig } from './config-file'
import { allows, connectSources } from './csp-match'

export interface BlockedServer {
  origin: string
  /** Where config.json names it, e.g. environments.production.baseUrl. */
  keys: string[]
}

export function blockedServers(
  config: RuntimeConfig,
  doc = document,
  page = new URL(window.location.href),
): BlockedServer[] {
  const policies = connectSources(doc)
  const blocked = new Map<string, string[]>()
  for (const [id, named] of Object.entries(config.environments)) {
    for (const [key, value] of [
      ['baseUrl', named?.baseUrl],
      ['contractUrl', named?.contractUrl],
    ] as const) {
      if (!value) continue
      const url = new URL(value)
      if (policies.every((sources) => sources.some((source) => allows(source, url, page)))) continue
      blocked.set(url.origin, [...(blocked.get(url.origin) ?? []), `environments.${id}.${key}`])
    }
  }
  return [...blocked].map(([origin, keys]) => ({ origin, keys }))
}

/** VITE_CSP_CONNECT_SRC for a build that allows `origins` too, keeping what this one allows. */
export const connectSrcWith = (origins: string[]): string =>
  [import.meta.env.VITE_CSP_CONNECT_SRC?.trim(), ...origins].filter(Boolean).join(' ')
