// CSP's source matching for connect-src, as the page's <meta> policy states it: what csp-allows.ts
// says at start and connect-allowed.ts asks before the contract's worker fetches.
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' }
const HOST_SOURCE =
  /^(?:([a-z][a-z\d+.-]*:)\/\/)?(\*|(?:\*\.)?[a-z\d-]+(?:\.[a-z\d-]+)*|\[[\da-f:.]+\])(?::(\d+|\*))?(?:\/.*)?$/

/** The connect-src of each <meta> policy, or its default-src; a policy with neither allows all. */
export function connectSources(doc: Document): string[][] {
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
export function allows(source: string, url: URL, page: URL): boolean {
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
