import { SelectField } from '../lib/fields'
import { useT } from '../lib/i18n/i18n'
import { useStore } from '../lib/store'
import { setTheme, themes, themeStore, type Theme } from './theme'

export function ThemeControl() {
  const t = useT()
  return (
    <SelectField
      className="theme-control"
      label={t('theme.label')}
      value={useStore(themeStore)}
      options={themes.map((theme) => ({ value: theme, label: t(`theme.${theme}`) }))}
      onChange={(value) => setTheme(value as Theme)}
    />
  )
}
