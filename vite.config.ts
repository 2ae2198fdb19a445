/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'

// BASE_PATH lets the built site live under a sub-path of a static host (e.g. /tools/petstore/).
function normaliseBase(raw: string | undefined): string {
  if (!raw) return '/'
  const withLead = raw.startsWith('/') ? raw : `/${raw}`
  return withLead.endsWith('/') ? withLead : `${withLead}/`
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const proxyTarget = env.VITE_API_PROXY_TARGET
  return {
    base: normaliseBase(process.env.BASE_PATH),
    plugins: [react()],
    server: {
      port: 5173,
      strictPort: false,
      // For servers without CORS: the console calls /api-proxy/... and Vite forwards it.
      proxy: proxyTarget
        ? {
            '/api-proxy': {
              target: proxyTarget,
              changeOrigin: true,
              rewrite: (p) => p.replace(/^\/api-proxy/, ''),
            },
          }
        : undefined,
    },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./test/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      restoreMocks: true,
    },
  }
})
