// End-to-end tests in real headless Chromium against built sites served by `vite preview`:
// the demo build at /, the demo build under a sub-path, and a production build talking to the local
// API server (scripts/api-server.ts) in another process. With nginx installed, the sub-path build is
// also served by the repo's nginx config (project `nginx`), to check the headers a host sends, and
// configured where it runs: by nginx's variables and by a config.json on a plain static server.
import { chromium, defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'
import { nginxBinary } from './scripts/serve-nginx.ts'
import { ports, subPath } from './test/e2e/targets'

const isCi = Boolean(process.env.CI)
/**
 * CHROMIUM_PATH, else Playwright's own Chromium when installed (any OS), else Debian's headless
 * shell: the Blink Playwright itself runs headless tests in, for a quarter less time than the full
 * browser (.ci/run installs it), else Debian's full Chromium. `full` asks for the browser a user
 * runs, for what only it does (the Local Network Access prompt).
 */
function chromiumPath({ full = false } = {}): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const own = chromium.executablePath()
  if (existsSync(own)) return full ? own : undefined
  const shell = '/usr/bin/chromium-headless-shell'
  return !full && existsSync(shell) ? shell : '/usr/bin/chromium'
}

// CI installs nginx (.ci/run), so there a missing nginx fails the run instead of skipping the check.
const nginx = nginxBinary()
if (isCi && !nginx) throw new Error('CI runs the nginx project: install nginx or set NGINX_PATH')

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

export default defineConfig({
  testDir: 'test/e2e',
  // The builds and servers every project tests against, started side by side (test/e2e/servers.ts).
  globalSetup: './test/e2e/servers.ts',
  fullyParallel: false,
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  workers: isCi ? 2 : 1,
  // Sized for a loaded 2-core machine (two workers beside other jobs): a first visit to the demo
  // can take several seconds there, and each wait is a condition, so a quick machine waits less.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  // Baselines for demo-visual.spec.ts, made on Linux (the CI's platform): no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    browserName: 'chromium',
    headless: true,
    // A trace of a failing test's retry (CI retries once): recording every test's trace, to keep
    // the failing ones, took a quarter of each test's time on a 2-core machine.
    trace: 'on-first-retry',
    // The offline worker fetches and keeps every file of the build in each new context, a fifth of
    // a spec's time: the specs about it allow it (test.use), the others leave it out (decision 0034).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'demo',
      testMatch: /(demo|a11y|hostile|diagnosis)[^/]*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${ports.demo}` },
    },
    {
      name: 'subpath',
      testMatch: /subpath[^/]*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${ports.subpath}${subPath}` },
    },
    {
      name: 'real-server',
      testMatch: /real-server[^/]*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${ports.realServer}` },
    },
    {
      // The same build as if hosted on a public address, calling the API on this device.
      name: 'local-network',
      testMatch: /local-network\.spec\.ts$/,
      use: {
        baseURL: `http://127.0.0.1:${ports.realServer}`,
        launchOptions: {
          // The headless shell has no permission prompt: a request it blocks looks unanswered.
          executablePath: chromiumPath({ full: true }),
          args: [
            ...chromiumArgs,
            `--ip-address-space-overrides=127.0.0.1:${ports.realServer}=public`,
          ],
        },
      },
    },
    {
      // The production build, pointed at Prism as a Custom environment.
      name: 'prism',
      testMatch: /prism[^/]*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${ports.realServer}` },
    },
    {
      name: 'dev',
      testMatch: /dev-smoke\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${ports.dev}` },
    },
    ...(nginx
      ? [
          {
            // The same build, configured where it runs: nginx with PRODUCTION_BASE_URL set.
            name: 'nginx-configured',
            testMatch: /nginx-configured\.spec\.ts$/,
            use: { baseURL: `http://127.0.0.1:${ports.nginxConfigured}${subPath}` },
          },
          {
            // And on a plain static host, with a config.json uploaded beside it: the three servings
            // are one build, and each reaches its own server (this one Prism).
            name: 'static-configured',
            testMatch: /static-configured\.spec\.ts$/,
            use: { baseURL: `http://127.0.0.1:${ports.staticConfigured}${subPath}` },
          },
          {
            name: 'nginx',
            testMatch: /nginx\.spec\.ts$/,
            use: { baseURL: `http://127.0.0.1:${ports.nginx}${subPath}` },
          },
        ]
      : []),
  ],
})
