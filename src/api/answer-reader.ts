// A large answer read in the answers' worker (answer-worker.ts), so that parsing and checking it do
// not block the page (decision 0032). Loaded only when such an answer comes; where no worker starts
// (jsdom, a script that does not load), it says so and the page reads the answer as before.
import { trustWorkerUrls } from '../lib/trusted-script-urls'
import type { AnswerEnd, AnswerMessage, ListName } from './answer-wire'
import { isHtml } from './is-html'
import { fromText, type Answer } from './answer-text'
import { orderListSchema, petListSchema, type Issue } from './schemas'

/** What the worker made of a body: parsed (and checked, when a list was named), or why not. */
export type OffPage =
  { parsed: true; body: unknown } | { parsed: false } | { parsed: true; issues: Issue[] }

interface Waiting {
  items: unknown[]
  onBatch?: (items: unknown[]) => void
  settle(read: OffPage | null): void
}

const waiting = new Map<number, Waiting>()
let worker: Worker | null | undefined
let next = 0

function settled(message: AnswerEnd, asked: Waiting): OffPage | null {
  switch (message.done) {
    case 'list':
      return { parsed: true, body: asked.items }
    case 'body':
      return { parsed: true, body: message.body }
    case 'not-json':
      return { parsed: false }
    case 'issues':
      return { parsed: true, issues: message.issues }
    default:
      return null
  }
}

function hear({ data }: MessageEvent<AnswerMessage>): void {
  const asked = waiting.get(data.id)
  if (!asked) return
  if ('batch' in data) {
    for (const item of data.batch) asked.items.push(item)
    asked.onBatch?.(data.batch)
    return
  }
  waiting.delete(data.id)
  asked.settle(settled(data, asked))
}

/** Its code did not load or threw: the answers waiting, and every later one, are the page's. */
function broken(): void {
  worker = null
  for (const asked of waiting.values()) asked.settle(null)
  waiting.clear()
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null
  try {
    trustWorkerUrls()
    const started = new Worker(new URL('./answer-worker.ts', import.meta.url), {
      type: 'module',
      name: 'Answer reader',
    })
    started.addEventListener('message', hear)
    started.addEventListener('error', broken)
    return started
  } catch {
    return null
  }
}

/**
 * Parses `bytes` (handed over: the caller keeps its text) in the worker, and checks them against
 * `list` when named; null when no worker can read them, so that the page does. A list's items come
 * to `onBatch` as they are read, checked, before the whole answer settles.
 */
export function readOffPage(
  bytes: ArrayBuffer,
  list?: ListName,
  onBatch?: (items: unknown[]) => void,
): Promise<OffPage | null> {
  if (worker === undefined) worker = startWorker()
  const reader = worker
  if (!reader) return Promise.resolve(null)
  const id = ++next
  return new Promise((settle) => {
    waiting.set(id, { items: [], onBatch, settle })
    reader.postMessage({ id, bytes, list }, [bytes])
  })
}

const listNames = new Map<unknown, ListName>([
  [petListSchema, 'pets'],
  [orderListSchema, 'orders'],
])

/**
 * The answer as the worker read it: parsed, and checked when `schema` is a list it knows; its
 * text decoded here for the request log. Where the worker cannot read it, the page does.
 */
export async function readInWorker(
  response: Response,
  bytes: ArrayBuffer,
  schema: unknown,
  onItems?: (items: unknown[]) => void,
): Promise<Answer> {
  const text = new TextDecoder().decode(bytes)
  const list = listNames.get(schema)
  const read = await readOffPage(bytes, list, onItems)
  if (!read) return fromText(response, text)
  const htmlBody = isHtml(response.headers.get('Content-Type'), text)
  if (!read.parsed) return { response, text, body: text, parsed: false, htmlBody }
  if ('issues' in read)
    return { response, text, body: text, parsed: true, htmlBody, issues: read.issues }
  return { response, text, body: read.body, parsed: true, htmlBody, checked: list !== undefined }
}
