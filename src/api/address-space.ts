// Where a host is, as Local Network Access sorts addresses: read by the failure diagnosis (loaded
// on a failed call) and by the words that explain it, so neither pulls the other in.
const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i
const LOCALHOST_NAME = /\.localhost$/i
// RFC 1918, link-local, carrier-grade NAT, IPv6 unique-local and link-local, and mDNS names.
const PRIVATE =
  /^(10(\.\d+){3}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|192\.168(\.\d+){2}|169\.254(\.\d+){2}|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])(\.\d+){2}|\[f[cd][0-9a-f]*:.*\]|\[fe[89ab][0-9a-f]*:.*\]|[^.]+(\.[^.]+)*\.local)$/i

/** The loopback hosts browsers treat as secure, so an https page may call them over http. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname)

/**
 * Where a host is, as far as its name shows (Local Network Access's address spaces): a name that
 * is not an address may be anywhere, so only addresses and reserved names count as local.
 */
export function addressSpaceOf(hostname: string): 'loopback' | 'local' | 'public' {
  if (LOOPBACK.test(hostname) || LOCALHOST_NAME.test(hostname)) return 'loopback'
  return PRIVATE.test(hostname) ? 'local' : 'public'
}
