// @vitest-environment node
// The hosts' header files come from the same source as index.html's CSP, and .env.example lists
// every build variable the code reads.
import { readFileSync, readdirSync } from 'node:fs'
import { expect, test } from 'vitest'
import { policyFor } from '../scripts/csp.ts'
import { hostFileTexts } from '../scripts/host-files.ts'

const html = `<html><head><script>document.title = 'x'</script></head><body></body></html>`
const env = { VITE_PRODUCTION_BASE_URL: 'https://api.example.com/v1' }

/** The CSP line of a `_headers` file, and the policy of an nginx snippet. */
const headersPolicy = (text: string) => /Content-Security-Policy: (.*)/.exec(text)?.[1]
const nginxPolicy = (text: string) =>
  /add_header Content-Security-Policy "(.*)" always;/.exec(text)?.[1]

test('the header CSP is the meta CSP plus frame-ancestors, in every host file', () => {
  const files = hostFileTexts(html, env, '/tools/petstore/')
  const expected = `${policyFor(html, env)}; frame-ancestors 'none'`
  expect(expected).toContain("'sha256-")
  expect(expected).toContain("connect-src 'self' https://api.example.com")
  expect(headersPolicy(files._headers ?? '')).toBe(expected)
  expect(nginxPolicy(files['security-headers.nginx.conf'] ?? '')).toBe(expected)
})

test('the meta policy requires Trusted Types and cannot carry frame-ancestors', () => {
  const meta = policyFor(html, env)
  expect(meta).toContain("require-trusted-types-for 'script'; trusted-types default")
  expect(meta).not.toContain('frame-ancestors')
})

test('_headers and _redirects are written for the base path', () => {
  const files = hostFileTexts(html, {}, '/tools/petstore/')
  expect(files._headers).toMatch(/^\/tools\/petstore\/\*\n {2}Content-Security-Policy: /m)
  expect(files._headers).toMatch(
    /^\/tools\/petstore\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
  )
  expect(files._headers).toMatch(/^\/tools\/petstore\/sw\.js\n {2}Cache-Control: no-cache$/m)
  expect(files._headers).toMatch(/^ {2}Referrer-Policy: no-referrer$/m)
  expect(files._redirects).toContain('/tools/petstore/*  /tools/petstore/index.html  200')
})

test('on Cloudflare Pages there is no _redirects: Pages falls back to index.html itself', () => {
  expect(Object.keys(hostFileTexts(html, { CF_PAGES: '1' }, '/')).sort()).toEqual([
    '_headers',
    'security-headers.nginx.conf',
  ])
})

test('a value nginx or _headers would misread stops the build', () => {
  expect(() =>
    hostFileTexts(html, { VITE_CSP_CONNECT_SRC: 'https://a.example"; evil' }, '/'),
  ).toThrow(/cannot hold/)
})

test('.env.example names every VITE_* variable the code reads, and BASE_PATH', () => {
  const example = readFileSync('.env.example', 'utf8')
  const sources = ['vite.config.ts', ...['src', 'scripts'].flatMap((dir) => files(dir))]
  const used = new Set(
    sources.flatMap((file) => readFileSync(file, 'utf8').match(/VITE_[A-Z_]+/g) ?? []),
  )
  expect(used.size).toBeGreaterThan(3)
  for (const name of [...used, 'BASE_PATH']) expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
})

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
}
