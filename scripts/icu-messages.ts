// Vite plugin: the catalogs in src/lib/i18n/messages/ are ICU MessageFormat, parsed here at build
// time. The page then carries the parsed form and no parser, and a message that does not parse
// fails the build with its id, rather than a user's page.
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

const CATALOG = /[\\/]src[\\/]lib[\\/]i18n[\\/]messages[\\/](en[\\/])?[^\\/]+\.json$/

export function parseCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string`)
      try {
        return [id, parse(message)]
      } catch (error) {
        throw new Error(`${file}: ${id} is not ICU MessageFormat (${String(error)}): ${message}`)
      }
    }),
  )
}

export function icuMessages(): Plugin {
  return {
    name: 'icu-messages',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOG.test(id.split('?')[0] ?? '')) return null
      // Still JSON: Vite's own JSON plugin makes it a module after this.
      return { code: JSON.stringify(parseCatalog(source, id)), map: null }
    },
  }
}
