// Reading a config.json (runtime-config.ts fetches it): each key checked, and a broken file made one
// problem in words that name the file and the key.
import { words, WordedError } from '../lib/i18n/i18n'
import '../lib/i18n/en/config'
import {
  CONFIG_FILE,
  type ConfigRead,
  type ConfigurableId,
  type EnvironmentConfig,
  type RuntimeConfig,
} from './config-file'

const configurable: readonly string[] = ['production', 'staging']
const defaults: readonly string[] = ['demo', 'production', 'staging', 'custom']

class ConfigProblem extends WordedError {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const shown = (value: unknown) => JSON.stringify(value) ?? String(value)

function onlyKeys(value: Record<string, unknown>, where: string, keys: [string, string]) {
  const unknown = Object.keys(value).find((key) => !keys.includes(key))
  if (unknown !== undefined)
    throw new ConfigProblem(
      words('config.unknown-key', { key: `${where}${unknown}`, first: keys[0], second: keys[1] }),
    )
}

/** An http(s) URL, absolute or a path on this site ("/staging-api/v1"), made absolute. */
function url(value: unknown, key: string, origin: string): string {
  if (typeof value !== 'string' || !value.trim())
    throw new ConfigProblem(words('config.url-not-string', { key, value: shown(value) }))
  const raw = value.trim()
  let parsed: URL
  try {
    parsed = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, origin) : new URL(raw)
  } catch {
    throw new ConfigProblem(
      words('config.not-a-url', {
        key,
        value: shown(raw),
        example: 'https://api.example.com/v1',
        path: '/api/v1',
      }),
    )
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ConfigProblem(
      words('config.url-scheme', {
        key,
        http: 'http://',
        https: 'https://',
        slash: '/',
        value: shown(raw),
      }),
    )
  return parsed.toString().replace(/\/+$/, '')
}

function environment(value: unknown, id: string, origin: string): EnvironmentConfig {
  const key = `environments.${id}`
  if (!isObject(value))
    throw new ConfigProblem(words('config.must-be-object', { key, example: '{ "baseUrl": "…" }' }))
  onlyKeys(value, `${key}.`, ['baseUrl', 'contractUrl'])
  const baseUrl = url(value.baseUrl, `${key}.baseUrl`, origin)
  if (value.contractUrl === undefined) return { baseUrl }
  return { baseUrl, contractUrl: url(value.contractUrl, `${key}.contractUrl`, origin) }
}

function read(data: unknown, origin: string): RuntimeConfig {
  if (!isObject(data))
    throw new ConfigProblem(words('config.not-object', { example: '{ "environments": { … } }' }))
  onlyKeys(data, '', ['environments', 'defaultEnvironment'])
  const listed = data.environments ?? {}
  if (!isObject(listed))
    throw new ConfigProblem(
      words('config.must-be-object', { key: 'environments', example: '{ "production": { … } }' }),
    )
  const environments: RuntimeConfig['environments'] = {}
  for (const [id, value] of Object.entries(listed)) {
    if (!configurable.includes(id))
      throw new ConfigProblem(
        words('config.not-settable', {
          key: `environments.${id}`,
          first: 'production',
          second: 'staging',
        }),
      )
    environments[id as ConfigurableId] = environment(value, id, origin)
  }
  const wanted = data.defaultEnvironment
  if (wanted === undefined) return { environments }
  if (typeof wanted !== 'string' || !defaults.includes(wanted))
    throw new ConfigProblem(
      words('config.default-invalid', {
        key: 'defaultEnvironment',
        first: 'demo',
        second: 'production',
        third: 'staging',
        fourth: 'custom',
        value: shown(wanted),
      }),
    )
  if (configurable.includes(wanted) && !environments[wanted as ConfigurableId])
    throw new ConfigProblem(
      words('config.default-no-url', {
        key: 'defaultEnvironment',
        value: shown(wanted),
        environment: `environments.${wanted}`,
        field: 'baseUrl',
      }),
    )
  return { environments, defaultEnvironment: wanted as RuntimeConfig['defaultEnvironment'] }
}

/** The file's text as read from `origin`'s site: the configuration, or what is wrong with it. */
export function parseConfig(text: string, origin: string): ConfigRead {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { status: 'broken', problem: words('config.not-json', { file: CONFIG_FILE, reason }) }
  }
  try {
    return { status: 'ok', config: read(data, origin) }
  } catch (error) {
    if (!(error instanceof ConfigProblem)) throw error
    return {
      status: 'broken',
      problem: words('config.in-file', { file: CONFIG_FILE, problem: error.words }),
    }
  }
}
