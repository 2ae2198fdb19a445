// On demand (--only=against --against=<commit>): this build and another commit's, loaded in turns
// with the floor, so a change is judged before and after in one run on one machine. The other
// commit is built from a git worktree of its own (removed afterwards) into bench-results/.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoEnv } from './build.mjs'
import { floorOrigin } from './floor.mjs'
import { demoOrigin, options, outRoot, root } from './options.mjs'
import { log, median, record, turn } from './report.mjs'
import { closeServer, serve } from './serve.mjs'
import { visitOnce, visits } from './timings.mjs'

const againstDir = join(outRoot, 'dist-against')

function git(args, cwd = root) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`)
  return r.stdout.trim()
}

/** Builds `commit` as the bench builds this tree (the demo build) into bench-results/. */
function buildAgainst(commit) {
  const sha = git(['rev-parse', '--short', commit])
  if (options.noBuild && existsSync(join(againstDir, 'index.html'))) return sha
  const tree = join(mkdtempSync(join(tmpdir(), 'bench-against-')), 'tree')
  git(['worktree', 'add', '--detach', tree, sha])
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'))
    log(`building ${sha} into bench-results/dist-against …`)
    const args = ['vite', 'build', '--outDir', againstDir, '--emptyOutDir', '--logLevel', 'warn']
    const r = spawnSync('npx', args, {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...demoEnv },
    })
    if (r.status !== 0) throw new Error(`vite build of ${sha} failed`)
  } finally {
    git(['worktree', 'remove', '--force', tree])
  }
  return sha
}

export async function benchAgainst(browser) {
  if (!options.against) throw new Error('--only=against needs --against=<commit>')
  const sha = buildAgainst(options.against)
  const server = await serve(againstDir, options.againstPort)
  try {
    const other = `http://127.0.0.1:${options.againstPort}/pets`
    // Arabic fetches its catalog before the first render: each build in it too.
    const targets = [
      { name: 'floor', url: `${floorOrigin}/pets` },
      { name: 'this build', url: `${demoOrigin}/pets`, worker: true },
      { name: sha, url: other, worker: true },
      { name: 'this build, Arabic', url: `${demoOrigin}/pets`, locale: 'ar', worker: true },
      { name: `${sha}, Arabic`, url: other, locale: 'ar', worker: true },
    ]
    const data = Object.fromEntries(visits.map((v) => [v.id, new Map()]))
    for (let i = 0; i < options.loads; i++)
      for (const visit of visits)
        for (const target of turn(targets, i)) {
          const { ms } = await visitOnce(browser, target.url, visit, target)
          const samples = data[visit.id]
          samples.set(target.name, [...(samples.get(target.name) ?? []), ms])
        }
    for (const visit of visits) {
      const samples = data[visit.id]
      const floor = median(samples.get('floor'))
      for (const name of targets.slice(1).map((target) => target.name))
        record('against', `demo /pets, ${visit.label}: ${name}`, median(samples.get(name)), {
          unit: 'ms',
          floor,
          info: true,
          detail: samples.get(name),
        })
    }
    return Object.fromEntries(Object.entries(data).map(([k, m]) => [k, Object.fromEntries(m)]))
  } finally {
    closeServer(server)
  }
}
