// Writes dist/404.html as a copy of index.html: static hosts that serve 404.html for unknown paths
// (GitHub Pages, S3 error documents) then open deep links such as /pets/7 in the app.
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export function notFoundPage(): Plugin {
  return {
    name: 'petstore-404-page',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      copyFileSync(join(dir, 'index.html'), join(dir, '404.html'))
    },
  }
}
