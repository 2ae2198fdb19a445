// Before the journeys: the demo site built once, as playwright.config.ts builds its demo (demo only,
// whatever .env.local says). With ENGINES_SITE set (CI builds once for every engine), that build is
// used as it is.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'

export const defaultSiteDir = 'node_modules/.e2e/engines'

export default function setup() {
  // This run's screenshots of failures start afresh (the folder harness.ts names `resultsDir`).
  const run = process.env.ENGINE_RUN ?? process.env.ENGINE ?? 'chromium'
  rmSync(join('test-results', `engines-${run}`), { recursive: true, force: true })
  const given = process.env.ENGINES_SITE
  const dir = given ?? defaultSiteDir
  if (!given) {
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          VITE_PRODUCTION_BASE_URL: '',
          VITE_STAGING_BASE_URL: '',
          VITE_DEFAULT_ENVIRONMENT: 'demo',
          BASE_PATH: '/',
        },
      },
    )
    if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`)
  }
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no built site in ${dir}`)
}
