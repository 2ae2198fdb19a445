// Why a fetch failed before any response. The browser says only "TypeError: Failed to fetch"; the
// cause is found from what the page can observe (docs/decisions/0010-network-failure-diagnosis.md):
// the page's protocol, securitypolicyviolation events, and two probes to the same URL.
// Loaded by the client when a call fails, so none of this is in the first page's code.
import { addressSpaceOf, isLoopbackHost } from './address-space'
import { blockedOrigins } from './csp-reports'
import type { NetworkReason } from './errors'

/**
 * The Local Network Access permission for calls into `space`, where the browser exposes it
 * (Chromium 142+: one name, later one per space); null elsewhere.
 */
async function localNetworkPermission(
  space: 'loopback' | 'local',
): Promise<PermissionState | null> {
  const names = [
    space === 'loopback' ? 'loopback-network' : 'local-network',
    'local-network-access',
  ]
  for (const name of names) {
    try {
      return (await navigator.permissions.query({ name } as unknown as PermissionDescriptor)).state
    } catch {
      // Not a permission this browser knows: try the next name.
    }
  }
  return null
}

/** An https page may not call http, except the loopback hosts browsers treat as secure. */
export function isMixedContent(target: URL, pageProtocol = window.location.protocol): boolean {
  return (
    pageProtocol === 'https:' && target.protocol === 'http:' && !isLoopbackHost(target.hostname)
  )
}

/** Request headers that CORS lets through without a preflight (Fetch: "CORS-safelisted"). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language'])

function needsPreflight(method: string, headerNames: readonly string[]): boolean {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return true
  return headerNames.some((name) => !SAFELISTED.has(name.toLowerCase()))
}

const PROBE_TIMEOUT_MS = 5000

async function answers(url: URL, mode: RequestMode): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS)
  try {
    await fetch(url, { mode, credentials: 'omit', cache: 'no-store', signal: controller.signal })
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** A macrotask: the violation event of a blocked fetch is queued, not dispatched with the failure. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

export interface FailedCall {
  url: URL
  method: string
  headerNames: readonly string[]
  /** Query parameters that carry the key: left out of the probes. */
  secretQuery: readonly string[]
}

/**
 * After a fetch rejected (not a timeout, not a cancel): a plain CORS GET that gets through means
 * only the preflight failed; an opaque no-cors GET that resolves means the server answers but
 * without CORS; neither means nothing answered. A call to a local address whose permission is not
 * granted was never sent (Local Network Access), and says so before any probe. The CSP's reports are read again after the probes.
 */
export async function diagnoseFailure(call: FailedCall): Promise<NetworkReason> {
  const { url } = call
  if (isMixedContent(url)) return 'mixed-content'
  await nextTask()
  if (blockedOrigins.has(url.origin)) return 'csp'
  const local = await localNetworkRefusal(url)
  if (local) return local
  const probe = new URL(url)
  for (const name of call.secretQuery) probe.searchParams.delete(name)
  const reason: NetworkReason = (await answers(probe, 'cors'))
    ? needsPreflight(call.method, call.headerNames)
      ? 'preflight'
      : 'unreachable'
    : (await answers(probe, 'no-cors'))
      ? 'cors'
      : navigator.onLine === false
        ? 'offline'
        : 'unreachable'
  // A violation reported late (while the probes ran) still wins: it is the one certain cause.
  return blockedOrigins.has(url.origin) ? 'csp' : reason
}

/**
 * A denied permission is the browser's refusal, whatever the page's own address (a public page is
 * the only kind that asks); one not yet given counts only from a page that is not itself local.
 */
async function localNetworkRefusal(url: URL): Promise<NetworkReason | null> {
  const space = addressSpaceOf(url.hostname)
  if (space === 'public' || typeof navigator.permissions?.query !== 'function') return null
  const permission = await localNetworkPermission(space)
  if (permission === 'denied') return 'local-network'
  const pagePublic = addressSpaceOf(window.location.hostname) === 'public'
  return permission === 'prompt' && pagePublic ? 'local-network-ask' : null
}
