// Sending a call (the client's second step): fetch with a timeout and the caller's cancellation
// signal, reading the whole body. What happened comes back as a value, never as a thrown error:
// the client records it, then turns it into data or a typed error.
import type { NetworkReason } from './errors'
import type { PreparedRequest } from './prepare'

export const DEFAULT_TIMEOUT_MS = 15_000

/** What sends a call: the platform's fetch, or the demo API's worker (app/demo-api.ts). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>

export type Sent =
  | { outcome: 'answered'; response: Response; bytes: ArrayBuffer; durationMs: number }
  | { outcome: 'timeout' | 'network error'; durationMs: number }
  /** The caller's signal aborted: `error` is what fetch threw, rethrown as it is. */
  | { outcome: 'cancelled'; error: unknown; durationMs: number }

export async function send(
  prepared: PreparedRequest,
  { fetch, signal, timeoutMs }: { fetch: Fetch; signal?: AbortSignal; timeoutMs: number },
): Promise<Sent> {
  // A timer rather than AbortSignal.timeout(), so tests with fake timers can run the clock.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const cancel = () => controller.abort(signal?.reason)
  if (signal?.aborted) cancel()
  signal?.addEventListener('abort', cancel, { once: true })
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const response = await fetch(prepared.url, {
      method: prepared.method,
      headers: prepared.requestHeaders,
      body: prepared.requestBody,
      signal: controller.signal,
    })
    const bytes = await response.arrayBuffer()
    return { outcome: 'answered', response, bytes, durationMs: elapsed() }
  } catch (error) {
    if (timedOut) return { outcome: 'timeout', durationMs: elapsed() }
    if (signal?.aborted) return { outcome: 'cancelled', error, durationMs: elapsed() }
    return { outcome: 'network error', durationMs: elapsed() }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}

/** Why a fetch failed before any response: the diagnosis (probes, CSP reports) loads only then. */
export async function diagnose(prepared: PreparedRequest): Promise<NetworkReason> {
  try {
    const { diagnoseFailure } = await import('./network-diagnosis')
    return await diagnoseFailure({
      url: new URL(prepared.url),
      method: prepared.method,
      headerNames: Object.keys(prepared.requestHeaders),
      secretQuery: prepared.secretQuery,
    })
  } catch {
    return navigator.onLine === false ? 'offline' : 'unreachable'
  }
}
