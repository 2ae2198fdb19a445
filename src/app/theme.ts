// Light / dark / system theme: saved, and applied as <html data-theme>. index.html's inline script
// applies the saved choice before first paint, under the same storage name.
import { createStore } from '../lib/store'
import { readStored, storageKeys, writeStored } from '../lib/storage'

export type Theme = 'light' | 'dark' | 'system'
export const themes: readonly Theme[] = ['light', 'dark', 'system']

function readTheme(): Theme {
  const saved = readStored('local', storageKeys.theme)
  return saved === 'light' || saved === 'dark' ? saved : 'system'
}

export const themeStore = createStore<Theme>(readTheme())

/** System removes the attribute: styles.css then follows prefers-color-scheme. */
function applyTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

export function setTheme(theme: Theme): void {
  writeStored('local', storageKeys.theme, theme === 'system' ? null : theme)
  applyTheme(theme)
  themeStore.set(theme)
}

/** Re-reads the saved theme, as a fresh page load would (for tests). */
export function reloadTheme(): void {
  themeStore.set(readTheme())
  applyTheme(themeStore.get())
}
