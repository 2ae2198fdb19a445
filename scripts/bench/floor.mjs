// The floor: the bare stack the console is built on (floor/: React, the data router with one lazy
// route and its loader, React Query, a 25-row table), installed from its own lock file once,
// built, and served by the same host as the console, with its JSON from a real endpoint.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { options, outRoot, root } from './options.mjs'
import { log, record } from './report.mjs'
import { gzip, serve } from './serve.mjs'

const floorDir = join(root, 'scripts/bench/floor')
export const floorDistDir = join(outRoot, 'floor-dist')
export const floorOrigin = `http://127.0.0.1:${options.floorPort}`

function run(command, args, what) {
  const r = spawnSync(command, args, { cwd: floorDir, stdio: ['ignore', 'ignore', 'inherit'] })
  if (r.status !== 0) throw new Error(`the floor's ${what} failed`)
}

/** `npm ci` when the lock file changed since the last install (its hash is kept beside it). */
function install() {
  const lock = readFileSync(join(floorDir, 'package-lock.json'))
  const hash = createHash('sha256').update(lock).digest('hex')
  const stamp = join(floorDir, 'node_modules/.bench-lock-hash')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  log('installing the floor (npm ci) …')
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], 'npm ci')
  writeFileSync(stamp, hash)
}

export function buildFloor() {
  install()
  if (options.noBuild && existsSync(join(floorDistDir, 'index.html'))) return
  log(`building ${relative(root, floorDistDir)} …`)
  const args = ['vite', 'build', '--outDir', floorDistDir, '--emptyOutDir', '--logLevel', 'warn']
  run('npx', args, 'build')
}

/** The floor's JS, all of which its one page loads: the bytes the stack alone costs. */
export function recordFloorBytes() {
  const assets = join(floorDistDir, 'assets')
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const bytes = js.reduce((sum, f) => sum + gzip(readFileSync(join(assets, f))).length, 0)
  record('bundle', `the floor's first page /pets: JS gzip (${js.length} files)`, bytes, {
    unit: 'KiB',
    info: true,
  })
}

const names = ['Biscuit', 'Miso', 'Pepper', 'Kiwi', 'Nemo', 'Luna', 'Thumper', 'Rex', 'Mochi']
const tags = ['dog', 'cat', 'bird', 'fish', 'rabbit', 'reptile']
const statuses = ['available', 'pending', 'sold']
const pets = JSON.stringify(
  Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    name: `${names[i % names.length]} ${i + 1}`,
    tag: tags[i % tags.length],
    status: statuses[i % statuses.length],
  })),
)

/** The floor's API: what a server sends for a list, never cached. */
function answerPets(_req, res) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(pets)
}

export const serveFloor = () => serve(floorDistDir, options.floorPort, { '/api/pets': answerPets })
