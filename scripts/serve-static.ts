// Serves a built dist/ as a plain static host does (GitHub Pages, S3): the files as uploaded, a
// `config.json` uploaded beside them, no start step and no headers of its own, so only the CSP
// built into index.html applies; an unknown path gets 404.html with status 404, as on Pages.
// CONFIG_JSON, when set, is the config.json uploaded with this copy; the build is never changed.
//   CONFIG_JSON='{"environments":{"production":{"baseUrl":"https://api.example.com/v1"}}}' \
//     npx tsx scripts/serve-static.ts --dist dist --base /tools/petstore/ --port 5409
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.yaml': 'application/yaml',
  '.txt': 'text/plain; charset=utf-8',
}

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback
}

/** The upload: a copy of the build, with the config.json this deployment was given. */
function upload(dist: string, port: string): string {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: build it`)
  const site = join(root, 'node_modules/.static', port)
  rmSync(site, { recursive: true, force: true })
  cpSync(dist, site, { recursive: true, dereference: true })
  const config = process.env.CONFIG_JSON
  if (config) writeFileSync(join(site, 'config.json'), `${JSON.stringify(JSON.parse(config))}\n`)
  return site
}

/** The file a path names inside the site, a folder's index.html, or null. */
function fileFor(site: string, path: string): string | null {
  const file = resolve(site, `.${path}`)
  if (file !== site && !file.startsWith(site + sep)) return null
  const found = existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file
  return existsSync(found) && statSync(found).isFile() ? found : null
}

function main() {
  const dist = resolve(arg('dist', 'dist'))
  const base = `/${arg('base', '/')}/`.replace(/\/+/g, '/')
  const port = arg('port', '5409')
  const site = upload(dist, port)
  createServer((request, response) => {
    let path = ''
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    } catch {
      // A malformed escape names no file: the 404 below.
    }
    const file = path.startsWith(base) ? fileFor(site, `/${path.slice(base.length)}`) : null
    const notFound = join(site, '404.html')
    const served = file ?? (existsSync(notFound) ? notFound : null)
    response.writeHead(file ? 200 : 404, {
      'Content-Type': (served && types[extname(served)]) || 'text/plain; charset=utf-8',
    })
    const body = served ? readFileSync(served) : 'Not found'
    response.end(request.method === 'HEAD' ? undefined : body)
  }).listen(Number(port), '127.0.0.1', () => {
    console.log(`static: ${dist} at http://127.0.0.1:${port}${base}`)
  })
}

main()
