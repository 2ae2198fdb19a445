// The mutation run's setup (vitest.mutation.config.ts): what the *.test.ts files rely on from
// test/setup-app.ts — the msw server and a fresh demo db and settings per test — without the app's
// wiring, the dialog shim or testing-library, which only the rendered-app tests use. Files that
// need a DOM or Web Storage say so with a `@vitest-environment jsdom` line.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { calmControls } from '../src/api/demo-contract'
import { forgetFailedWrites } from '../src/lib/failed-writes'
import { server, testDb } from './server'

// Settings are read when their module loads, and they name the demo's URL from the page's origin:
// only a file with a DOM can load them, and only there are they reset. Imported statically, they
// failed every Node file at start, and Stryker counted those files' mutants as not covered.
const settings = typeof window === 'undefined' ? null : await import('../src/api/settings')

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// Each file starts with fresh modules and storage, so the reset can come after a test rather than
// before the next one: run after Stryker's own hook has closed the test, it does not count as the
// test's coverage, which would make every mutant in these modules rerun every test.
afterEach(() => {
  server.resetHandlers()
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
  settings?.reloadSettings()
  testDb.reset('seed')
  testDb.controls = calmControls()
  forgetFailedWrites()
})
afterAll(() => server.close())
