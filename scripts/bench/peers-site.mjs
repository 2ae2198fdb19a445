// The peers section's host (peers.mjs): the console's production build and its two peers, Swagger
// UI and Scalar, from their npm packages (pinned, installed on first use into bench-results/peers,
// never as the project's dependencies), served by the bench's own static host on one origin, with
// GitHub's REST description beside them as a server publishes its contract.
import { createReadStream, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGES, installPinned } from './contracts-set.mjs'
import { apiBaseUrl, apiDistDir, options, outRoot, root } from './options.mjs'
import { closeServer, fileRoute, serve } from './serve.mjs'

/** The peers, pinned: a new version may change every figure. GitHub's description: contracts'. */
export const PEER_PACKAGES = {
  'swagger-ui-dist': '5.35.0',
  '@scalar/api-reference': '1.76.0',
  '@octokit/openapi': PACKAGES['@octokit/openapi'],
}
const installDir = join(outRoot, 'peers')
const modules = join(installDir, 'node_modules')
const GITHUB = join(modules, '@octokit/openapi/generated/api.github.com.json')
/** The pet store's contract as `npm run api` publishes it here: its one server is that server. */
export const PETSTORE = join(installDir, 'petstore.json')

export const installPeers = () =>
  installPinned(PEER_PACKAGES, installDir, 'bench-results/peers (about 700 MB)')

// What each peer's documentation says to put on a page: Swagger UI's bundle and stylesheet (its
// dist's index.html without the top bar), Scalar's standalone browser bundle (what its CDN
// snippet loads). Deep links on: a URL opens an operation, as the console's ?operation= does.
const html = (title, head, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head><body>${body}</body></html>`
const contractUrl = 'new URLSearchParams(location.search).get("url")'
// Swagger UI's filter (its box for tag names), preset by ?filter=.
const filter = 'new URLSearchParams(location.search).get("filter") ?? false'
const PAGES = {
  '/peers/swagger-ui.html': html(
    'Swagger UI',
    '<link rel="stylesheet" href="/peers/swagger-ui.css">',
    `<div id="swagger-ui"></div><script src="/peers/swagger-ui-bundle.js"></script><script>window.ui = SwaggerUIBundle({ url: ${contractUrl}, dom_id: "#swagger-ui", deepLinking: true, filter: ${filter} })</script>`,
  ),
  '/peers/scalar.html': html(
    'Scalar',
    '',
    `<div id="app"></div><script src="/peers/scalar.js"></script><script>Scalar.createApiReference("#app", { url: ${contractUrl} })</script>`,
  ),
}
const FILES = {
  '/peers/swagger-ui-bundle.js': 'swagger-ui-dist/swagger-ui-bundle.js',
  '/peers/swagger-ui.css': 'swagger-ui-dist/swagger-ui.css',
  '/peers/scalar.js': '@scalar/api-reference/dist/browser/standalone.js',
}

/** openapi.yaml with `npm run api`'s address as its only server, so every tool calls that server. */
async function writePetstore() {
  const { load } = await import('js-yaml')
  const { readFileSync } = await import('node:fs')
  const api = load(readFileSync(join(root, 'openapi.yaml'), 'utf8'))
  api.servers = [{ url: apiBaseUrl, description: 'npm run api' }]
  writeFileSync(PETSTORE, JSON.stringify(api))
}

/**
 * Serves the production build with a `config.json` that `site.use` rewrites before each load, the
 * peers' pages and files, and GitHub's description (as contracts.mjs serves it: uncompressed).
 */
export async function servePeers() {
  await writePetstore()
  const site = { config: {} }
  const bytes = statSync(GITHUB).size
  const routes = {
    '/config.json': (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
      res.end(JSON.stringify(site.config))
    },
    '/contracts/github.json': (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': bytes,
        'Cache-Control': 'no-cache',
      })
      if (req.method === 'HEAD') res.end()
      else createReadStream(GITHUB).pipe(res)
    },
  }
  for (const [path, text] of Object.entries(PAGES))
    routes[path] = (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
      res.end(text)
    }
  for (const [path, file] of Object.entries(FILES)) routes[path] = fileRoute(join(modules, file))
  site.server = await serve(apiDistDir, options.peersPort, routes)
  site.origin = `http://127.0.0.1:${options.peersPort}`
  site.githubBytes = bytes
  /** Points Production's contract at `url`, its calls at `npm run api`. */
  site.use = (url) => {
    site.config = {
      environments: { production: { baseUrl: apiBaseUrl, contractUrl: url } },
      defaultEnvironment: 'production',
    }
  }
  site.close = () => closeServer(site.server)
  return site
}
