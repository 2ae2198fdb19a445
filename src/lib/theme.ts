// Light / dark / system theme: saved in localStorage and applied as <html data-theme>.
// index.html's inline script applies the saved choice before first paint; keep the two in step.
import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark' | 'system'
export const THEME_KEY = 'petstore.theme'
export const themes: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

const listeners = new Set<() => void>()

export function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_KEY)
    return saved === 'light' || saved === 'dark' ? saved : 'system'
  } catch {
    return 'system'
  }
}

let current: Theme = readTheme()

/** System removes the attribute: styles.css then follows prefers-color-scheme. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

export function setTheme(theme: Theme): void {
  current = theme
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Blocked storage: the theme still applies to this tab.
  }
  applyTheme(theme)
  listeners.forEach((listener) => listener())
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => current,
  )
}

/** Test hook: re-read the saved theme, as a fresh page load would. */
export function reloadTheme(): void {
  current = readTheme()
  applyTheme(current)
  listeners.forEach((listener) => listener())
}
