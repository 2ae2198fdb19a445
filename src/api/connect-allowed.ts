// Whether the page's <meta> policy lets it connect to an address: a worker started from a plain URL
// is not under that policy, so what it fetches for the page is asked here first (decision 0028).
// Apart from csp-allows.ts, which the first page loads, so only the contract's reader carries it.
import { allows, connectSources } from './csp-match'

export function connectAllowed(
  url: string,
  doc = document,
  page = new URL(window.location.href),
): boolean {
  const target = new URL(url, page)
  return connectSources(doc).every((sources) =>
    sources.some((source) => allows(source, target, page)),
  )
}
