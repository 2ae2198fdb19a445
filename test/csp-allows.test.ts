// @vitest-environment jsdom (the policy is the document's <meta> tag)
// Which servers named in config.json the page's own CSP (its <meta> tag) lets it call: CSP's
// source matching, read from the policy as the browser has it.
import { expect, test, vi } from 'vitest'
import { blockedServers, connectSrcWith } from '../src/api/csp-allows'
import type { RuntimeConfig } from '../src/api/config-file'

const page = new URL('https://console.example.com/tools/petstore/')

function pageWith(...policies: string[]): Document {
  const doc = document.implementation.createHTMLDocument()
  for (const content of policies) {
    const meta = doc.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = content
    doc.head.append(meta)
  }
  return doc
}

const production = (baseUrl: string, contractUrl?: string): RuntimeConfig => ({
  environments: { production: contractUrl ? { baseUrl, contractUrl } : { baseUrl } },
})

const blockedBy = (policy: string, baseUrl: string) =>
  blockedServers(production(baseUrl), pageWith(policy), page).map((server) => server.origin)

test('an origin listed in connect-src, or the page’s own, is allowed; another is blocked', () => {
  const policy = "default-src 'self'; connect-src 'self' https://api.example.com"
  expect(blockedBy(policy, 'https://api.example.com/v1')).toEqual([])
  expect(blockedBy(policy, 'https://console.example.com/api/v1')).toEqual([])
  expect(blockedBy(policy, 'https://other.example.com/v1')).toEqual(['https://other.example.com'])
  // Another port, or http where https is listed, is another origin.
  expect(blockedBy(policy, 'https://api.example.com:8443/v1')).toHaveLength(1)
  expect(blockedBy(policy, 'http://api.example.com/v1')).toHaveLength(1)
})

test('schemes, wildcards, ports and paths match as CSP matches them', () => {
  const allowed = (source: string, url: string) =>
    blockedBy(`connect-src ${source}`, url).length === 0
  expect(allowed('https:', 'https://any.example.org/v1')).toBe(true)
  expect(allowed('http:', 'https://any.example.org/v1')).toBe(true)
  expect(allowed('https:', 'http://any.example.org/v1')).toBe(false)
  expect(allowed('*', 'http://10.0.0.2:8080/v1')).toBe(true)
  expect(allowed('*.example.com', 'https://api.example.com/v1')).toBe(true)
  expect(allowed('*.example.com', 'https://example.com/v1')).toBe(false)
  expect(allowed('http://127.0.0.1:4010', 'http://127.0.0.1:4010/v1')).toBe(true)
  expect(allowed('http://127.0.0.1:4010', 'http://127.0.0.1:4011/v1')).toBe(false)
  expect(allowed('http://127.0.0.1:*', 'http://127.0.0.1:4011/v1')).toBe(true)
  expect(allowed('http://[::1]:4010', 'http://[::1]:4010/v1')).toBe(true)
  expect(allowed('https://api.example.com/v1/', 'https://api.example.com/v1')).toBe(true)
  expect(allowed("'none'", 'https://api.example.com/v1')).toBe(false)
  expect(allowed("'self'", 'https://api.example.com/v1')).toBe(false)
  // A host is the whole name, not its end; another scheme allows only itself.
  expect(allowed('api.example.com', 'https://myapi.example.com/v1')).toBe(false)
  expect(allowed('wss:', 'https://api.example.com/v1')).toBe(false)
  expect(allowed('wss://api.example.com', 'https://api.example.com/v1')).toBe(false)
})

test('the build that allows the blocked servers keeps what this one allows', () => {
  vi.stubEnv('VITE_CSP_CONNECT_SRC', undefined)
  expect(connectSrcWith(['https://a.example.com', 'https://b.example.com'])).toBe(
    'https://a.example.com https://b.example.com',
  )
  vi.stubEnv('VITE_CSP_CONNECT_SRC', ' https://kept.example.com ')
  expect(connectSrcWith(['https://a.example.com'])).toBe(
    'https://kept.example.com https://a.example.com',
  )
  vi.unstubAllEnvs()
})

test('without connect-src, default-src decides; without a <meta> policy, nothing is said', () => {
  expect(blockedBy("default-src 'self'", 'https://api.example.com/v1')).toHaveLength(1)
  expect(blockedBy("script-src 'self'", 'https://api.example.com/v1')).toEqual([])
  const config = production('https://api.example.com/v1')
  expect(blockedServers(config, pageWith(), page)).toEqual([])
})

test('every <meta> policy must allow it, and each origin is named once with all its keys', () => {
  const both = pageWith('connect-src https:', "connect-src 'self'")
  const config: RuntimeConfig = {
    environments: {
      production: {
        baseUrl: 'https://api.example.com/v1',
        contractUrl: 'https://api.example.com/v1/openapi.json',
      },
      staging: { baseUrl: 'https://console.example.com/staging-api/v1' },
    },
  }
  expect(blockedServers(config, both, page)).toEqual([
    {
      origin: 'https://api.example.com',
      keys: ['environments.production.baseUrl', 'environments.production.contractUrl'],
    },
  ])
})
