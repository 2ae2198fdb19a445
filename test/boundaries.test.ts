// @vitest-environment node
// The import boundaries are code (eslint.config.js): ESLint runs here on small imports, as CI lints,
// so an upward or undeclared import, or an import loop, keeps failing and the rule cannot silently
// stop working.
import { readdirSync, readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The errors of rules named `rules…` ESLint gives `code` as if it were the file at `filePath`. */
async function lintErrors(
  filePath: string,
  code: string,
  rules = 'boundaries/',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith(rules))
    .map((message) => message.message)
}

test('an upward import fails: lib may not import the client', { timeout: 60_000 }, async () => {
  const code = "import { request } from '../api/client'\nexport const call = request\n"
  expect(await lintErrors('src/lib/upward.ts', code)).toEqual([
    expect.stringMatching(/"lib" to elements of type "api"/),
  ])
})

test.each([
  {
    why: 'a feature imports another only along a declared edge',
    file: 'src/features/pets/elsewhere.ts',
    code: "import { sortOrders } from '../orders/sort-orders'\nexport const sort = sortOrders\n",
    errors: 1,
  },
  {
    why: 'Settings shows the demo controls: a declared edge',
    file: 'src/features/settings/demo.tsx',
    code: "import { DemoControlsPanel } from '../demo/demo-controls'\nexport const Panel = DemoControlsPanel\n",
    errors: 0,
  },
  {
    why: 'the demo handlers import no feature',
    file: 'src/mocks/upward.ts',
    code: "import { simulation } from '../features/demo/simulation'\nexport const said = simulation\n",
    errors: 1,
  },
  {
    why: 'product code never imports the demo handlers, not even lazily: the demo runs in a worker',
    file: 'src/app/demo-api.ts',
    code: "export const start = () => import('../mocks/browser')\n",
    errors: 1,
  },
  {
    why: 'the request log opens a call in the explorer: a declared edge',
    file: 'src/features/request-log/open.ts',
    code: "import { explorerHref } from '../explorer/explorer-link'\nexport const href = explorerHref\n",
    errors: 0,
  },
  {
    why: 'the explorer may not import the request log back: that would close a loop',
    file: 'src/features/explorer/log.ts',
    code: "import { setRequestLogOpen } from '../request-log/request-log-store'\nexport const open = setRequestLogOpen\n",
    errors: 1,
  },
  {
    why: 'the contract imports no other feature',
    file: 'src/features/contract/log.ts',
    code: "import { useRequestLog } from '../request-log/request-log-store'\nexport const log = useRequestLog\n",
    errors: 1,
  },
])('$why', { timeout: 60_000 }, async ({ file, code, errors }) => {
  expect(await lintErrors(file, code)).toHaveLength(errors)
})

test('an import loop between files fails, even inside one layer', { timeout: 60_000 }, async () => {
  // announcer.tsx imports store.ts: a store.ts that imported the announcer would close a loop.
  const code = "import { announce } from './announcer'\nexport const said = announce\n"
  expect(await lintErrors('src/lib/store.ts', code, 'import-x/no-cycle')).toEqual([
    'Dependency cycle detected',
  ])
})

/** The sibling modules `source` imports: type-only and lazy imports too, which no-cycle ignores. */
function siblingImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('./'))
    .map((name) => name.slice(2))
}

/** One import loop in `sources` (module name to its text), as the path around it; null if none. */
function importLoop(sources: Record<string, string>): string[] | null {
  const imports = new Map(
    Object.entries(sources).map(([name, text]) => [name, siblingImports(text)]),
  )
  const done = new Set<string>()
  const visit = (name: string, path: string[]): string[] | null => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name]
    if (done.has(name)) return null
    for (const next of imports.get(name) ?? []) {
      const loop = visit(next, [...path, name])
      if (loop) return loop
    }
    done.add(name)
    return null
  }
  for (const name of imports.keys()) {
    const loop = visit(name, [])
    if (loop) return loop
  }
  return null
}

// A reader of one api module should not have to hold the others that import it back in mind.
test('no import loop in src/api, counting type-only and lazy imports', () => {
  const files = readdirSync('src/api').filter((file) => file.endsWith('.ts'))
  const sources = Object.fromEntries(
    files.map((file) => [file.replace(/\.ts$/, ''), readFileSync(`src/api/${file}`, 'utf8')]),
  )
  expect(Object.keys(sources)).toContain('client')
  expect(importLoop(sources)).toBeNull()
})

test('a loop closed by a type-only import is found', () => {
  const sources = {
    settings: "import { environment } from './environments'\n",
    environments: "import type { AuthSettings } from './settings'\n",
    target: '',
  }
  expect(importLoop(sources)).toEqual(['settings', 'environments', 'settings'])
})
