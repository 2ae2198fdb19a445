// The demo API's side of its conversation with the page (api/demo-wire.ts): it opens the demo when
// the page says start, then answers each call with what the handlers answer.
import type { DemoCall, FromDemo, ToDemo } from '../api/demo-wire'
import type { Fetch } from '../api/send'
import { tellFailedWrites } from '../lib/failed-writes'
import { openDemoApi } from './browser'

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

/** Answers the page at the far end of `port`; returns how to stop telling it storage failures. */
export function serveDemoApi(port: DemoPort, open = openDemoApi): () => void {
  const untell = tellFailedWrites((failure) => port.postMessage({ type: 'told', failure }))
  let demo: Promise<Fetch> | undefined
  port.addEventListener('message', ({ data }) => {
    if (data.type === 'call') {
      void demo?.then((opened) => answer(port, opened, data))
      return
    }
    const { legacy } = data
    const offset = data.now - Date.now()
    demo = open(
      {
        getItem: (name) => legacy[name] ?? null,
        removeItem: (name) => port.postMessage({ type: 'forget', name }),
      },
      () => Date.now() + offset,
    )
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
