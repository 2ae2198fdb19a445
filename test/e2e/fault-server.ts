// A deliberately misbehaving pet-store API for the hostile e2e spec: POST /__fault {mode, count}
// switches how /v1/* answers. Plain node:http with CORS, so the built console calls it cross-origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { ports } from './targets'

export const FAULT_PORT = ports.fault
export const faultBaseUrl = `http://127.0.0.1:${FAULT_PORT}/v1`

export type FaultMode =
  'ok' | 'malformed' | 'html502' | 'flaky503' | 'unauthorized' | 'empty' | ContractFault

/** One deliberate break of openapi.yaml per kind of violation the request log lists. */
export const contractFaults = {
  'contract-status': { status: 418, body: PETS_OK(), type: 'application/json' },
  'contract-type': { status: 200, body: PETS_OK(), type: 'text/plain' },
  'contract-shape': { status: 200, body: '[{"id":"7","name":"Seven"}]', type: 'application/json' },
  'contract-int64': {
    status: 200,
    body: '[{"id":9223372036854775808,"name":"Too big"}]',
    type: 'application/json',
  },
  'contract-required': { status: 200, body: '[{"id":8}]', type: 'application/json' },
  'contract-extra': {
    status: 200,
    body: '[{"id":9,"name":"Nine","microchip":"A-9"}]',
    type: 'application/json',
  },
} as const
export type ContractFault = keyof typeof contractFaults

function PETS_OK() {
  return '[{"id":1,"name":"Biscuit","tag":"dog","status":"available"}]'
}

/** Answers as raw text so the id above 2^53 goes out exactly as a real int64 server sends it. */
const PETS =
  '[{"id":1,"name":"Biscuit","tag":"dog","status":"available"},' +
  '{"id":9007199254740993,"name":"Colossus","status":"pending"},' +
  '{"id":3}]'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, X-API-Key',
  'Access-Control-Expose-Headers': 'Link, x-next, Retry-After',
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { ...CORS, 'Content-Type': type })
  res.end(body)
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return text
}

export function startFaultServer(): Promise<Server> {
  let mode: FaultMode = 'ok'
  // flaky503: how many API requests still fail before the server recovers.
  let failuresLeft = 0

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', `http://127.0.0.1:${FAULT_PORT}`).pathname
      if (req.method === 'OPTIONS') return send(res, 204, '')
      if (req.method === 'POST' && path === '/__fault') {
        const wanted = JSON.parse(await readBody(req)) as { mode: FaultMode; count?: number }
        mode = wanted.mode
        failuresLeft = wanted.count ?? 0
        return send(res, 204, '')
      }
      if (!path.startsWith('/v1/')) return send(res, 404, '{"message":"No such path"}')

      if (mode === 'malformed') return send(res, 200, '[{"id":1,"name":"Bisc')
      if (mode === 'html502') {
        const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'
        return send(res, 502, page, 'text/html')
      }
      if (mode === 'unauthorized') return send(res, 401, '{"message":"Missing or invalid API key"}')
      if (mode === 'flaky503' && failuresLeft > 0) {
        failuresLeft--
        return send(res, 503, '{"message":"Warming up, try again"}')
      }
      if (mode === 'empty') return send(res, 200, '[]')
      if (mode in contractFaults && path === '/v1/pets') {
        const { status, body, type } = contractFaults[mode as ContractFault]
        return send(res, status, body, type)
      }

      if (path === '/v1/pets') return send(res, 200, PETS)
      if (path === '/v1/store/orders') return send(res, 200, '[]')
      const petId = /^\/v1\/pets\/([^/]+)$/.exec(path)?.[1]
      if (petId === '9007199254740993') {
        return send(res, 200, '{"id":9007199254740993,"name":"Colossus","status":"pending"}')
      }
      return send(res, 404, '{"message":"Pet not found"}')
    })()
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(FAULT_PORT, '127.0.0.1', () => resolve(server))
  })
}
