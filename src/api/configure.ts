// config.json is read once at start; the first API call waits for it (client.ts), the shell's
// first paint does not.
import { setRuntimeConfig } from './environments'
import { fetchConfig, type ConfigRead } from './runtime-config'
import { reloadSettings } from './settings'

let ready: Promise<void> = Promise.resolve()

/** Settles once the configuration is in use (at once when none is being read). */
export const configReady = (): Promise<void> => ready

export function loadRuntimeConfig(read: () => Promise<ConfigRead> = fetchConfig): Promise<void> {
  ready = read().then(
    (result) => {
      setRuntimeConfig(result)
      // The environments offered and the one to start on may have changed: read settings again.
      if (result.status !== 'none') reloadSettings()
    },
    () => undefined,
  )
  return ready
}
