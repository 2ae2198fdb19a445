// Browser builds swap msw's cookie store for an always-empty one (vite.config.ts). This keeps the
// swap honest: it must offer every method msw calls on the store, and no demo handler may depend
// on cookies that it would then silently lose.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { cookieStore } from '../src/mocks/cookie-store-lite'

function mjsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? mjsFiles(join(dir, entry.name))
      : entry.name.endsWith('.mjs')
        ? [join(dir, entry.name)]
        : [],
  )
}

test('has every method msw calls on its cookie store', () => {
  const mswCore = join(process.cwd(), 'node_modules/msw/lib/core')
  const called = new Set<string>()
  const importers: string[] = []
  for (const file of mjsFiles(mswCore)) {
    const source = readFileSync(file, 'utf8')
    if (!/from ['"][./]*cookieStore\.mjs['"]/.test(source)) continue
    importers.push(file)
    for (const [, method] of source.matchAll(/\bcookieStore\.(\w+)\(/g))
      called.add(method as string)
  }
  // If msw stops importing the store this way, the build's swap no longer applies: look again.
  expect(importers.length).toBeGreaterThan(0)
  expect([...called].sort()).toEqual(['getCookies', 'setCookie'])
  for (const method of called) {
    expect(typeof (cookieStore as Record<string, unknown>)[method], method).toBe('function')
  }
  expect(cookieStore.getCookies('http://localhost/demo-api/v1/pets')).toEqual([])
})

test('no demo handler reads or sets cookies', () => {
  const mocks = join(process.cwd(), 'src/mocks')
  for (const name of readdirSync(mocks)) {
    if (name === 'cookie-store-lite.ts') continue
    const source = readFileSync(join(mocks, name), 'utf8')
    expect(source, name).not.toMatch(/\bcookies\b|set-cookie/i)
  }
})
