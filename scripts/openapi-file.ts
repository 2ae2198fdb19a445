// Serves the repository's openapi.yaml with the site, as <base>openapi.yaml: copied into the build,
// and answered by the dev server. One file, no copy in public/ to drift from it.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const FILE = 'openapi.yaml'

export function openapiFile(): Plugin {
  const path = resolve(import.meta.dirname, '..', FILE)
  let base = '/'
  return {
    name: 'petstore-openapi-file',
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}${FILE}`) return next()
        res.setHeader('Content-Type', 'application/yaml; charset=utf-8')
        res.end(readFileSync(path))
      })
    },
    buildStart() {
      this.addWatchFile(path)
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: readFileSync(path, 'utf8') })
    },
  }
}
