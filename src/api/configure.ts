// config.json is read once at start; the calls made before it settles wait for it (client.ts),
// the shell's first paint does not.
import { createStore, useStore } from '../lib/store'
import type { ConfigRead } from './config-file'
import { fetchConfig, runtimeConfig } from './runtime-config'
import { reloadSettings } from './settings'

let reading: Promise<void> | null = null
const pending = createStore(false)

/**
 * True while config.json is read: a form of settings waits, or it would show the build's
 * environment and save it over the one the file starts on.
 */
export const useConfigReading = (): boolean => useStore(pending)

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
      if (reading !== current) return
      reading = null
      pending.set(false)
    })
  reading = current
  pending.set(true)
  return current
}
