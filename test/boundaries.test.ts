// The import boundaries are code (eslint.config.js): ESLint runs here on small imports, as CI lints,
// so an upward or undeclared import keeps failing and the rule cannot silently stop working.
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The boundary errors ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => message.message)
}

test('an upward import fails: lib may not import the client', { timeout: 60_000 }, async () => {
  const code = "import { request } from '../api/client'\nexport const call = request\n"
  expect(await boundaryErrors('src/lib/upward.ts', code)).toEqual([
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
    why: 'product code never imports the demo handlers statically',
    file: 'src/app/demo-api.ts',
    code: "import { startWorker } from '../mocks/browser'\nexport const start = startWorker\n",
    errors: 1,
  },
  {
    why: 'the demo gate loads them as a chunk of their own',
    file: 'src/app/demo-api.ts',
    code: "export const start = () => import('../mocks/browser')\n",
    errors: 0,
  },
])('$why', { timeout: 60_000 }, async ({ file, code, errors }) => {
  expect(await boundaryErrors(file, code)).toHaveLength(errors)
})
