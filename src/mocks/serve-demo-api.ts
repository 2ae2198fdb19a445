// The demo API's side of its conversation with the page (api/demo-wire.ts): it opens the demo when
// the page says start, with the data the page keeps for it, then answers each call with what the
// handlers answer and asks the page to keep each change (app/demo-storage.ts says why the page).
import type { DemoCall, FromDemo, ToDemo } from '../api/demo-wire'
import type { Fetch } from '../api/send'
import { tellFailedWrites } from '../lib/failed-writes'
import { openDemoApi } from './browser'
import type { StorageLike } from './db'

/** The worker's global scope, or one end of a MessageChannel in the tests. */
export interface DemoPort {
  postMessage(message: FromDemo, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToDemo>) => void): void
}

async function answer(port: DemoPort, demo: Fetch, call: DemoCall): Promise<void> {
  try {
    const response = await demo(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
    })
    const body = await response.arrayBuffer()
    const { status, statusText } = response
    const headers = [...response.headers]
    port.postMessage({ type: 'answer', id: call.id, status, statusText, headers, body }, [body])
  } catch {
    port.postMessage({ type: 'unanswered', id: call.id })
  }
}

/**
 * The demo's storage as the page keeps it: what it read at the start, and each write sent to the
 * page, settled once the page has stored it or rejected as the page's storage refused it.
 */
function keptByThePage(port: DemoPort, kept: Record<string, string>) {
  const writes = new Map<number, (refused?: { name: string; message: string }) => void>()
  let nextId = 0
  const storage: StorageLike = {
    getItem: (name) => kept[name] ?? null,
    setItem: (name, value) =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++
        writes.set(id, (refused) => {
          writes.delete(id)
          if (refused) reject(new DOMException(refused.message, refused.name))
          else resolve()
        })
        port.postMessage({ type: 'keep', id, name, value })
      }),
  }
  const settle = (id: number, refused?: { name: string; message: string }) =>
    writes.get(id)?.(refused)
  return { storage, settle }
}

/** Answers the page at the far end of `port`; returns how to stop telling it storage failures. */
export function serveDemoApi(port: DemoPort, open = openDemoApi): () => void {
  const untell = tellFailedWrites((failure) => port.postMessage({ type: 'told', failure }))
  let demo: Promise<Fetch> | undefined
  let settle: ReturnType<typeof keptByThePage>['settle'] = () => undefined
  port.addEventListener('message', ({ data }) => {
    if (data.type === 'call') {
      void demo?.then((opened) => answer(port, opened, data))
      return
    }
    if (data.type === 'kept') {
      settle(data.id, data.refused)
      return
    }
    const offset = data.now - Date.now()
    const kept = keptByThePage(port, data.kept)
    settle = kept.settle
    demo = open(kept.storage, () => Date.now() + offset)
    demo.then(
      () => port.postMessage({ type: 'ready' }),
      (error: unknown) =>
        port.postMessage({
          type: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    )
  })
  return untell
}
