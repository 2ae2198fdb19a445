// The Vitest run Stryker mutates against (npm run test:mutation): the tests that drive modules
// directly (*.test.ts). The rendered-app tests (*.test.tsx) include loading states timed by the
// demo's latency, which Stryker's instrumented first run on a loaded machine outlasts.
// Stryker reruns the covering test files for every mutant, so a file's start-up is paid thousands
// of times: Node is the environment (files that need a DOM ask for jsdom), the setup is the light
// test/setup-modules.ts.
import { configDefaults, defineConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) => {
  const base = viteConfig(env)
  return {
    ...base,
    test: {
      ...base.test,
      include: ['test/**/*.test.ts'],
      // It starts the API server and runs curl and Python per file: seconds for every mutant in the
      // client's modules. snippets.test.ts checks the same text exactly.
      exclude: [...configDefaults.exclude, 'test/snippets-run.test.ts'],
      environment: 'node',
      setupFiles: ['./test/setup-modules.ts'],
      // After-hooks in the order they are declared, so Stryker's ends a test before the reset runs.
      sequence: { ...base.test?.sequence, hooks: 'list' },
    },
  }
})
