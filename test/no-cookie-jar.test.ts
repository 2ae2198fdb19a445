// @vitest-environment node
// The demo API's worker builds msw with src/mocks/no-cookie-jar.ts in place of tough-cookie
// (decision 0031). An msw that asks more of tough-cookie than the jar gives must fail here, not
// in a visitor's worker.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import * as jar from '../src/mocks/no-cookie-jar'

const mswCore = join(dirname(createRequire(import.meta.url).resolve('msw')), '../core')
const cookieStore = readFileSync(join(mswCore, 'utils/cookieStore.mjs'), 'utf8')

it('gives msw every name it imports from tough-cookie', () => {
  const imported = /import\s*\{([^}]*)\}\s*from\s*["']tough-cookie["']/.exec(cookieStore)?.[1]
  const names = (imported ?? '').split(',').map((name) => name.trim())
  expect(names.length).toBeGreaterThan(0)
  expect(names.filter((name) => !(name in jar))).toEqual([])
})

it('has every method msw calls on its jar and store', () => {
  const jarMethods = [...cookieStore.matchAll(/this\.#jar\.(\w+)\(/g)].map((m) => m[1] as string)
  expect(jarMethods.length).toBeGreaterThan(0)
  const made = new jar.CookieJar(new jar.MemoryCookieStore())
  expect(jarMethods.filter((name) => typeof Reflect.get(made, name) !== 'function')).toEqual([])
  expect(cookieStore).toMatch(/Cookie\.fromJSON\(/)
})

it('keeps no cookies', async () => {
  const store = new jar.MemoryCookieStore()
  const made = new jar.CookieJar(store)
  await made.setCookie('session=1; Path=/', 'http://localhost/pets')
  expect(made.getCookiesSync('http://localhost/pets')).toEqual([])
  expect(store.idx).toEqual({})
  expect(jar.Cookie.fromJSON({ key: 'session', value: '1' })).toBeNull()
})
