// Browser builds replace React Query's infinite-query paging with a stub (vite.config.ts). That is
// sound only while the app makes no infinite queries and query-core uses the module as it does now.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import * as stub from '../src/lib/no-infinite-queries'

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const queryCore = join(process.cwd(), 'node_modules/@tanstack/query-core/build/modern')

test('the app makes no infinite queries', () => {
  const infiniteApi =
    /\b(use(Suspense)?InfiniteQuery|(fetch|prefetch|ensure)InfiniteQuery(Data)?|infiniteQueryOptions|InfiniteQueryObserver)\b/
  for (const file of files(join(process.cwd(), 'src'))) {
    if (file.endsWith('no-infinite-queries.ts')) continue
    expect(readFileSync(file, 'utf8'), file).not.toMatch(infiniteApi)
  }
})

test('query-core imports the paging only for infinite queries, and the stub has every name it imports', () => {
  const imported = new Set<string>()
  const importers: string[] = []
  for (const file of files(queryCore).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(file, 'utf8')
    const found = /import \{([^}]*)\} from "\.\/infiniteQueryBehavior\.js"/.exec(source)
    if (!found) continue
    importers.push(file.slice(queryCore.length + 1))
    for (const name of (found[1] ?? '').split(',')) imported.add(name.trim())
  }
  expect(importers.sort()).toEqual(['infiniteQueryObserver.js', 'query.js'])
  const query = readFileSync(join(queryCore, 'query.js'), 'utf8')
  expect(query.match(/infiniteQueryBehavior\(/g)).toHaveLength(1)
  expect(query).toContain('this.#queryType === "infinite" ? infiniteQueryBehavior(')
  for (const name of imported)
    expect(typeof (stub as Record<string, unknown>)[name], name).toBe('function')
})
