import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import boundaries from 'eslint-plugin-boundaries'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noLiteralText } from './scripts/lint/no-literal-text.js'

// What may import what in src/ (docs/architecture.md). Every import points down this list, and a
// feature imports another feature only along an edge declared here, each for a reason. The edges
// run one way: two features that import each other are one feature, or share something that
// belongs lower down.
const layers = ['app', 'feature', 'components', 'api', 'lib']
const featureEdges = {
  // Settings shows the demo API's controls.
  settings: ['demo'],
  // A share link carries the running tour, and opening one starts it.
  share: ['tours'],
  tours: [
    'request-log', // a tour step points at a call in the request log
    'explorer', // a tour step opens the explorer with a request, and may send it
    'workflows', // a tour step hands the Workflows page a step to open and run (a type only)
  ],
  'request-log': [
    'contract', // each logged call is checked against the contract, and shows the verdict
    'explorer', // each logged call opens in the explorer, ready to send again
  ],
  // The explorer offers the contract's operations, checks what it sends, shows the verdict.
  explorer: ['contract'],
  workflows: [
    'contract', // a workflow's source description is the environment's contract, or another read as one
    'explorer', // a step's operation is found as the explorer lists it; a write to Production asks as its Send does
    'request-log', // a step's request and answer show as the request log shows a call
  ],
}

/** A loop of feature edges that goes on from `chain`, as `['a', 'b', 'a']`, or null. */
function featureLoop(chain) {
  for (const next of featureEdges[chain.at(-1)] ?? []) {
    if (chain.includes(next)) return [...chain.slice(chain.indexOf(next)), next]
    const loop = featureLoop([...chain, next])
    if (loop) return loop
  }
  return null
}
const loop = Object.keys(featureEdges)
  .map((name) => featureLoop([name]))
  .find(Boolean)
if (loop) throw new Error(`eslint.config.js: the feature edges make a loop: ${loop.join(' → ')}`)

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })
const below = (layer) => layers.slice(layers.indexOf(layer) + 1)

const importRules = {
  plugins: { boundaries, 'import-x': importX },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    'boundaries/include': ['src/**/*'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    // The entry, src/main.tsx, is a file of the app layer that sits outside its folder.
    'boundaries/files': [
      { category: 'entry', pattern: 'src/main.tsx' },
      { category: 'ambient types', pattern: 'src/vite-env.d.ts' },
    ],
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app', partialMatch: false },
      { type: 'feature', pattern: 'src/features/*', capture: ['name'], partialMatch: false },
      { type: 'components', pattern: 'src/components', partialMatch: false },
      { type: 'api', pattern: 'src/api', partialMatch: false },
      { type: 'lib', pattern: 'src/lib', partialMatch: false },
      { type: 'mocks', pattern: 'src/mocks', partialMatch: false },
    ],
  },
  rules: {
    // A new folder in src/ gets a place in the layers above before it gets code.
    'boundaries/no-unknown-files': 'error',
    // No import loop between files either, even inside a feature (type-only imports do not count).
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'app' } }, allow: to('app', ...below('app')) },
          {
            from: { file: { categories: { anyOf: ['entry'] } } },
            allow: to('app', ...below('app')),
          },
          {
            from: { element: { type: 'feature' } },
            allow: [
              {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '{{ from.element.captured.name }}' },
                  },
                },
              },
              to(...below('feature')),
            ],
          },
          ...Object.entries(featureEdges).map(([name, targets]) => ({
            from: { element: { type: 'feature', captured: { name } } },
            allow: targets.map((target) => ({
              to: { element: { type: 'feature', captured: { name: target } } },
            })),
          })),
          {
            from: { element: { type: 'components' } },
            allow: to('components', ...below('components')),
          },
          { from: { element: { type: 'api' } }, allow: to('api', ...below('api')) },
          { from: { element: { type: 'lib' } }, allow: to('lib') },
          // The demo's database and handlers, also run by the tests and `npm run api`: no feature.
          { from: { element: { type: 'mocks' } }, allow: to('mocks', 'api', 'lib') },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...importRules },
  {
    // Words a user reads are messages, in every language (docs/languages.md).
    files: ['src/**/*.tsx'],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    // The bench's floor: plain JSX on the bare stack, installed apart (scripts/bench/floor/).
    files: ['scripts/bench/floor/src/**/*.jsx'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'test/e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
