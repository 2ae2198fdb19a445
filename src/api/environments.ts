// Which API environments this build offers, from build-time variables (SPEC "Environments").

export type EnvironmentId = 'demo' | 'production' | 'staging' | 'custom'

export interface Environment {
  id: EnvironmentId
  label: string
  /** Fixed base URL, or null when the user types it (custom). */
  baseUrl: string | null
}

export const environmentLabels: Record<EnvironmentId, string> = {
  demo: 'Demo',
  production: 'Production',
  staging: 'Staging',
  custom: 'Custom',
}

/** Where the in-browser demo API answers: `<site>/demo-api/v1`, under the site's base path. */
export function demoBaseUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}demo-api/v1`, window.location.origin).toString()
}

/** The demo's service worker (public/sw.js, which imports msw's), scoped to the site's base path. */
export const demoWorker = {
  url: `${import.meta.env.BASE_URL}sw.js`,
  options: { scope: import.meta.env.BASE_URL },
} as const

function configured(value: string | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

export function availableEnvironments(): Environment[] {
  const production = configured(import.meta.env.VITE_PRODUCTION_BASE_URL)
  const staging = configured(import.meta.env.VITE_STAGING_BASE_URL)
  const list: Environment[] = [{ id: 'demo', label: environmentLabels.demo, baseUrl: null }]
  if (production)
    list.push({ id: 'production', label: environmentLabels.production, baseUrl: production })
  if (staging) list.push({ id: 'staging', label: environmentLabels.staging, baseUrl: staging })
  list.push({ id: 'custom', label: environmentLabels.custom, baseUrl: null })
  return list
}

export function defaultEnvironment(): EnvironmentId {
  const wanted = import.meta.env.VITE_DEFAULT_ENVIRONMENT
  const offered = availableEnvironments().map((e) => e.id)
  return offered.includes(wanted as EnvironmentId) ? (wanted as EnvironmentId) : 'demo'
}

/** Accepts only absolute http(s) URLs; returns the URL without a trailing slash, or an error. */
export function checkBaseUrl(
  raw: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const value = raw.trim()
  if (!value) return { ok: false, message: 'Enter the server’s base URL, ending in /v1.' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, message: 'That is not a URL. Example: https://api.example.com/v1' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The base URL must start with http:// or https://.' }
  }
  if (url.username || url.password) {
    return { ok: false, message: 'Put credentials in the API key field, not in the URL.' }
  }
  return { ok: true, url: url.toString().replace(/\/+$/, '') }
}
