// The browser's demo API: one db, which the page keeps in IndexedDB, and msw's handlers answering
// through msw's getResponse, as `npm run api` answers them over HTTP. It runs in a worker of the
// page's own (demo-api-worker.ts), so msw's code and the demo's work never hold up the page
// (decision 0021).
import { getResponse } from 'msw'
import type { Fetch } from '../api/send'
import { storageKeys } from '../lib/storage'
import { createDb, type StorageLike } from './db'
import { createHandlers } from './handlers'

const jsonError = (status: number, message: string) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

/** A fetch whose server is `handlers`: what a real server would answer, a network error included. */
export function answerWith(handlers: Parameters<typeof getResponse>[0]): Fetch {
  return async (url, init) => {
    const request = new Request(url, init)
    const response = await getResponse(handlers, request).catch((error: unknown) =>
      // A handler that throws is a server's 500, as msw's worker and `npm run api` answer it.
      jsonError(
        500,
        `The demo API failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    )
    if (!response) {
      const path = new URL(request.url).pathname
      return jsonError(404, `No demo endpoint for ${request.method} ${path}.`)
    }
    // The demo's "offline" control: a network error, which fetch throws as a TypeError.
    if (response.type === 'error') throw new TypeError('Failed to fetch')
    return response
  }
}

/**
 * The fetch that answers demo calls, over the demo's data in `storage` (the page keeps it for the
 * worker: app/demo-storage.ts) or in memory.
 */
export function openDemoApi(storage: StorageLike | null = null, now = Date.now): Promise<Fetch> {
  const db = createDb(storage, { key: storageKeys.demoData, now })
  return Promise.resolve(answerWith(createHandlers(db, '*/demo-api/v1')))
}
