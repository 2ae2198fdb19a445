// The mutation run's setup (vitest.mutation.config.ts): what the *.test.ts files rely on from
// test/setup.ts — the msw server and a fresh demo db and settings per test — without the app's
// wiring, the dialog shim or testing-library, which only the rendered-app tests use. Files that
// need a DOM or Web Storage say so with a `@vitest-environment jsdom` line.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { calmControls } from '../src/api/demo-contract'
import { reloadSettings } from '../src/api/settings'
import { forgetStorageFailures } from '../src/lib/storage-failure'
import { server, testDb } from './server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
  reloadSettings()
  testDb.reset('seed')
  testDb.controls = calmControls()
  forgetStorageFailures()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
