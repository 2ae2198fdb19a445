// The Vitest network: the same demo handlers the browser uses, over a fresh db per test.
import { setupServer } from 'msw/node'
import { createDb } from '../src/mocks/db'
import { createHandlers } from '../src/mocks/handlers'

export const testDb = createDb(null, { now: () => Date.parse('2026-11-20T12:00:00Z') })
export const server = setupServer(...createHandlers(testDb, '*/demo-api/v1'))

/** Where the console sends demo API calls under jsdom. */
export const API = 'http://localhost:3000/demo-api/v1'
