// The runtime configuration (SPEC "Where it runs"): the config.json beside index.html, in the shape
// of config-file.ts, that overrides the build-time variables for this deployment. Reading it never throws: a
// broken file is one problem in words, naming the file and the key (read-config.ts).
import { words } from '../lib/i18n/i18n'
import { createStore } from '../lib/store'
import { CONFIG_FILE, type ConfigRead } from './config-file'
import { isHtml } from './errors'

/**
 * The site's config.json as read at start (api/configure.ts sets it): the environments read it,
 * and the shell's configuration alerts re-render when it changes. None until it is read.
 */
export const runtimeConfig = createStore<ConfigRead>({ status: 'none' })

/**
 * Reads the site's config.json. Missing is normal (the build's defaults), and so is the index.html
 * a host answers every path with; anything else that is not a configuration is a problem.
 */
export async function fetchConfig(
  url = `${import.meta.env.BASE_URL}${CONFIG_FILE}`,
): Promise<ConfigRead> {
  let response: Response
  try {
    response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' })
  } catch {
    return { status: 'none' }
  }
  if (response.status === 404) return { status: 'none' }
  if (!response.ok)
    return {
      status: 'broken',
      problem: words('config.unreadable', { file: CONFIG_FILE, status: String(response.status) }),
    }
  const text = await response.text()
  if (isHtml(response.headers.get('content-type'), text)) return { status: 'none' }
  // The build's own file, `{}`, sets nothing: the reader and its words load only for a real one.
  if (/^\s*\{\s*\}\s*$/.test(text)) return { status: 'none' }
  const { parseConfig } = await import('./read-config')
  return parseConfig(text, window.location.origin)
}
