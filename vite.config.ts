/// <reference types="vitest/config" />
import yaml from '@rollup/plugin-yaml'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { demoCookieJar } from './scripts/demo-cookie-jar.ts'
import { entryClosure } from './scripts/entry-closure.ts'
import { hostFiles } from './scripts/host-files.ts'
import { icuMessages } from './scripts/icu-messages.ts'
import { notFoundPage } from './scripts/not-found-page.ts'
import { openapiFile } from './scripts/openapi-file.ts'

/** BASE_PATH puts the built site under a sub-path of a static host (e.g. /tools/petstore/). */
function basePath(raw: string | undefined): string {
  if (!raw) return '/'
  return `/${raw}/`.replace(/\/+/g, '/')
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const proxyTarget = env.VITE_API_PROXY_TARGET
  const shell = entryClosure()
  return {
    base: basePath(env.BASE_PATH),
    plugins: [
      react(),
      contentSecurityPolicy(env),
      notFoundPage(env),
      hostFiles(env),
      openapiFile(),
      // openapi.yaml is imported as data, parsed here once rather than on every phone.
      yaml(),
      icuMessages(),
      shell.plugin,
    ],
    resolve: {
      // Catalogs arrive parsed (scripts/icu-messages.ts): the page needs no ICU parser.
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    // The dev server's scan starts from index.html and does not follow `new Worker(new URL(…))`:
    // the workers' own dependencies (msw) would be found on the first page load, and the page
    // reloaded under the user.
    optimizeDeps: {
      entries: ['index.html', 'src/**/*-worker.ts'],
    },
    server: {
      port: 5173,
      // For servers without CORS: the console calls /api-proxy/... and Vite forwards it.
      proxy: proxyTarget
        ? {
            '/api-proxy': {
              target: proxyTarget,
              changeOrigin: true,
              rewrite: (path) => path.replace(/^\/api-proxy/, ''),
            },
          }
        : undefined,
    },
    preview: { port: 4173 },
    // The demo API's worker sets no cookies: msw's cookie store gets a jar without the public-suffix
    // list, which the worker would otherwise parse before its first answer (decision 0031).
    // The contract's worker compares with openapi.yaml, imported as data there too (decision 0028).
    worker: { plugins: () => [demoCookieJar(), yaml()] },
    build: {
      target: 'es2022',
      // The list of built files, which the demo's service worker (public/sw.js) keeps for offline use.
      manifest: 'app-files.json',
      // Every browser the console supports preloads modules itself (docs/browsers.md): no polyfill.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|valibot)[\\/]/,
                priority: 2,
              },
              { name: 'shell', test: shell.has, priority: 1 },
              // The entry's own: it starts the demo API's worker before the framework has even been
              // compiled, then loads the console (src/main.tsx, decisions 0026 and 0035).
              { name: 'early', test: shell.early, priority: 3 },
              // What the explorer, the log's check and the contract's reader on the page share, in
              // one chunk, and the page's CSP matching with what says a server is blocked: each
              // lazy chunk of the shell's then names no new one (decision 0028).
              {
                name: 'openapi',
                test: /(src[\\/]features[\\/]contract[\\/](openapi|read-operations|find-operation|call-path)\.ts|[\\/]openapi\.yaml)$/,
              },
              // The pages' common parts, in two files rather than ten: each small file costs a request
              // and its own compression, and Overview, /pets and /orders each need every part of the
              // first (their data and header), the two lists every part of the second (decision 0036).
              {
                name: 'page-data',
                test: /src[\\/](api[\\/](pets|orders|streamed-list)\.ts|lib[\\/]page-header\.tsx|components[\\/]query-problem\.tsx)$/,
              },
              {
                name: 'lists',
                test: /src[\\/](components[\\/](api-call|cells)\.tsx|features[\\/]pets[\\/]status-badge\.tsx|lib[\\/](list-table|pagination|export|export-buttons)\.tsx?|lib[\\/]i18n[\\/]en[\\/](components|lib)\.ts)$/,
              },
              {
                name: 'blocked-servers',
                test: /src[\\/](app[\\/]blocked-servers\.tsx|api[\\/](csp-allows|csp-match|connect-allowed)\.ts)$/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./test/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Sized for a loaded 2-core machine, as the waits in test/setup.ts are.
      testTimeout: 30_000,
      // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a
      // time, with one core idle while a file waits on jsdom, msw or its timers (a whole run took
      // 208 s of CPU in 275 s of wall time with one worker).
      maxWorkers: 2,
      // A worker thread starts a file sooner than a child process does.
      pool: 'threads',
    },
  }
})
