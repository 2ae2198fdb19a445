// The built demo site, served as a static host would: every file with its MIME type, the security
// headers the build wrote into `_headers`, and index.html for any other page (SPA fallback). It can be
// stopped and started again on the same port, which is how the offline journey takes the network away.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/**
 * The headers `_headers` gives every path (its `/*` block), less the two that forbid framing: WebKit's
 * MiniBrowser cannot be narrower than 447 px, so its 390 px journey loads the site in a frame.
 */
export async function siteHeaders(root: string): Promise<Record<string, string>> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '')
  const headers: Record<string, string> = {}
  let inBlock = false
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (!inBlock || colon < 0) continue
    const name = line.slice(0, colon).trim()
    let value = line.slice(colon + 1).trim()
    if (name.toLowerCase() === 'x-frame-options') continue
    if (name.toLowerCase() === 'content-security-policy') {
      value = value
        .split(';')
        .filter((directive) => !directive.trim().startsWith('frame-ancestors'))
        .join(';')
    }
    headers[name] = value
  }
  return headers
}

export interface SiteServer {
  readonly origin: string
  start(): Promise<void>
  /** Stops answering at once: open connections are closed too, so nothing is served from them. */
  stop(): Promise<void>
}

export function siteServer(root: string, port: number, host = '127.0.0.1'): SiteServer {
  let server: Server | null = null
  let headers: Record<string, string> = {}

  async function file(path: string) {
    const info = await stat(path).catch(() => null)
    return info?.isFile() ? path : null
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const wanted = normalize(join(root, pathname))
    const inside = wanted === normalize(root) || wanted.startsWith(normalize(root) + sep)
    let path = inside
      ? await file(pathname.endsWith('/') ? join(wanted, 'index.html') : wanted)
      : null
    // A page of the app: index.html, as `_redirects` says, whatever the request's Accept (a reload
    // in WebKit once got a 404 here when this looked for text/html). A missing file (a name with an
    // extension) stays a 404, as with `vite preview`.
    if (!path && !/\.\w+$/.test(pathname)) path = join(root, 'index.html')
    if (!path) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const immutable = pathname.startsWith('/assets/')
    response.writeHead(200, {
      ...headers,
      'Content-Type': mimeTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (request.method === 'HEAD') response.end()
    else createReadStream(path).pipe(response)
  }

  return {
    origin: `http://${host}:${port}`,
    async start() {
      if (server) return
      headers = await siteHeaders(root)
      const starting = createServer((request, response) => {
        answer(request, response).catch((error: unknown) => {
          if (!response.headersSent) response.writeHead(500)
          response.end(String(error))
        })
      })
      await new Promise<void>((resolve, reject) => {
        starting.once('error', reject)
        starting.listen(port, host, () => resolve())
      })
      server = starting
    },
    async stop() {
      const stopping = server
      if (!stopping) return
      server = null
      const closed = new Promise<void>((resolve) => stopping.close(() => resolve()))
      stopping.closeAllConnections()
      await closed
    },
  }
}
