// The Language select: each language named in itself. A choice applies at once and is kept.
import { useState } from 'react'
import { SelectField } from '../fields'
import { storageKeys, writeStored } from '../storage'
import { switchLanguage, useT } from './i18n'
import { languages } from './languages'
import './en/language'

const options = languages.map(({ code, name }) => ({ value: code, label: name }))

export function LanguageSelect({ className }: { className?: string }) {
  const t = useT()
  const [failed, setFailed] = useState<string | null>(null)
  const choose = (code: string) => {
    setFailed(null)
    writeStored('local', storageKeys.language, code)
    // A catalog that cannot be fetched (offline, a new version deployed) keeps the words as they are.
    switchLanguage(code).catch(() => setFailed(code))
  }
  return (
    <SelectField
      className={className}
      label={t('language.label')}
      value={t.language.code}
      options={options}
      onChange={choose}
      hint={failed ? t('language.failed', { language: failed }) : undefined}
    />
  )
}
