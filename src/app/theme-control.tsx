import { SelectField } from '../lib/fields'
import { useStore } from '../lib/store'
import { setTheme, themes, themeStore, type Theme } from './theme'

export function ThemeControl() {
  return (
    <SelectField
      className="theme-control"
      label="Theme"
      value={useStore(themeStore)}
      options={themes}
      onChange={(value) => setTheme(value as Theme)}
    />
  )
}
