/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite'
import react from '@vitejs/plugin-react'
import { routeTable, staticHeadingHtml } from './src/app/route-table'
import { largeListsByPage, startLargeJsonEarly } from './src/mocks/large-json-early'

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

/** 'sha256-…' sources for the page's inline classic scripts (index.html's theme script). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attrs = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || !body.trim()) continue
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return hashes
}

/**
 * A Content-Security-Policy <meta> for the built site. Build only: the dev server needs inline
 * scripts for React Fast Refresh. Inline scripts run only when their exact text is hashed here;
 * frame-ancestors cannot be set in a meta tag (see README).
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  return {
    name: 'petstore-csp',
    apply: 'build',
    transformIndexHtml: {
      // After every other transform, so the hashes match the scripts exactly as shipped.
      order: 'post',
      handler: (html) => {
        const policy = [
          "default-src 'self'",
          ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
          "style-src 'self'",
          "img-src 'self' data:",
          `connect-src ${connectSources(env).join(' ')}`,
          "worker-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
        ].join('; ')
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}

// Runs inline in index.html (so the CSP hashes it): finds the route the address opens, as
// react-router would for this table, preloads that page's chunks next to the entry's, and notes the
// route for the heading script below.
const PRELOAD_PLACEHOLDER = '<!-- preload-current-page -->'
const preloadPageScript = `(function (base, table) {
  var path = location.pathname.indexOf(base) === 0 ? location.pathname.slice(base.length) : ''
  var parts = path.split('/').filter(Boolean)
  for (var i = 0; i < table.length; i++) {
    var pattern = table[i][0].split('/').filter(Boolean)
    var hit = table[i][0] === '*' || (pattern.length === parts.length && pattern.every(function (part, j) {
      return part.charAt(0) === ':' || part === parts[j]
    }))
    if (!hit) continue
    window.petstoreShellRoute = i
    table[i][1].forEach(function (file) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = base + file
      document.head.appendChild(link)
    })
    return
  }
})`

// Runs inline in the static shell's <main>: paints the opened page's heading and subtitle (the
// page's largest text, so its Largest Contentful Paint) with the header, before the JavaScript.
const HEADING_PLACEHOLDER = '<!-- current-page-heading -->'
const pageHeadingScript = `(function (headings) {
  var html = headings[window.petstoreShellRoute]
  if (html) document.currentScript.insertAdjacentHTML('beforebegin', html)
})`

/**
 * Pages are lazy chunks, so by default the browser learns it needs the current page's code only
 * after the entry has run. index.html instead preloads it in parallel with the entry: one network
 * round trip less before the page shows (most visible on a slow phone connection). It also paints
 * the page's heading straight away rather than after the code has loaded and run, and, with the
 * large demo set stored, starts the worker that makes the page's lists (large-json-early.ts).
 */
function preloadCurrentPage(): Plugin {
  let base = '/'
  return {
    name: 'petstore-preload-current-page',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = new Map<string, Rollup.OutputChunk>()
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') chunks.set(item.fileName, item)
        }
        const closure = (file: string, seen = new Set<string>()) => {
          if (seen.has(file)) return seen
          seen.add(file)
          chunks.get(file)?.imports.forEach((next) => closure(next, seen))
          return seen
        }
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
        const loadedAnyway = entry ? closure(entry.fileName) : new Set<string>()
        const pageFiles = new Map<string, string[]>()
        for (const chunk of chunks.values()) {
          const page = /\/src\/pages\/([\w-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1]
          if (page && chunk.isDynamicEntry) {
            pageFiles.set(
              page,
              [...closure(chunk.fileName)].filter((f) => !loadedAnyway.has(f)),
            )
          }
        }
        const table = routeTable.map(({ path, page }) => [path, pageFiles.get(page) ?? []])
        const worker = Object.keys(bundle).find((file) =>
          /\/large-json-worker-[\w-]+\.js$/.test(file),
        )
        if (!worker)
          throw new Error('preloadCurrentPage: the large-json worker is not in the bundle')
        const lists = routeTable.map(({ page }) => largeListsByPage[page] ?? [])
        // At the placeholder, before the stylesheet link: a script after it would wait for the CSS.
        const script = [
          `${preloadPageScript}(${JSON.stringify(base)}, ${JSON.stringify(table)})`,
          `;(${String(startLargeJsonEarly)})(${JSON.stringify(base + worker)}, ${JSON.stringify(lists)})`,
        ].join('\n')
        const headings = `${pageHeadingScript}(${JSON.stringify(routeTable.map(({ page }) => staticHeadingHtml(page))).replaceAll('</', '<\\/')})`
        return html
          .replace(PRELOAD_PLACEHOLDER, `<script>${script}</script>`)
          .replace(HEADING_PLACEHOLDER, `<script>${headings}</script>`)
      },
    },
  }
}

/**
 * react-router's production build declares Link, NavLink and Form as `X = React.forwardRef(…)` and
 * then sets `X.displayName`; a bundler must keep both, since either could have side effects. Marking
 * the calls pure and dropping the displayName writes (React DevTools labels only) lets unused
 * components, with what only they use (Form's submission code), be tree-shaken: ~1.3 KB gzip.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'petstore-tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null
      return code
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
    },
  }
}

/**
 * In browser builds, a module that a library imports (matched by the importing file's path and the
 * import specifier) is replaced by a file of ours. Each use says why the library's own is not needed
 * there, and a test fails when that stops being true.
 */
function swapLibraryModule(
  name: string,
  swap: { importer: string; specifier: (source: string) => boolean; file: string },
): Plugin {
  const file = fileURLToPath(new URL(swap.file, import.meta.url))
  return {
    name: `petstore-${name}`,
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes(swap.importer) && swap.specifier(source) ? file : null
    },
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
    plugins: [
      react(),
      treeShakeReactRouter(),
      // msw keeps a cookie jar (tough-cookie with the public suffix list) and consults it for every
      // request the demo answers; the demo API uses no cookies (test/cookie-store-lite.test.ts).
      // An always-empty store instead: a smaller demo worker and cheaper requests.
      swapLibraryModule('lite-msw-cookie-store', {
        importer: '/msw/lib/core/',
        specifier: (source) => source.endsWith('/cookieStore.mjs'),
        file: './src/mocks/cookie-store-lite.ts',
      }),
      // React Query's Query class imports the paging of infinite queries, which only
      // useInfiniteQuery and fetchInfiniteQuery make; the app uses neither
      // (test/no-infinite-queries.test.ts). A stub that says so: ~0.45 KiB gzip off every first page.
      swapLibraryModule('without-infinite-queries', {
        importer: '/@tanstack/query-core/',
        specifier: (source) => source === './infiniteQueryBehavior.js',
        file: './src/lib/no-infinite-queries.ts',
      }),
      preloadCurrentPage(),
      contentSecurityPolicy(env),
      notFoundFallback(),
    ],
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
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser the build targets supports <link rel=modulepreload>; the polyfill is dead weight
      // on the first page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          advancedChunks: {
            // One chunk for what every page needs: React, the router, React Query (not its
            // mutation hooks, which only the forms use) and the API client. Left to itself the
            // bundler cuts these into ~10 small files, and each file compresses on its own.
            groups: [
              {
                name: 'core',
                test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\/(?!.*(useMutation|mutationObserver))|rolldown[:/]runtime|src\/(api\/(client|json|errors|schemas?|pets|orders)|lib\/(format|use-document-title)|components\/(status-badge|error-alert))\./,
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
      exclude: ['test/e2e/**', 'node_modules/**'],
      restoreMocks: true,
    },
  }
})
