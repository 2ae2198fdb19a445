// Which servers config.json names that the page's own Content Security Policy (its <meta> tag: a
// header's policy is out of a page's reach) does not let it connect to, so every call to them would
// be refused. Said at start, before any call; a call blocked anyway is named by its diagnosis.
// Where unsure (a path in a source, a port upgrade), it allows: only a certain block is said.
import type { RuntimeConfig } from './config-file'

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' }
const HOST_SOURCE =
  /^(?:([a-z][a-z\d+.-]*:)\/\/)?(\*|(?:\*\.)?[a-z\d-]+(?:\.[a-z\d-]+)*|\[[\da-f:.]+\])(?::(\d+|\*))?(?:\/.*)?$/

/** The connect-src of each <meta> policy, or its default-src; a policy with neither allows all. */
function connectSources(doc: Document): string[][] {
  const metas = doc.querySelectorAll<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  )
  return [...metas].flatMap((meta) => {
    const directives = meta.content.split(';').map((text) => text.trim().toLowerCase().split(/\s+/))
    const named = (name: string) => directives.find(([first]) => first === name)?.slice(1)
    return [named('connect-src') ?? named('default-src') ?? ['*']]
  })
}

/** A scheme allows itself, and http its upgrade to https. */
const schemeAllows = (scheme: string, url: URL) =>
  url.protocol === scheme || (scheme === 'http:' && url.protocol === 'https:')

/** CSP's match of one source expression, paths aside (they are not what config.json names). */
function allows(source: string, url: URL, page: URL): boolean {
  if (source === '*') return true
  if (source === "'self'") return url.host === page.host && schemeAllows(page.protocol, url)
  if (/^[a-z][a-z\d+.-]*:$/.test(source)) return schemeAllows(source, url)
  const [, scheme = page.protocol, host = '', port] = HOST_SOURCE.exec(source) ?? []
  const hostMatches = host.startsWith('*')
    ? host === '*' || url.hostname.endsWith(host.slice(1))
    : url.hostname === host
  const portMatches =
    port === '*' ||
    (url.port || DEFAULT_PORT[url.protocol]) === (port ?? DEFAULT_PORT[url.protocol])
  return host !== '' && schemeAllows(scheme, url) && hostMatches && portMatches
}

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
