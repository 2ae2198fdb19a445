// @vitest-environment node
// English comes in parts (src/lib/i18n/messages/en/): the shell's words are always there, and any
// other part arrives with the modules that import it. So a module showing a word from a part must
// import that part itself, or a page could show an id; and one that imports a part uses it, or the
// part's words would ride along in a chunk that never shows them.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = join(__dirname, '..')
const partsDir = join(root, 'src/lib/i18n/messages/en')

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesIn(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const partOf = new Map<string, string>()
for (const file of readdirSync(partsDir)) {
  const words = JSON.parse(readFileSync(join(partsDir, file), 'utf8')) as Record<string, string>
  for (const id of Object.keys(words)) partOf.set(id, file.replace(/\.json$/, ''))
}
const ids = [...partOf.keys()]

/** The ids a source file names: quoted whole, or by a prefix it completes (`theme.${choice}`). */
function idsIn(source: string): string[] {
  const prefixes = [...source.matchAll(/`([a-z-]+\.[a-z-]*)\$\{/g)].map((m) => m[1] as string)
  return ids.filter(
    (id) =>
      [`'${id}'`, `"${id}"`, `\`${id}\``].some((quoted) => source.includes(quoted)) ||
      prefixes.some((prefix) => id.startsWith(prefix)),
  )
}

const WORKER_WORDS = '// i18n: words made in a worker, said by the page'

const sources = filesIn(join(root, 'src')).filter((file) => !file.includes('/lib/i18n/en/'))

it('has every module import the English parts of the words it shows, and only those', () => {
  const wrong: string[] = []
  for (const file of sources) {
    const source = readFileSync(file, 'utf8')
    const used = new Set(idsIn(source).map((id) => partOf.get(id)))
    used.delete('shell')
    // `;?`: Stryker's instrumented copy of a module ends its imports with one.
    const imported = new Set(
      [...source.matchAll(/^import '[^']*\/en\/([\w-]+)';?$/gm)].map((m) => m[1]),
    )
    const name = relative(root, file)
    // A worker's module makes words the page says (it must not load React and the catalogs); the
    // page's module that says them imports the part.
    const madeForThePage = source.includes(WORKER_WORDS)
    for (const part of used)
      if (!imported.has(part) && !madeForThePage) wrong.push(`${name} shows ${part}, unimported`)
    for (const part of imported) if (!used.has(part)) wrong.push(`${name} imports ${part}, unused`)
  }
  expect(wrong).toEqual([])
})

it('has the modules that make words in a worker said by one that imports their part', () => {
  const made = sources.filter((file) => readFileSync(file, 'utf8').includes(WORKER_WORDS))
  expect(made.map((file) => relative(root, file)).sort()).toEqual([
    'src/features/contract/contract-reader.ts',
    'src/features/contract/load-contract.ts',
    'src/features/contract/read-contract.ts',
  ])
  // live-contract.ts keeps their reasons in its state, and the page says them from there.
  const sayer = readFileSync(join(root, 'src/features/contract/live-contract.ts'), 'utf8')
  expect(sayer).toMatch(/^import '[^']*\/en\/contract'$/m)
})
