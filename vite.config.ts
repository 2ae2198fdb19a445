/// <reference types="vitest/config" />
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

// BASE_PATH lets the built site live under a sub-path of a static host (e.g. /tools/petstore/).
function normaliseBase(raw: string | undefined): string {
  if (!raw) return '/'
  const withLead = raw.startsWith('/') ? raw : `/${raw}`
  return withLead.endsWith('/') ? withLead : `${withLead}/`
}

/** The origins of the configured API base URLs, plus VITE_CSP_CONNECT_SRC (space-separated). */
function connectSources(env: Record<string, string>): string[] {
  const origins = new Set<string>(["'self'"])
  for (const raw of [env.VITE_PRODUCTION_BASE_URL, env.VITE_STAGING_BASE_URL]) {
    try {
      if (raw?.trim()) origins.add(new URL(raw.trim()).origin)
    } catch {
      // environments.ts reports a malformed base URL to the user; the CSP just leaves it out.
    }
  }
  for (const extra of (env.VITE_CSP_CONNECT_SRC ?? '').split(/\s+/)) if (extra) origins.add(extra)
  return [...origins]
}

/**
 * A Content-Security-Policy <meta> for the built site. Build only: the dev server needs inline
 * scripts for React Fast Refresh. frame-ancestors cannot be set in a meta tag (see README).
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connectSources(env).join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
  return {
    name: 'petstore-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * Writes dist/404.html as a copy of index.html: static hosts that serve 404.html for unknown paths
 * (GitHub Pages, S3 error documents) then open deep links such as /pets/7 in the app.
 */
function notFoundFallback(): Plugin {
  return {
    name: 'petstore-404-fallback',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      copyFileSync(join(dir, 'index.html'), join(dir, '404.html'))
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const proxyTarget = env.VITE_API_PROXY_TARGET
  return {
    base: normaliseBase(process.env.BASE_PATH),
    plugins: [react(), contentSecurityPolicy(env), notFoundFallback()],
    // react-router's package exports only its development build (dev warnings kept); its production
    // build is the same code without them. Browser builds use it: ~0.6 KB gzip off the first page.
    resolve:
      mode === 'production'
        ? {
            alias: [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
            ],
          }
        : undefined,
    server: {
      port: 5173,
      strictPort: false,
      // For servers without CORS: the console calls /api-proxy/... and Vite forwards it.
      proxy: proxyTarget
        ? {
            '/api-proxy': {
              target: proxyTarget,
              changeOrigin: true,
              rewrite: (p) => p.replace(/^\/api-proxy/, ''),
            },
          }
        : undefined,
    },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./test/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      restoreMocks: true,
    },
  }
})
