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
    for (const part of used)
      if (!imported.has(part)) wrong.push(`${name} shows ${part}, unimported`)
    for (const part of imported) if (!used.has(part)) wrong.push(`${name} imports ${part}, unused`)
  }
  expect(wrong).toEqual([])
})
