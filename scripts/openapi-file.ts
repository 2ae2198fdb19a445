// Serves the repository's openapi.yaml with the site, as <base>openapi.yaml: copied into the build.
// The dev server needs nothing from here: Vite serves files of the project root as they are, and
// answers the module request (`openapi.yaml?import`) with the data @rollup/plugin-yaml makes.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const FILE = 'openapi.yaml'

export function openapiFile(): Plugin {
  const path = resolve(import.meta.dirname, '..', FILE)
  return {
    name: 'petstore-openapi-file',
    apply: 'build',
    buildStart() {
      this.addWatchFile(path)
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: readFileSync(path, 'utf8') })
    },
  }
}
