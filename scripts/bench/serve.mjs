// A static host like the ones the site is deployed to: compression, long caching of hashed
// assets, SPA fallback. The console and the floor are served by this same code.
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
}
export const gzip = (buf) => gzipSync(buf, { level: 9 })
const brotli = (buf) =>
  brotliCompressSync(buf, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
const compressedCache = new Map()

const compressible = (type) => /text|javascript|json|svg/.test(type)
const typeOf = (file) => types[extname(file)] ?? 'application/octet-stream'

/** A file compressed once, whenever it is first needed. */
function compressed(file, enc) {
  const key = `${enc}:${file}`
  if (!compressedCache.has(key)) {
    const raw = readFileSync(file)
    compressedCache.set(key, enc === 'br' ? brotli(raw) : gzip(raw))
  }
  return compressedCache.get(key)
}

/** Compresses every file up front: no first visit pays for brotli's highest quality. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name)
    if (entry.isFile() && compressible(typeOf(file))) compressed(file, 'br')
  }
}

/** The body as the client accepts it: brotli, gzip, or as it is. */
function send(req, res, headers, file) {
  const accept = String(req.headers['accept-encoding'] ?? '')
  if (compressible(headers['Content-Type']) && /\b(br|gzip)\b/.test(accept)) {
    const enc = /\bbr\b/.test(accept) ? 'br' : 'gzip'
    const body = compressed(file, enc)
    res.writeHead(200, { ...headers, 'Content-Encoding': enc, 'Content-Length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.writeHead(200, { ...headers, 'Content-Length': statSync(file).size })
  if (req.method === 'HEAD') res.end()
  else createReadStream(file).pipe(res)
}

/**
 * A route that answers with one file as this host answers its own (compressed once, up front), for
 * files that live outside the served folder.
 */
export function fileRoute(file, cacheControl = 'no-cache') {
  const headers = { 'Content-Type': typeOf(file), 'Cache-Control': cacheControl }
  if (compressible(headers['Content-Type'])) compressed(file, 'br')
  return (req, res) => send(req, res, headers, file)
}

/**
 * Serves `dir` on `port`. `routes` maps a path to a handler `(req, res)` that answers it instead
 * of a file (the floor's JSON endpoint).
 */
export function serve(dir, port, routes = {}) {
  precompress(dir)
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (routes[url.pathname]) return routes[url.pathname](req, res)
    let file = join(dir, decodeURIComponent(url.pathname))
    if (!file.startsWith(dir)) {
      res.writeHead(403).end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const headers = {
      'Content-Type': typeOf(file),
      'Cache-Control': file.startsWith(join(dir, 'assets/'))
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    }
    send(req, res, headers, file)
  })
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ok(server))
  })
}

export function closeServer(server) {
  server.closeAllConnections()
  server.close()
}
