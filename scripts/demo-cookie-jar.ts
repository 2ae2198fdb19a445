// Vite plugin, for worker bundles: tough-cookie, which msw imports for its cookie store, becomes a
// jar that keeps no cookies (src/mocks/no-cookie-jar.ts, decision 0031).
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const jar = fileURLToPath(new URL('../src/mocks/no-cookie-jar.ts', import.meta.url))

export function demoCookieJar(): Plugin {
  return {
    name: 'petstore-demo-cookie-jar',
    enforce: 'pre',
    resolveId: (id) => (id === 'tough-cookie' ? jar : null),
  }
}
