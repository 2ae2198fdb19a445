// Writes dist/404.html as a copy of index.html: static hosts that serve 404.html for unknown paths
// (GitHub Pages, S3 error documents) then open deep links such as /pets/7 in the app. Not on
// Cloudflare Pages, which treats a site with a 404.html as no single-page app and answers deep
// links with that page and status 404.
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { onCloudflarePages } from './host-files.ts'

export function notFoundPage(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'petstore-404-page',
    apply: 'build',
    writeBundle(options) {
      if (onCloudflarePages(env)) return
      const dir = options.dir ?? 'dist'
      copyFileSync(join(dir, 'index.html'), join(dir, '404.html'))
    },
  }
}
