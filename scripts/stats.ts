// The code's shape in figures, for docs/architecture.md's "Measured" section, so the doc cannot
// drift: `npm run stats` rewrites that section, `npm run stats -- --check` (CI) fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { codeFiles, functionsOf, importsOf, type FunctionSize } from './stats/source.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const docPath = `${root}docs/architecture.md`
const [start, end] = ['<!-- stats:start -->', '<!-- stats:end -->']
const fileLimit = 250
const componentLimit = 80

const files = codeFiles(root, ['src', 'scripts'])
const lines = files.map((file) => ({
  file,
  lines: readFileSync(root + file, 'utf8').split('\n').length - 1,
}))
lines.sort((a, b) => b.lines - a.lines)
const overFiles = lines.filter((f) => f.lines > fileLimit)

const functions: FunctionSize[] = files
  .filter((f) => f.startsWith('src/'))
  .flatMap((f) => functionsOf(root, f))
functions.sort((a, b) => b.lines - a.lines)
const components = functions.filter((f) => f.component)
const overComponents = components.filter((f) => f.lines > componentLimit)

const srcFiles = files.filter((f) => f.startsWith('src/'))
const imports = srcFiles.flatMap((file) => importsOf(root, file).map((to) => ({ from: file, to })))
const feature = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1]
const crossFeature = imports.filter(
  (i) => feature(i.from) && feature(i.to) && feature(i.from) !== feature(i.to),
)
const edges = new Map<string, number>()
for (const i of crossFeature) {
  const edge = `${feature(i.from)} → ${feature(i.to)}`
  edges.set(edge, (edges.get(edge) ?? 0) + 1)
}
const cycles = findCycles(srcFiles, imports)
const featureCycles = findCycles(
  [...new Set(crossFeature.map((i) => feature(i.from) ?? ''))],
  crossFeature.map((i) => ({ from: feature(i.from) ?? '', to: feature(i.to) ?? '' })),
)
// Every import points down this list (docs/architecture.md › Folders); mocks/ sits beside it.
const layers = ['src/app/', 'src/features/', 'src/components/', 'src/api/', 'src/lib/']
const layer = (file: string) => layers.findIndex((l) => file.startsWith(l))
const up = imports.filter(
  (i) => layer(i.from) >= 0 && layer(i.to) >= 0 && layer(i.to) < layer(i.from),
)

// Files that import lib/store.ts: idb-keyval's own createStore (the demo's database) is not ours.
const storeUsers = new Set(imports.filter((i) => i.to === 'src/lib/store.ts').map((i) => i.from))
const storeFiles = srcFiles.filter((f) => storeUsers.has(f))
const stores = storeFiles.flatMap((file) =>
  [...readFileSync(root + file, 'utf8').matchAll(/\bcreateStore[<(]/g)].map(() => file),
)
const show = (f: FunctionSize) => `\`${f.name}\` in \`${f.file}\` (${f.lines})`

const figures = [
  `- files in \`src/\` and \`scripts/\` over ${fileLimit} lines: ${overFiles.length}${
    overFiles.length ? ` (${overFiles.map((f) => `\`${f.file}\` ${f.lines}`).join(', ')})` : ''
  }; the largest: ${lines
    .slice(0, 3)
    .map((f) => `\`${f.file}\` ${f.lines}`)
    .join(', ')};`,
  `- component functions in \`src/\`: ${components.length}, ${overComponents.length} over ${componentLimit} lines; the longest: ${components
    .slice(0, 3)
    .map(show)
    .join(', ')};`,
  `- the longest function of any kind: ${functions.slice(0, 2).map(show).join(', ')};`,
  `- import loops between files in \`src/\`: ${cycles.length}${
    cycles.length ? ` (${cycles.map((c) => c.join(' → ')).join('; ')})` : ''
  };`,
  `- feature loops: ${featureCycles.length}${
    featureCycles.length ? ` (${featureCycles.map((c) => c.join(' → ')).join('; ')})` : ''
  }; imports pointing up the layers: ${up.length}${
    up.length ? ` (${up.map((i) => `${i.from} → ${i.to}`).join(', ')})` : ''
  };`,
  `- feature-to-feature edges: ${edges.size}, in ${crossFeature.length} import lines (type-only ones left out): ${[
    ...edges,
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([edge, n]) => `${edge} (${n})`)
    .join(', ')};`,
  `- stores made with \`lib/store.ts\`: ${stores.length}, in ${new Set(stores).size} files.`,
].join('\n')

const section = `${start}\n\n${figures}\n\n${end}`
const doc = readFileSync(docPath, 'utf8')
const from = doc.indexOf(start)
const to = doc.indexOf(end)
if (from < 0 || to < from) throw new Error(`${docPath} has no ${start} … ${end} section`)
const updated = doc.slice(0, from) + section + doc.slice(to + end.length)

console.log(figures)
if (process.argv.includes('--check')) {
  // The limits a newcomer relies on (docs/architecture.md): a page read in one sitting.
  if (
    overFiles.length ||
    overComponents.length ||
    cycles.length ||
    featureCycles.length ||
    up.length
  ) {
    console.error(
      `\nOver the limits: files over ${fileLimit} lines, components over ${componentLimit}, or an import loop or upward import (above).`,
    )
    process.exitCode = 1
  }
  if (updated !== doc) {
    console.error('\ndocs/architecture.md › Measured is stale: run `npm run stats` and commit it.')
    process.exitCode = 1
  }
} else if (updated !== doc) {
  writeFileSync(docPath, updated)
  console.log('\nupdated docs/architecture.md')
}

/** Each loop in the file import graph once, as the files along it. */
function findCycles(nodes: string[], edgeList: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]))
  for (const { from, to } of edgeList) next.get(from)?.push(to)
  const found = new Map<string, string[]>()
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    path.push(node)
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') {
        const loop = path.slice(path.indexOf(to))
        found.set([...loop].sort().join(' '), [...loop, to])
      } else if (!state.has(to)) visit(to)
    }
    path.pop()
    state.set(node, 'done')
  }
  for (const node of nodes) if (!state.has(node)) visit(node)
  return [...found.values()]
}
