// The API environments this deployment offers, as data the code asks about (environment(id).demo),
// built from one configuration object; and the one function that makes a call's target from one.
import { t, type MessageId } from '../lib/i18n/i18n'
import { runtimeConfig } from './runtime-config'
import type { ApiTarget, AuthSettings, EnvironmentId } from './target'

/** The environments whose server the configuration names. */
type ServerId = 'production' | 'staging'

export interface Environment {
  id: EnvironmentId
  /**
   * Where its calls go unless the user types it: the demo API's own address in this tab, or the
   * server the configuration names (null when it names none, and the environment is not offered).
   */
  baseUrl: string | null
  /** The user types its base URL in Settings, and a shared link may carry one. */
  editableUrl: boolean
  /**
   * Answered by the demo API inside this tab: it has demo controls and Replay, tours and shared
   * links set its state, and its calls never wait for the network.
   */
  demo: boolean
  /** Where its server publishes its own contract, as the configuration says (Settings may override). */
  contractUrl: string | null
}

/**
 * What the deployment says about its servers, in config.json's shape (SPEC "Where it runs"): each
 * server environment's base URL, and the environment to start on. One it names no server for is
 * not offered.
 */
export interface EnvironmentsConfig {
  environments: Partial<Record<ServerId, { baseUrl: string; contractUrl?: string }>>
  defaultEnvironment?: string
}

function server(value: string | undefined): { baseUrl: string } | undefined {
  const baseUrl = value?.trim()
  return baseUrl ? { baseUrl } : undefined
}

/**
 * The one place the configuration is read: config.json over the build's variables, which stay the
 * defaults. A broken file changes no server, and the console opens on Demo.
 */
export function readConfig(): EnvironmentsConfig {
  const build: EnvironmentsConfig = {
    environments: {
      production: server(import.meta.env.VITE_PRODUCTION_BASE_URL),
      staging: server(import.meta.env.VITE_STAGING_BASE_URL),
    },
    defaultEnvironment: import.meta.env.VITE_DEFAULT_ENVIRONMENT,
  }
  const runtime = runtimeConfig.get()
  if (runtime.status === 'broken') return { ...build, defaultEnvironment: 'demo' }
  if (runtime.status === 'none') return build
  const { environments, defaultEnvironment } = runtime.config
  return {
    environments: { ...build.environments, ...environments },
    defaultEnvironment: defaultEnvironment ?? build.defaultEnvironment,
  }
}

const labels: Readonly<Record<EnvironmentId, MessageId>> = {
  demo: 'env.demo',
  production: 'env.production',
  staging: 'env.staging',
  custom: 'env.custom',
}

/** Its name in the language shown now: call it when rendering, never keep what it returns. */
export const environmentLabel = (id: EnvironmentId): string => t(labels[id])

/** Where the in-browser demo API answers: `<site>/demo-api/v1`, under the site's base path. */
export function demoBaseUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}demo-api/v1`, window.location.origin).toString()
}

/** The demo's service worker (public/sw.js, which imports msw's), scoped to the site's base path. */
export const demoWorker = {
  url: `${import.meta.env.BASE_URL}sw.js`,
  options: { scope: import.meta.env.BASE_URL },
} as const

const configured = (id: ServerId, config: EnvironmentsConfig): Environment => ({
  id,
  baseUrl: config.environments[id]?.baseUrl ?? null,
  editableUrl: false,
  demo: false,
  contractUrl: config.environments[id]?.contractUrl ?? null,
})

/** Every environment, offered or not, as the configuration describes it, in the order offered. */
const describe = (config: EnvironmentsConfig): Record<EnvironmentId, Environment> => ({
  demo: {
    id: 'demo',
    baseUrl: demoBaseUrl(),
    editableUrl: false,
    demo: true,
    contractUrl: null,
  },
  production: configured('production', config),
  staging: configured('staging', config),
  custom: {
    id: 'custom',
    baseUrl: null,
    editableUrl: true,
    demo: false,
    contractUrl: null,
  },
})

/** Demo, each server the configuration names, and Custom. */
export function availableEnvironments(config = readConfig()): Environment[] {
  return Object.values(describe(config)).filter((env) => env.editableUrl || env.baseUrl !== null)
}

/** What the code asks about an environment; one this deployment does not offer has no URL. */
export const environment = (id: EnvironmentId): Environment => describe(readConfig())[id]

export function defaultEnvironment(config = readConfig()): EnvironmentId {
  const wanted = availableEnvironments(config).find((env) => env.id === config.defaultEnvironment)
  return wanted?.id ?? 'demo'
}

/** What a call's target needs besides its environment: the URL typed for it, its key and placement. */
export interface TargetParts {
  /** Read only for an environment whose URL the user types (Custom). */
  typedUrl?: string
  auth: AuthSettings
  apiKey: string
}

/**
 * The one place a call's target is made: the environment's base URL (its own, or the one typed for
 * it), with its key and where the key goes. Null when it has no base URL (Custom with none typed).
 */
export function makeTarget(env: Environment, parts: TargetParts): ApiTarget | null {
  const baseUrl = env.editableUrl ? parts.typedUrl || null : env.baseUrl
  if (baseUrl === null) return null
  return { environment: env.id, baseUrl, auth: parts.auth, apiKey: parts.apiKey }
}

/** Accepts only absolute http(s) URLs; returns the URL without a trailing slash, or an error. */
export function checkBaseUrl(
  raw: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const value = raw.trim()
  if (!value) return { ok: false, message: t('env.url-empty') }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, message: t('env.url-invalid') }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: t('env.url-scheme') }
  }
  if (url.username || url.password) {
    return { ok: false, message: t('env.url-credentials') }
  }
  return { ok: true, url: url.toString().replace(/\/+$/, '') }
}
