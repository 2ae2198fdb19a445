// Vite plugin: the modules every first visit loads, known once the graph is built, for the
// codeSplitting groups in vite.config.ts: the entry's own (run before the framework) and the
// console's start's (the shell). The page's HTML asks for the start's files as it asks for the
// entry's, so the browser fetches them beside the entry rather than once the entry has run.
import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * The entry (main.tsx) imports statically only what starts the demo API's worker, then the console
 * (app/start.tsx) dynamically (decisions 0026, 0035). Each closure travels as one file rather than
 * as the many small shared chunks the bundler would cut it into (each one a request, and a task for
 * the main thread).
 */
/** The console's start, which the entry imports dynamically. */
const isStart = (id: string) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id)

export function entryClosure(): {
  plugin: Plugin
  /** The console's start's static closure, less the entry's: the shell. */
  has: (id: string) => boolean
  /** The entry's static closure: what the page runs before React. */
  early: (id: string) => boolean
} {
  const closure = new Set<string>()
  const earlyClosure = new Set<string>()
  let base = '/'
  const plugin: Plugin = {
    name: 'petstore-entry-closure',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      const walk = (into: Set<string>, id: string) => {
        if (into.has(id)) return
        into.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(into, next)
      }
      const ids = [...this.getModuleIds()]
      ids.filter((id) => this.getModuleInfo(id)?.isEntry).forEach((id) => walk(earlyClosure, id))
      ids.filter(isStart).forEach((id) => walk(closure, id))
    },
    // Vite's own links preload the entry's static imports; the start is a dynamic import, whose
    // files (the shell, the framework) the browser would otherwise find only after the entry.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return
        const files = new Set<string>()
        const add = (fileName: string) => {
          const found = bundle[fileName]
          if (found?.type !== 'chunk' || files.has(fileName)) return
          files.add(fileName)
          found.imports.forEach(add)
        }
        Object.values(bundle)
          .filter((c) => c.type === 'chunk' && c.moduleIds.some(isStart))
          .forEach((c) => add(c.fileName))
        const entryOwn = new Set([chunk.fileName, ...chunk.imports])
        return [...files]
          .filter((file) => !entryOwn.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }))
      },
    },
  }
  // The entry itself stays the entry chunk, which index.html and the build manifest name, and its
  // CSS stays with it, as the page's one stylesheet.
  const own = /(index\.html|main\.tsx|\.css)$/
  return {
    plugin,
    has: (id) => closure.has(id) && !earlyClosure.has(id) && !own.test(id),
    early: (id) => earlyClosure.has(id) && !own.test(id),
  }
}
