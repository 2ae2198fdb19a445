// Vite plugin: the modules the entry imports statically, known once the graph is built, for a
// codeSplitting group in vite.config.ts.
import type { Plugin } from 'vite'

/**
 * The modules the entry imports statically, once the graph is known: they load on every first
 * visit, so they travel as one file rather than as the many small shared chunks the bundler would
 * cut them into (each one a request, and a task for the main thread).
 */
export function entryClosure(): {
  plugin: Plugin
  has: (id: string) => boolean
  /** The closure of src/app/demo-early.ts: what the page runs before React (decision 0026). */
  early: (id: string) => boolean
} {
  const closure = new Set<string>()
  const earlyClosure = new Set<string>()
  const plugin: Plugin = {
    name: 'petstore-entry-closure',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const walk = (id: string) => {
        if (closure.has(id)) return
        closure.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next)
      }
      entries.forEach(walk)
      const walkEarly = (id: string) => {
        if (earlyClosure.has(id)) return
        earlyClosure.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walkEarly(next)
      }
      ;[...closure]
        .filter((id) => /[\\/]src[\\/]app[\\/]demo-early\.ts$/.test(id))
        .forEach(walkEarly)
    },
  }
  // The entry itself stays the entry chunk, which index.html and the build manifest name.
  return {
    plugin,
    has: (id) => closure.has(id) && !/(index\.html|main\.tsx)$/.test(id),
    early: (id) => earlyClosure.has(id),
  }
}
