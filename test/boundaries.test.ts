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
  const errors = await boundaryErrors(
    'src/lib/upward.ts',
    "import { request } from '../api/client'\nexport const call = request\n",
  )
  expect(errors).toEqual([expect.stringMatching(/"lib" to elements of type "api"/)])
})

test('a feature imports another only along a declared edge', { timeout: 60_000 }, async () => {
  const undeclared = await boundaryErrors(
    'src/features/pets/elsewhere.ts',
    "import { sortOrders } from '../orders/sort-orders'\nexport const sort = sortOrders\n",
  )
  expect(undeclared).toHaveLength(1)
  const declared = await boundaryErrors(
    'src/features/settings/demo.tsx',
    "import { DemoControlsPanel } from '../demo/demo-controls'\nexport const Panel = DemoControlsPanel\n",
  )
  expect(declared).toEqual([])
})

test(
  'the demo handlers import no feature; product code loads them only as the demo gate does',
  {
    timeout: 60_000,
  },
  async () => {
    const fromMocks = await boundaryErrors(
      'src/mocks/upward.ts',
      "import { simulation } from '../features/demo/simulation'\nexport const s = simulation\n",
    )
    expect(fromMocks).toHaveLength(1)
    const statically = await boundaryErrors(
      'src/app/demo-api.ts',
      "import { startWorker } from '../mocks/browser'\nexport const start = startWorker\n",
    )
    expect(statically).toHaveLength(1)
    const dynamically = await boundaryErrors(
      'src/app/demo-api.ts',
      "export const start = () => import('../mocks/browser')\n",
    )
    expect(dynamically).toEqual([])
  },
)
