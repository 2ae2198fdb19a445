// config.json's shape and name (SPEC "Where it runs"), below everything that reads or uses it.
import type { Words } from '../lib/i18n/i18n'

export type ConfigurableId = 'production' | 'staging'

export interface EnvironmentConfig {
  /** Absolute, as the file gave it or resolved against the site's origin. */
  baseUrl: string
  contractUrl?: string
}

export interface RuntimeConfig {
  environments: Partial<Record<ConfigurableId, EnvironmentConfig>>
  defaultEnvironment?: 'demo' | 'production' | 'staging' | 'custom'
}

export type ConfigRead =
  | { status: 'none' }
  | { status: 'ok'; config: RuntimeConfig }
  | { status: 'broken'; problem: Words }

export const CONFIG_FILE = 'config.json'
