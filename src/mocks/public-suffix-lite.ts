// Stands in for tldts, the public suffix list (~110 KB gzip, two thirds of the demo worker's code),
// in browser builds (vite.config.ts). Only msw's cookie store (tough-cookie) asks it anything: the
// registrable domain of a host, to match cookies to requests. The demo API sets no cookies and
// reads none, so "the last two labels" is enough; IP addresses and single labels have none, as
// with tldts. Node (Vitest, `npm run api`) keeps the real list.
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase()
  if (!host || host.includes(':') || /^[\d.]+$/.test(host)) return null
  const labels = host.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
