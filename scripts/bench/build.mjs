// The console's builds for the bench: the demo site, and a production site pointed at the bench's
// API server. Each goes into bench-results/, never dist/.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { apiBaseUrl, apiDistDir, distDir, options, root } from './options.mjs'
import { log } from './report.mjs'

function build(outDir, env) {
  log(`building ${relative(root, outDir)} …`)
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  )
  if (r.status !== 0) throw new Error(`vite build into ${relative(root, outDir)} failed`)
}

/** The default (demo) build's variables: empty ones so a developer's .env.local cannot change it. */
export const demoEnv = {
  BASE_PATH: '/',
  VITE_DEFAULT_ENVIRONMENT: 'demo',
  VITE_PRODUCTION_BASE_URL: '',
  VITE_STAGING_BASE_URL: '',
}

export function buildDemo() {
  if (options.noBuild && existsSync(join(distDir, 'app-files.json'))) return
  build(distDir, demoEnv)
}

/** A production build whose API is the bench's API server (its origin is in the CSP). */
export function buildApiSite() {
  const index = join(apiDistDir, 'index.html')
  const current =
    existsSync(index) && readFileSync(index, 'utf8').includes(new URL(apiBaseUrl).origin)
  if (options.noBuild && current) return
  build(apiDistDir, {
    BASE_PATH: '/',
    VITE_DEFAULT_ENVIRONMENT: 'production',
    VITE_PRODUCTION_BASE_URL: apiBaseUrl,
    VITE_STAGING_BASE_URL: '',
  })
}
