// The CSP requires Trusted Types, and a worker is started from a plain URL: the service worker
// that keeps the app's files (offline-worker.ts), the demo API's worker (demo-api.ts) and the worker
// that reads a server's contract (contract-reader.ts). The default policy admits those three and
// nothing else, so every other script URL sink stays blocked.

interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): unknown
}

let created = false

/** Whether `url` is one of the console's workers: `<base>sw.js`, or a built `*-worker` file. */
export function isWorkerUrl(url: string, base = import.meta.env.BASE_URL): boolean {
  const parsed = new URL(url, window.location.href)
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith(base)) return false
  const file = parsed.pathname.slice(base.length)
  // Any of the build's `*-worker` files (the demo API's, the contract's), or their sources in dev.
  return file === 'sw.js' || /^(assets|src\/[\w/]+)\/[\w-]+-worker(-[\w-]+)?\.[jt]s$/.test(file)
}

/** Creates the default policy once, before the first worker starts. */
export function trustWorkerUrls(): void {
  const factory = (window as { trustedTypes?: TrustedTypes }).trustedTypes
  if (created || !factory) return
  factory.createPolicy('default', {
    createScriptURL(url) {
      if (isWorkerUrl(url)) return url
      throw new TypeError(`Trusted Types: script URL refused: ${url}`)
    },
  })
  created = true
}
