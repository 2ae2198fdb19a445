// The local pet-store API: a real HTTP server (another process, real CORS) that answers with the same
// MSW handlers and seed as the in-browser demo, kept in memory. Run with `npm run api`.
//   PORT / --port (default 4010), HOST (default 127.0.0.1), API_KEY (require a key),
//   API_KEY_HEADER (header name for the key, default X-API-Key; Bearer and ?api_key= also work),
//   DATASET / --dataset (seed, the default: 25 pets and 40 orders; large: 10,000 and 20,000).
//   CONTRACT / --contract (the OpenAPI file published at /v1/openapi.json, default openapi.yaml).
//   ORDERS / --orders (this many orders instead of the dataset's, its own repeated with new ids:
//   the bench's 600,000).
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { getResponse } from 'msw'
import { parse } from 'yaml'
import { createDb } from '../src/mocks/db'
import { createHandlers } from '../src/mocks/handlers'

// MSW matches absolute URLs; '*' stands for this server's own origin, whatever host it is reached by.
const PREFIX = '*/v1'

function argValue(name: string): string | undefined {
  const args = process.argv.slice(2)
  const inline = args.find((a) => a.startsWith(`--${name}=`))
  if (inline) return inline.slice(name.length + 3)
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}

const port = Number(argValue('port') ?? process.env.PORT ?? 4010)
const host = argValue('host') ?? process.env.HOST ?? '127.0.0.1'
const requiredKey = process.env.API_KEY ?? ''
const keyHeader = (process.env.API_KEY_HEADER ?? 'X-API-Key').toLowerCase()
const keyQuery = process.env.API_KEY_QUERY ?? 'api_key'
const dataset = argValue('dataset') ?? process.env.DATASET ?? 'seed'
if (dataset !== 'seed' && dataset !== 'large') {
  console.error(`Unknown dataset "${dataset}": use seed or large.`)
  process.exit(2)
}

// The contract is public, as servers publish theirs: no key needed to read it.
const contractPath =
  argValue('contract') ??
  process.env.CONTRACT ??
  new URL('../openapi.yaml', import.meta.url).pathname
const contract = JSON.stringify(parse(readFileSync(contractPath, 'utf8')))

const db = createDb(null)
db.reset(dataset)
const orderCount = Number(argValue('orders') ?? process.env.ORDERS ?? db.orders.length)
if (!Number.isSafeInteger(orderCount) || orderCount < 0) {
  console.error(`--orders takes a count, e.g. --orders=600000.`)
  process.exit(2)
}
if (orderCount !== db.orders.length) {
  const made = db.orders
  db.orders = Array.from({ length: orderCount }, (_, index) => ({
    ...made[index % made.length],
    id: 1001 + index,
  }))
}
const handlers = createHandlers(db, PREFIX)

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  // Allow whatever headers the browser asks for, so a custom key header name works too.
  const asked = req.headers['access-control-request-headers']
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
    'Access-Control-Allow-Headers': [
      'Content-Type, Authorization, X-API-Key',
      keyHeader,
      typeof asked === 'string' ? asked : '',
    ]
      .filter(Boolean)
      .join(', '),
    'Access-Control-Expose-Headers': 'Link, x-next, Retry-After, Location',
    'Access-Control-Max-Age': '600',
  }
}

function presentedKey(req: IncomingMessage, url: URL): string | null {
  const header = req.headers[keyHeader]
  if (typeof header === 'string' && header) return header
  const auth = req.headers.authorization
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim()
  return url.searchParams.get(keyQuery)
}

/** The path and query for the log line, with the key (if sent in the query) masked. */
function loggable(url: URL): string {
  const copy = new URL(url)
  if (copy.searchParams.has(keyQuery)) copy.searchParams.set(keyQuery, '***')
  return `${copy.pathname}${copy.search}`
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined
}

const gzipped = promisify(gzip)

/**
 * Answers of a few KB and more go gzipped to a client that accepts it, as production servers and
 * CDNs send JSON: 10,000 pets are 615 KB as text and about a tenth of that on the wire.
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: string | Uint8Array,
) {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  if (body && accepts && Buffer.byteLength(body) >= 4096) {
    const compressed = await gzipped(body)
    // The length is the compressed one's now, which Node counts itself.
    const rest = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length')
    res.writeHead(status, {
      ...Object.fromEntries(rest),
      'Content-Encoding': 'gzip',
      Vary: [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', '),
    })
    res.end(compressed)
    return
  }
  res.writeHead(status, headers)
  res.end(body)
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
  const cors = corsHeaders(req)
  if (req.method === 'OPTIONS') {
    await send(req, res, 204, cors)
    return 204
  }
  if (req.method === 'GET' && url.pathname === '/v1/openapi.json') {
    await send(req, res, 200, { ...cors, 'Content-Type': 'application/json' }, contract)
    return 200
  }
  if (requiredKey && presentedKey(req, url) !== requiredKey) {
    const body = JSON.stringify({ message: 'Missing or invalid API key' })
    await send(req, res, 401, { ...cors, 'Content-Type': 'application/json' }, body)
    return 401
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
  }
  const body = await readBody(req)
  const request = new Request(url, { method: req.method, headers, body })
  const response = await getResponse(handlers, request)
  if (!response) {
    const message = JSON.stringify({ message: `No route for ${req.method} ${url.pathname}` })
    await send(req, res, 404, { ...cors, 'Content-Type': 'application/json' }, message)
    return 404
  }
  // The demo's "offline" control answers with a network error: drop the connection like a dead server.
  if (response.type === 'error') {
    res.destroy()
    return 0
  }
  const out: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => {
    // The handlers build Location from their '*' prefix; make it this server's absolute URL.
    out[name] =
      name === 'location' && value.startsWith('*') ? `${url.origin}${value.slice(1)}` : value
  })
  await send(req, res, response.status, out, new Uint8Array(await response.arrayBuffer()))
  return response.status
}

const server = createServer((req, res) => {
  const started = Date.now()
  const url = new URL(req.url ?? '/', 'http://localhost')
  handle(req, res)
    .then((status) => {
      console.log(`${req.method} ${loggable(url)} ${status || 'dropped'} ${Date.now() - started}ms`)
    })
    .catch((error: unknown) => {
      console.error(`${req.method} ${loggable(url)} failed:`, error)
      if (!res.headersSent) void send(req, res, 500, corsHeaders(req), 'Internal error')
    })
})

server.listen(port, host, () => {
  const auth = requiredKey ? `, API key required (${keyHeader}, Bearer or ?${keyQuery}=)` : ''
  const data = `${db.pets.length} pets, ${db.orders.length} orders`
  console.log(`Pet store API on http://${host}:${port}/v1 (${data})${auth}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
