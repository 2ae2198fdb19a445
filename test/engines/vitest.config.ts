// The cross-engine journeys (test/engines/*.journeys.ts): Node drives a real browser, so no jsdom and
// no setup of the unit tests. One file at a time, long timeouts for a loaded machine, and a JSON
// report like the unit run's. ENGINE, ENGINE_LANG and ENGINE_RUN choose the run (harness.ts).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/engines/**/*.journeys.ts'],
    environment: 'node',
    globalSetup: ['test/engines/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A journey that fails fails: no retry hides an engine's flakiness.
    retry: 0,
  },
})
