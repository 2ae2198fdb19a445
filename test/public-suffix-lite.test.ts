import { getDomain as realGetDomain } from 'tldts'
import { expect, test } from 'vitest'
import { getDomain } from '../src/mocks/public-suffix-lite'

const options = { allowIcannDomains: true, allowPrivateDomains: true }

test('agrees with the real public suffix list for the hosts a demo is served from', () => {
  for (const host of [
    'localhost',
    '127.0.0.1',
    'petstore.example.com',
    'example.com',
    'tools.acme.dev',
    'demo.internal.example.org',
  ]) {
    expect(getDomain(host), host).toBe(realGetDomain(host, options))
  }
})

test('has no registrable domain for IP addresses, single labels or nothing', () => {
  for (const host of ['10.0.0.7', '[::1]', '::1', 'intranet', '']) {
    expect(getDomain(host), host).toBeNull()
  }
})
