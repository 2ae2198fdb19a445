// The Vitest run Stryker mutates against (npm run test:mutation): the tests that drive modules
// directly (*.test.ts). The rendered-app tests (*.test.tsx) include loading states timed by the
// demo's latency, which Stryker's instrumented first run on a loaded machine outlasts.
import { defineConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) => {
  const base = viteConfig(env)
  return { ...base, test: { ...base.test, include: ['test/**/*.test.ts'] } }
})
