// The first thing the page runs (the entry, main.tsx, imports it; it travels in a file of its own
// that needs nothing of React): when the console opens on Demo, the demo API's worker starts now,
// while React and the console's code are still being loaded, not after them (decisions 0026, 0035).
import { readStored, storageKeys } from '../lib/storage'
import { startEarlyDemoWorker } from './demo-worker'

/**
 * Whether the console opens on Demo, as the saved settings or the build say before config.json is
 * read: the same question wiring.ts asks next, which takes this worker or stops it.
 */
function opensOnDemo(): boolean {
  let saved: unknown
  try {
    saved = (
      JSON.parse(readStored('local', storageKeys.settings) ?? 'null') as {
        environment?: unknown
      } | null
    )?.environment
  } catch {
    saved = undefined
  }
  if (typeof saved === 'string') return saved === 'demo'
  const built = import.meta.env.VITE_DEFAULT_ENVIRONMENT
  return !built || built === 'demo'
}

/** Whether the demo API's worker is starting now: it then loads the locale's data for the page. */
export const demoStartsEarly = typeof Worker !== 'undefined' && opensOnDemo()

if (demoStartsEarly) startEarlyDemoWorker()
