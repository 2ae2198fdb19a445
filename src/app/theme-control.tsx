import { useId } from 'react'
import { useStore } from '../lib/store'
import { setTheme, themes, themeStore, type Theme } from './theme'

export function ThemeControl() {
  const theme = useStore(themeStore)
  const id = useId()
  return (
    <div className="theme-control">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        {themes.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
    </div>
  )
}
