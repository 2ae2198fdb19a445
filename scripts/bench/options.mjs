// The bench's command line and the places it uses: where builds go, which Chromium, which ports.
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const outRoot = join(root, 'bench-results')
// Builds of their own, so the benchmark never overwrites a dist/ that something else is serving.
export const distDir = join(outRoot, 'dist')
export const apiDistDir = join(outRoot, 'dist-api')
// The headless shell (Debian's chromium-headless-shell, what Playwright runs headless by default):
// the full browser's new headless preloads its own WebUI pages in every new window, which take
// the CPU at random moments of a measured load.
const headlessShell = '/usr/bin/chromium-headless-shell'
export const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

const argv = process.argv.slice(2)
const opt = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`))
  return hit ? hit.slice(name.length + 3) : fallback
}
/** Fails the run before anything starts: a typo must not quietly measure the wrong thing. */
const refuse = (message) => {
  console.error(message)
  process.exit(2)
}

export const sections = ['bundle', 'timing', 'large', 'demo', 'explorer', 'picker', 'lighthouse']
// On demand only: profiling explains figures rather than measures them; contracts installs about
// 800 MB of public descriptions and takes minutes; peers installs Swagger UI, Scalar and GitHub's
// description (about 700 MB) and takes minutes.
const onDemand = ['treemap', 'trace', 'soak', 'against', 'contracts', 'peers']
const only = new Set(opt('only', sections.join(',')).split(','))
const known = [...sections, ...onDemand]
const unknown = [...only].filter((s) => !known.includes(s))
if (unknown.length) refuse(`Unknown section(s) ${unknown.join(', ')}: use ${known.join(', ')}`)

const port = Number(opt('port', 4180))
// Bytes are reported, not a target: a budget is only a regression guard, which CI sets.
const bundleBudget = opt('bundle-budget')
const bundleBudgetKiB = bundleBudget === undefined ? null : Number(bundleBudget)
if (bundleBudgetKiB !== null && !(bundleBudgetKiB > 0))
  refuse('--bundle-budget takes a size in KiB, e.g. --bundle-budget=123')

export const options = {
  only,
  /** Whether a section runs. */
  runs: (section) => only.has(section),
  noBuild: argv.includes('--no-build'),
  loads: Number(opt('runs', 5)),
  lhRuns: Number(opt('lh-runs', 3)),
  lhPages: opt('lh-pages', '/pets,/orders').split(','),
  lhForms: opt('lh-forms', 'desktop,mobile').split(','),
  bundleBudgetKiB,
  /** The explorer section with the CPU this many times slower (CDP): a presenter's slow laptop. */
  explorerCpu: Number(opt('explorer-cpu', 1)),
  /** The picker section with the CPU this many times slower. */
  pickerCpu: Number(opt('picker-cpu', 1)),
  port,
  apiPort: port + 1,
  apiSitePort: port + 2,
  floorPort: port + 3,
  againstPort: port + 4,
  /** --only=contracts: the production build with the contract under test (contracts.mjs). */
  contractsPort: port + 5,
  /** --only=peers: the console and its peers, Swagger UI and Scalar, on one host (peers.mjs). */
  peersPort: port + 6,
  /** --only=contracts and peers: loads of each (fewer than the others': the largest are slow). */
  contractRuns: Number(opt('runs', 3)),
  /** --only=contracts: some of the descriptions, by id (contracts.mjs lists them). */
  contracts: opt('contracts')?.split(','),
  /** --only=peers: some of its parts (peers.mjs): open, call, lighthouse. */
  peers: opt('peers', 'open,call,lighthouse').split(','),
  /** The large section also loads /orders with this many orders (large-lists.mjs); 0: not. */
  orders: Number(opt('orders', 0)),
  /** The large section runs Lighthouse mobile on /pets with 10,000 pets instead (large-lists.mjs). */
  lhLarge: argv.includes('--lh-large'),
  /** --only=against: the commit to load in turns with this build (against.mjs). */
  against: opt('against'),
}

export const demoOrigin = `http://127.0.0.1:${port}`
export const apiBaseUrl = `http://127.0.0.1:${options.apiPort}/v1`
export const apiSiteOrigin = `http://127.0.0.1:${options.apiSitePort}`
