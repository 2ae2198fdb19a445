// Fetches the contract a server publishes and reads it (read-contract.ts); what stops it is named
// in words the user can act on. Loaded on first need, never in the first page; the contract's worker
// runs it (contract-worker.ts), or the page when no worker starts.
// i18n: words made in a worker, said by the page
import { isHtml } from '../../api/is-html'
import { words, type Words } from '../../lib/i18n/words'
import { readContract, type ContractRead } from './read-contract'

/**
 * The most the console reads: a contract larger than this is named, not parsed. Microsoft Graph's
 * beta, 47 MB, fits; read in the worker it costs about 4x its size in the worker's memory while
 * it is read, and the worker keeps it (decision 0028).
 */
export const MAX_CONTRACT_BYTES = 50 * 1024 * 1024
/** The limit as the refusal says it. */
export const MAX_CONTRACT_SIZE = `${MAX_CONTRACT_BYTES / 1024 / 1024} MB`

const failed = (reason: Words): ContractRead => ({ ok: false, reason })

/** A server that never answers must not keep the explorer waiting for its contract. */
export const CONTRACT_TIMEOUT_MS = 15_000

/** Never the kept copy (sw.js lets `no-store` through) and never a cookie or key: it is public. */
const fetchOptions: RequestInit = { cache: 'no-store', credentials: 'omit' }

/** A fetch that failed before any answer: the server refused this page (CORS), or none answered. */
async function whyUnanswered(url: string): Promise<Words> {
  try {
    await fetch(url, { ...fetchOptions, mode: 'no-cors' })
    return words('contract.cors', { origin: globalThis.location.origin })
  } catch {
    return words('contract.unanswered')
  }
}

/** The body as text, stopping as soon as it passes the limit. */
async function readLimited(response: Response): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > MAX_CONTRACT_BYTES) return null
  if (!response.body) return response.text()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength
    if (size > MAX_CONTRACT_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(part.value)
  }
  const decoder = new TextDecoder()
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode()
}

/** The contract at `url`, or the reason it cannot be used. */
export async function loadContract(url: string): Promise<ContractRead> {
  const signal = AbortSignal.timeout(CONTRACT_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, { ...fetchOptions, signal })
  } catch {
    return failed(signal.aborted ? words('contract.timed-out') : await whyUnanswered(url))
  }
  if (!response.ok)
    return failed(
      response.status === 404
        ? words('contract.not-found', { status: '404 Not Found' })
        : words('contract.http-status', { status: String(response.status) }),
    )
  const text = await readLimited(response).catch(() => undefined)
  if (text === undefined)
    return failed(words(signal.aborted ? 'contract.timed-out' : 'contract.connection-broke'))
  if (text === null) return failed(words('contract.too-large', { limit: MAX_CONTRACT_SIZE }))
  if (isHtml(response.headers.get('content-type'), text)) return failed(words('contract.web-page'))
  return readContract(text)
}
