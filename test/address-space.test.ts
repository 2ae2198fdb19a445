// @vitest-environment node
// Where a host is, as Local Network Access sorts addresses: the failure diagnosis asks before any
// probe, and the words that explain a refusal name the place (network-diagnosis.test.ts: how).
import { expect, test, vi } from 'vitest'

/**
 * The module loaded afresh in the test: its patterns are made as it loads, and a file-level import
 * would make them before any test, so Stryker would count their mutants as other files' (those
 * that load it lazily through a failed call) and never run these checks on them.
 */
async function load() {
  vi.resetModules()
  return import('../src/api/address-space')
}

const spaces = async (hosts: string[]) => hosts.map((await load()).addressSpaceOf)

test('loopback: localhost, 127.x.x.x, [::1] and names under .localhost, in any case', async () => {
  expect(
    await spaces([
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '127.10.200.3',
      '[::1]',
      'api.localhost',
      'a.b.Localhost',
    ]),
  ).toEqual(Array(7).fill('loopback'))
})

test('local: private, link-local and carrier-grade NAT ranges, unique and link-local IPv6, .local names', async () => {
  expect(
    await spaces([
      '10.0.0.2',
      '10.200.30.4',
      '172.16.4.1',
      '172.20.0.1',
      '172.31.255.1',
      '192.168.1.20',
      '169.254.10.1',
      '100.64.0.1',
      '100.80.0.1',
      '100.100.0.1',
      '100.110.0.1',
      '100.127.255.1',
      '[fc00::1]',
      '[fd12:3456::1]',
      '[fe80::1]',
      '[febf::a]',
      'nas.local',
      'printer.office.local',
    ]),
  ).toEqual(Array(18).fill('local'))
})

test('public: other addresses, near misses of each range, and any other name', async () => {
  expect(
    await spaces([
      'api.example.com',
      '8.8.8.8',
      '172.15.0.1',
      '172.32.0.1',
      '192.169.0.1',
      '169.253.0.1',
      '100.63.0.1',
      '100.128.0.1',
      '[2001:db8::1]',
      '[fec0::1]',
      '[fe00::1]',
      '10.0.0',
      '10.0.0.2.evil.test',
      '110.0.0.2',
      '172.16.0',
      '172.16.0.1.evil.test',
      '192.168.1',
      '192.168.1.2.evil.test',
      '169.254.1',
      '100.64.0',
      '100.64.0.1.evil.test',
      '[fd00::1].evil.test',
      'nas.local.evil.test',
      '.local',
      'local',
      'localhost.evil.test',
      'notlocalhost',
      'api.localhost.evil.test',
      '127.0.0',
      '1127.0.0.1',
      '127.0.0.1.evil.test',
      '127.a.b.c',
      '[::1].evil.test',
    ]),
  ).toEqual(Array(33).fill('public'))
})

test('an https page may call only loopback hosts over http: a local address is not one', async () => {
  const { isLoopbackHost } = await load()
  expect(['localhost', '127.0.0.1', '[::1]'].map(isLoopbackHost)).toEqual([true, true, true])
  expect(
    ['api.localhost', '10.0.0.2', 'localhost.evil.test', '127.0.0'].map(isLoopbackHost),
  ).toEqual([false, false, false, false])
})
