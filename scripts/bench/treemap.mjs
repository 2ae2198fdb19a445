// On demand (--only=treemap): the demo build with vite-bundle-analyzer, written as an interactive
// treemap (bench-results/treemap.html) and summed up here: the largest chunks, and in each the
// packages and folders that weigh most. Module sizes are gzipped one by one, so they add up to
// more than their chunk's gzip.
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { demoEnv } from './build.mjs'
import { outRoot, root } from './options.mjs'
import { KiB, log, record } from './report.mjs'

const treemapDir = join(outRoot, 'treemap-dist')
const report = join(outRoot, 'treemap')

async function buildWithAnalyzer() {
  const { build } = await import('vite')
  const { analyzer } = await import('vite-bundle-analyzer')
  Object.assign(process.env, demoEnv)
  const common = { fileName: report, openAnalyzer: false }
  log('building bench-results/treemap-dist with the analyzer …')
  await build({
    root,
    logLevel: 'error',
    // Source maps let the analyzer tell the modules of each chunk apart; they stay out of the files.
    build: { outDir: treemapDir, emptyOutDir: true, sourcemap: 'hidden' },
    plugins: [
      analyzer({ ...common, analyzerMode: 'static', defaultSizes: 'gzip' }),
      analyzer({ ...common, analyzerMode: 'json' }),
    ],
  })
}

/** The heaviest groups under `node`, down to package level (node_modules/<name> or a src folder). */
function heaviest(groups, depth = 0) {
  const out = []
  for (const g of groups ?? []) {
    const nested = g.label === 'node_modules' || (depth === 0 && g.groups?.length === 1)
    if (nested) out.push(...heaviest(g.groups, depth + 1))
    else out.push({ label: g.label, gzip: g.gzipSize })
  }
  return out.sort((a, b) => b.gzip - a.gzip)
}

export async function benchTreemap() {
  await buildWithAnalyzer()
  const chunks = JSON.parse(readFileSync(`${report}.json`, 'utf8'))
    .filter((c) => c.filename.endsWith('.js'))
    .sort((a, b) => b.gzipSize - a.gzipSize)
  for (const chunk of chunks.slice(0, 6)) {
    const parts = heaviest(chunk.source)
      .slice(0, 5)
      .map((p) => `${p.label} ${(p.gzip / KiB).toFixed(1)}`)
    record('treemap', `${chunk.filename}${chunk.isEntry ? ' (entry)' : ''}`, chunk.gzipSize, {
      unit: 'KiB',
      info: true,
      detail: parts,
    })
    log(`${chunk.filename}: ${parts.join(' · ')}`)
  }
  log('treemap: bench-results/treemap.html')
  return chunks.map((c) => ({ file: c.filename, gzip: c.gzipSize, parts: heaviest(c.source) }))
}
