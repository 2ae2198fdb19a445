// @vitest-environment node
// deploy/nginx/petstore-config.sh, the container's start step, run as the image runs it: good
// variables write config.json and widen connect-src; each bad one stops the start, named.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const policy = "default-src 'self'; connect-src 'self'"

/** A deployed site in a fresh folder, and the script run over it with `env`. */
function start(env: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'petstore-config-'))
  writeFileSync(
    join(root, 'index.html'),
    `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}">`,
  )
  writeFileSync(join(root, 'security-headers.nginx.conf'), `add_header CSP "${policy}";`)
  const run = spawnSync('sh', ['deploy/nginx/petstore-config.sh'], {
    env: { PATH: process.env.PATH ?? '', SITE_ROOT: root, BASE_PATH: '/', ...env },
    encoding: 'utf8',
  })
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  return { code: run.status, stderr: run.stderr.trim(), read }
}

test('the variables become config.json, and their origins join connect-src in header and page', () => {
  const site = start({
    PRODUCTION_BASE_URL: 'https://api.example.com/v1',
    PRODUCTION_CONTRACT_URL: 'https://specs.example.com/openapi.yaml',
    STAGING_BASE_URL: '/staging-api/v1',
    DEFAULT_ENVIRONMENT: 'production',
  })
  expect(site.code).toBe(0)
  expect(JSON.parse(site.read('config.json'))).toEqual({
    environments: {
      production: {
        baseUrl: 'https://api.example.com/v1',
        contractUrl: 'https://specs.example.com/openapi.yaml',
      },
      staging: { baseUrl: '/staging-api/v1' },
    },
    defaultEnvironment: 'production',
  })
  const widened = "connect-src 'self' https://api.example.com https://specs.example.com"
  expect(site.read('security-headers.nginx.conf')).toContain(widened)
  expect(site.read('index.html')).toContain(widened.replaceAll("'", '&#39;'))
})

test.each([
  [{ PRODUCTION_BASE_URL: 'api.example.com/v1' }, 'PRODUCTION_BASE_URL must be an http(s) URL'],
  [{ STAGING_BASE_URL: 'https://a.test/"x' }, 'STAGING_BASE_URL cannot hold a quote'],
  [
    { DEFAULT_ENVIRONMENT: 'prod' },
    'DEFAULT_ENVIRONMENT must be demo, production, staging or custom',
  ],
  [
    { DEFAULT_ENVIRONMENT: 'staging' },
    'DEFAULT_ENVIRONMENT is staging, but STAGING_BASE_URL is not set',
  ],
  [
    { PRODUCTION_CONTRACT_URL: 'https://api.example.com/v1/openapi.json' },
    'PRODUCTION_CONTRACT_URL is set, but PRODUCTION_BASE_URL is not',
  ],
  [
    { STAGING_BASE_URL: '/v1', STAGING_CONTRACT_URL: 'ftp://specs/o.json' },
    'STAGING_CONTRACT_URL must be an http(s) URL',
  ],
])('%o stops the start, named', (env, message) => {
  const site = start(env)
  expect(site.code).toBe(1)
  expect(site.stderr).toContain(`petstore-config: ${message}`)
})
