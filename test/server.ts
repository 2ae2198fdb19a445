// The Vitest network: the same demo handlers the browser uses, over a fresh db per test.
import { setupServer } from 'msw/node'
import { http, HttpResponse } from 'msw'
import { createDb } from '../src/mocks/db'
import { createHandlers } from '../src/mocks/handlers'

export const testDb = createDb(null, { now: () => Date.parse('2026-11-20T12:00:00Z') })
export const server = setupServer(...createHandlers(testDb, '*/demo-api/v1'))

/** Where the console sends demo API calls under jsdom. */
export const API = 'http://localhost:3000/demo-api/v1'

/**
 * Holds every answer to `GET <API>path` until released, then lets the demo handlers answer: a
 * loading state lasts as long as the test needs to look at it, however slow the machine.
 */
export function holdGet(path: string): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // Returning nothing hands the request on to the next handler: the demo's own.
  server.use(http.get(`${API}${path}`, () => held.then(() => undefined)))
  return release
}

/**
 * `GET <API>path` answers `status` with the server's `message` until the returned `recover()` is
 * called; then the demo handlers answer again (what Retry should find).
 */
export function failGet(path: string, status: number, message: string): () => void {
  let down = true
  server.use(
    http.get(`${API}${path}`, () =>
      down ? HttpResponse.json({ message }, { status }) : undefined,
    ),
  )
  return () => {
    down = false
  }
}
