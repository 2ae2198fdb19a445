import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preferredLanguage, startingLanguage, switchLanguage, t } from '../src/lib/i18n/i18n'
import '../src/lib/i18n/en/overview'
import { LanguageSelect } from '../src/lib/i18n/language-select'
import { readStored, storageKeys } from '../src/lib/storage'
import { formatCount } from '../src/lib/format'
import { localesFor } from '../src/lib/i18n/locales'

afterEach(() => switchLanguage('en'))

describe('messages', () => {
  it('formats plurals by each language’s rules', async () => {
    const bar = (count: number) => t('overview.status-bar', { status: 'sold', count })
    expect(bar(1)).toBe('sold: 1 pet')
    expect(bar(25)).toBe('sold: 25 pets')
    await switchLanguage('ar')
    expect(bar(0)).toBe('sold: لا حيوانات أليفة')
    expect(bar(2)).toBe('sold: حيوانان أليفان')
    expect(bar(3)).toMatch(/^sold: \S+ حيوانات أليفة$/)
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
  })

  it('starts in the first browser language it has, else English', () => {
    expect(preferredLanguage(['fr-FR', 'de-AT', 'ja'])).toBe('de')
    expect(preferredLanguage(['fr'])).toBe('en')
    expect(preferredLanguage(undefined)).toBe('en')
    expect(startingLanguage(null, ['ja-JP'])).toBe('ja')
    expect(startingLanguage('ar', ['ja-JP'])).toBe('ar')
    expect(startingLanguage('xx', ['ja-JP'])).toBe('ja')
  })

  it('the pseudo-locale accents, lengthens and brackets every message', async () => {
    await switchLanguage('en-XA')
    expect(t('theme.label')).toBe('[Thémé~~]')
  })
})

describe('numbers and dates', () => {
  it('follow the chosen language, in the browser’s region when it speaks it', async () => {
    expect(localesFor('de', ['de-AT', 'en-US'])).toEqual(['de-AT'])
    expect(localesFor('ar', ['en-US'])).toEqual(['ar'])
    // English is also the fallback for a language the console lacks: that browser's formats stay.
    expect(localesFor('en', ['fr-FR'])).toEqual(['fr-FR'])
    expect(formatCount(20000)).toBe('20,000')
    await switchLanguage('de')
    expect(formatCount(20000)).toBe('20.000')
  })
})

describe('in Swiss German (de-CH)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('formats a message’s numbers, counts and sizes alike, with units in German', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-CH'], language: 'de-CH' })
    vi.resetModules()
    const i18n = await import('../src/lib/i18n/i18n')
    const { formatBytes, formatCount } = await import('../src/lib/format')
    await import('../src/lib/i18n/en/overview')
    await i18n.switchLanguage('de')
    const count = formatCount(1234)
    expect(count).toMatch(/^1[’']234$/)
    expect(i18n.t('overview.status-bar', { status: 'sold', count: 1234 })).toContain(count)
    expect(formatBytes(512)).toBe('512 Byte')
    expect(formatBytes(1536)).toBe('1.5 kB')
    await i18n.switchLanguage('en')
    expect(formatCount(1234)).toBe(count)
  })
})

describe('Language select', () => {
  it('changes every word at once and keeps the choice', async () => {
    render(<LanguageSelect />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch')
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
    expect(startingLanguage(readStored('local', storageKeys.language), ['en'])).toBe('de')
  })
})
