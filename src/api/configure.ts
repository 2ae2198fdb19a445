// config.json is read once at start; the calls made before it settles wait for it (client.ts),
// the shell's first paint does not.
import type { ConfigRead } from './config-file'
import { fetchConfig, runtimeConfig } from './runtime-config'
import { reloadSettings } from './settings'

let reading: Promise<void> | null = null

/** The read in progress, which a call waits for; null once the configuration is in use. */
export const configReading = (): Promise<void> | null => reading

export function loadRuntimeConfig(read: () => Promise<ConfigRead> = fetchConfig): Promise<void> {
  const current: Promise<void> = read()
    .then(
      (result) => {
        runtimeConfig.set(result)
        // The environments offered and the one to start on may have changed: read settings again.
        if (result.status !== 'none') reloadSettings()
      },
      () => undefined,
    )
    .then(() => {
      if (reading === current) reading = null
    })
  reading = current
  return current
}
